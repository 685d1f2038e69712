import { formatList, t } from '@shared/i18n';
import {
  SIEGE_EQUIPMENT,
  type FsEvent,
  type FsResult,
  type SiegeEquipmentType,
} from '@shared/rulesets/firestorm';
import {
  CONSEQUENCE_NAMES,
  RESULT_NAMES,
  SALLY_TARGET_NAMES,
  SIEGE_OPTION_NAMES,
  type FsNames,
} from './fsWords';

type P = Record<string, unknown>;
const str = (v: unknown): string => String(v);
/** FS-PTG-4..6 outcomes in the GM's words. */
const DEATH_OUTCOMES = ['upgradeLost', 'upgradeKept', 'dead', 'removed', 'survived'] as const;
const deathOutcome = (id: string): string =>
  (DEATH_OUTCOMES as readonly string[]).includes(id)
    ? t(`fsLog:deathOutcomes.${id as (typeof DEATH_OUTCOMES)[number]}`)
    : id;
const option = (id: unknown) => SIEGE_OPTION_NAMES[str(id)] ?? str(id);
/** The siege's sides (SIEGE-1) as the log names them: "the attacker", "the defender". */
const side = (id: unknown): string =>
  id === 'attacker' || id === 'defender' ? t(`fsLog:sides.${id}`) : str(id);
/** FS-GLORY-4: the engine stores why the campaign ended as "glory 31 ≥ 30"; shown in the GM's language. */
function endReason(reason: string): string {
  const glory = /^glory (\d+) ≥ (\d+)$/.exec(reason);
  return glory ? t('fsLog:endReasons.glory', { glory: Number(glory[1]), target: Number(glory[2]) }) : reason;
}

/** FS-GLORY-1: where glory came from, when it is not the plain tally. */
function gloryAwarded(p: P, faction: string): string {
  const count = Number(p.amount);
  if (p.source === 'game') return t('fsLog:gloryAwardedGame', { faction, count, game: str(p.game) });
  if (p.source === 'secretObjective')
    return t('fsLog:gloryAwardedObjective', { faction, count, player: str(p.player) });
  if (p.source === 'bookBonus') return t('fsLog:gloryAwardedBook', { faction, count, reason: str(p.reason) });
  return t('fsLog:gloryAwarded', { faction, count });
}

/**
 * One Firestorm log entry as a sentence (issue §3), in the current language (issue 32): past tense, in the GM's
 * names, each one catalogue pattern with variables (`fsLog`). The panel adds the rule IDs the event carries. Null
 * for bookkeeping the GM need not read (a stage of AFTERMATH moving on).
 */
export function fsEventSentence(event: FsEvent, n: FsNames): string | null {
  const p = event.payload as P;
  const f = (key: string) => n.faction(str(p[key]));
  const b = (key: string) => n.banner(str(p[key]));
  const h = (key: string) => n.hex(str(p[key]));
  switch (event.type) {
    case 'TurnStarted':
      return t('fsLog:turnStarted', { turn: str(p.turn) });
    case 'PhaseStarted':
      return null;
    case 'DiceRolled': {
      const dice = { die: str(p.die), natural: str(p.natural) };
      if (p.actor) {
        const faction = n.faction(str(p.actor));
        return p.injected
          ? t('fsLog:diceRolledTyped', { ...dice, faction })
          : t('fsLog:diceRolled', { ...dice, faction });
      }
      return p.injected ? t('fsLog:diceRolledAnonymousTyped', dice) : t('fsLog:diceRolledAnonymous', dice);
    }
    case 'InitiativeRolled':
      return t('fsLog:initiativeRolled', { order: formatList((p.order as string[]).map(n.faction)) });
    case 'FactionActivated':
      return event.step === 'BUILD'
        ? t('fsLog:factionBuilds', { faction: f('faction') })
        : t('fsLog:factionActs', { faction: f('faction') });
    case 'OrdersSubmitted':
      return t('fsLog:ordersSubmitted', { faction: f('faction') });
    case 'OrderRevealed': {
      const order = p.order as { type: string; path?: string[] };
      const values = { banner: b('banner'), order: n.order(order.type) };
      return order.path && order.path.length > 1
        ? t('fsLog:orderRevealedTo', { ...values, path: formatList(order.path.slice(1).map(n.hex)) })
        : t('fsLog:orderRevealed', values);
    }
    case 'OrderForcedToHold':
      return t('fsLog:orderForcedToHold', { banner: b('banner'), attacker: b('attackerBanner') });
    case 'BannerMoved': {
      const path = p.path as string[];
      return path.length <= 1
        ? t('fsLog:bannerStayed', { banner: b('banner') })
        : t('fsLog:bannerMoved', {
            banner: b('banner'),
            from: n.hex(path[0]!),
            to: n.hex(path[path.length - 1]!),
          });
    }
    case 'BannerHeld':
      return t('fsLog:bannerHeld', { banner: b('banner'), order: n.order(str(p.order)) });
    case 'TerritoryClaimed':
      return t('fsLog:territoryClaimed', { faction: f('to'), hex: h('hex') });
    case 'TerritoryConquered':
      return t('fsLog:territoryConquered', { faction: f('to'), hex: h('hex'), from: f('from') });
    case 'DomainItemRemoved': {
      const values = { item: n.item(str(p.item)), hex: h('hex') };
      if (p.cause === 'replaced') return t('fsLog:itemReplaced', values);
      return p.cause === 'defense' ? t('fsLog:itemLostToDefense', values) : t('fsLog:itemLost', values);
    }
    case 'DomainItemBuilt':
      return t('fsLog:itemBuilt', {
        faction: f('faction'),
        item: n.item(str(p.item)),
        hex: h('hex'),
        cost: Number(p.cost),
      });
    case 'TerritoryRazed':
      return t('fsLog:territoryRazed', { banner: b('banner'), hex: h('hex') });
    case 'BattleStarted':
      return p.defender === 'garrison'
        ? t('fsLog:battleStartedGarrison', {
            hex: h('hex'),
            attacker: b('attacker'),
            faction: f('defenderFaction'),
          })
        : t('fsLog:battleStarted', { hex: h('hex'), attacker: b('attacker'), defender: b('defender') });
    case 'BannerFatigued':
      return t('fsLog:bannerFatigued', { banner: b('banner') });
    case 'BattleKindChosen':
      return t('fsLog:battleInField', { hex: h('battle') });
    case 'GameResultRecorded': {
      const values = { game: str(p.game), hex: h('battle'), result: RESULT_NAMES[p.result as FsResult] };
      return p.method === 'tabletop' ? t('fsLog:gameResult', values) : t('fsLog:gameResultRolled', values);
    }
    case 'BuildPointsRolled':
      return t('fsLog:buildPointsRolled', { game: str(p.game), hex: h('battle') });
    case 'BuildPointsRerolled':
      return t('fsLog:buildPointsRerolled', { player: str(p.player), value: str(p.value) });
    case 'BuildPointRerollsDeclined':
      return t('fsLog:buildPointRerollsDeclined', { hex: h('battle') });
    case 'GameAwardsPaid':
      return t('fsLog:gameAwardsPaid', { game: str(p.game), hex: h('battle') });
    case 'BattleResolved':
      return t('fsLog:battleResolved', { hex: h('battle'), count: Number(p.games) });
    case 'BannerResultAggregated': {
      const result = RESULT_NAMES[p.overall as FsResult];
      if (p.banner === 'garrison')
        return p.annihilated
          ? t('fsLog:garrisonResultTabled', { result })
          : t('fsLog:garrisonResult', { result });
      return p.annihilated
        ? t('fsLog:bannerResultTabled', { banner: b('banner'), result })
        : t('fsLog:bannerResult', { banner: b('banner'), result });
    }
    case 'BattleStageChanged': {
      const outcome = p.outcome as
        { attacker: keyof typeof CONSEQUENCE_NAMES; defender: keyof typeof CONSEQUENCE_NAMES } | undefined;
      return outcome
        ? t('fsLog:battleOutcome', {
            hex: h('battle'),
            attacker: CONSEQUENCE_NAMES[outcome.attacker],
            defender: CONSEQUENCE_NAMES[outcome.defender],
          })
        : null;
    }
    case 'GloryAwarded':
      return gloryAwarded(p, f('faction'));
    case 'GloryTallied':
      return t('fsLog:gloryTallied', {
        tally: Object.entries(p.breakdown as Record<string, { glory: number }>)
          .map(([id, g]) => t('fsLog:gloryTally', { faction: n.faction(id), glory: g.glory }))
          .join(', '),
      });
    case 'BuildPointsGained':
      return p.player
        ? t('fsLog:buildPointsGainedBy', {
            faction: f('faction'),
            amount: Number(p.amount),
            player: str(p.player),
          })
        : t('fsLog:buildPointsGained', { faction: f('faction'), amount: Number(p.amount) });
    case 'BuildPointsSpent':
      return t('fsLog:buildPointsSpent', { faction: f('faction'), amount: Number(p.amount) });
    case 'ChoiceAwaited': {
      const c = p.choice as { kind: string; bannerId: string };
      const banner = n.banner(c.bannerId);
      return c.kind === 'retreat' ? t('fsLog:mustRetreat', { banner }) : t('fsLog:mustScatter', { banner });
    }
    case 'BannerRetreated':
      return t('fsLog:bannerRetreated', { banner: b('banner'), from: h('from'), to: h('to') });
    case 'BannerScattered':
      return t('fsLog:bannerScattered', { banner: b('banner'), from: h('from'), to: h('to') });
    case 'BannerDisbanded':
      return p.cause === 'excess'
        ? t('fsLog:disbandedExcess', { banner: b('banner') })
        : t('fsLog:disbandedNowhere', { banner: b('banner') });
    case 'BannerRaised':
      return t('fsLog:bannerRaised', { faction: f('faction'), banner: b('banner'), hex: h('hex') });
    case 'CampaignEnded': {
      const winners = Array.isArray(p.winner) ? (p.winner as string[]) : [str(p.winner)];
      return t('fsLog:campaignEnded', {
        winners: formatList(winners.map(n.faction)),
        reason: endReason(str(p.reason)),
      });
    }
    case 'SiegeStarted':
      return t('fsLog:siegeStarted', { hex: h('battle'), level: str(p.level) });
    case 'SiegeOpened':
      return t('fsLog:siegeOpened', { hex: h('battle'), side: side(p.winner) });
    case 'SiegeTurnStarted':
      return t('fsLog:siegeTurnStarted', { turn: str(p.turn), hex: h('battle') });
    case 'FinalAssaultDeclared':
      return p.forced
        ? t('fsLog:finalAssaultForced', { hex: h('battle') })
        : t('fsLog:finalAssaultDeclared', { hex: h('battle') });
    case 'SiegeOptionChosen':
      return t('fsLog:siegeOptionChosen', { side: side(p.side), hex: h('battle') });
    case 'SiegeOptionResolved': {
      const chosen = p.target
        ? t('fsLog:optionOnTarget', {
            option: option(p.option),
            target: SALLY_TARGET_NAMES[str(p.target)] ?? str(p.target),
          })
        : option(p.option);
      const values = { option: chosen, side: side(p.side), hex: h('battle') };
      if (p.value !== undefined) {
        const withValue = { ...values, value: str(p.value) };
        return p.success
          ? t('fsLog:siegeOptionSucceededValue', withValue)
          : t('fsLog:siegeOptionFailedValue', withValue);
      }
      return p.success ? t('fsLog:siegeOptionSucceeded', values) : t('fsLog:siegeOptionFailed', values);
    }
    case 'SiegeTurnCompleted':
      return t('fsLog:siegeTurnCompleted', { turn: str(p.turn), hex: h('battle') });
    case 'SiegeEquipmentBought': {
      const items = p.items as { item: SiegeEquipmentType; count: number }[];
      // The rules' equipment names are the book's, like the Assault tab's (not translated).
      const bought = items.map((i) =>
        i.count > 1
          ? t('fsLog:equipmentCount', { count: i.count, name: SIEGE_EQUIPMENT[i.item].name })
          : SIEGE_EQUIPMENT[i.item].name,
      );
      return items.length === 0
        ? t('fsLog:equipmentNone', { side: side(p.side), hex: h('battle') })
        : t('fsLog:equipmentBought', {
            side: side(p.side),
            hex: h('battle'),
            items: formatList(bought),
            cost: Number(p.cost),
          });
    }
    case 'SiegeLedgerRolled':
      return t('fsLog:siegeLedgerRolled', { hex: h('battle') });
    case 'SiegeEnded':
      return p.winner
        ? t('fsLog:siegeEndedWon', { hex: h('battle'), side: side(p.winner) })
        : t('fsLog:siegeEndedDraw', { hex: h('battle') });
    case 'RosterRecorded': {
      const units = (p.roster as readonly unknown[] | undefined)?.length ?? 0;
      return units === 0
        ? t('fsLog:rosterCleared', { banner: b('banner') })
        : t('fsLog:rosterRecorded', { banner: b('banner'), count: units });
    }
    case 'DefenseScored': {
      // ANV-40: a settlement defense's result; Firestorm players are named by their ids.
      const winners = p.winners as string[];
      const values = { faction: f('faction'), hex: h('hex'), count: Number(p.cityBuildingsLeft) };
      return winners.length > 0
        ? t('fsLog:defenseWon', { ...values, winners: formatList(winners) })
        : t('fsLog:defenseLost', values);
    }
    case 'CharactersRecorded': {
      const names = p.characters as string[];
      return names.length === 0
        ? t('fsLog:charactersNone', { banner: b('banner') })
        : t('fsLog:characters', { banner: b('banner'), names: formatList(names) });
    }
    case 'CharacterSwapped':
      return t('fsLog:characterSwapped', { character: str(p.character), from: b('from'), to: b('to') });
    case 'SecretObjectiveRecorded':
      // FS-SETUP-5: the text is missing where the viewer may not read it (visibleEvents).
      return p.text === undefined
        ? t('fsLog:objectiveDrawn', { player: str(p.player) })
        : t('fsLog:objectiveRecorded', { player: str(p.player), text: str(p.text) });
    case 'SecretObjectiveAchieved':
      return t('fsLog:objectiveAchieved', { player: str(p.player), text: str(p.text) });
    case 'FinalAssaultFought':
      return t('fsLog:finalAssaultFought', { hex: h('battle'), count: Number(p.turns) });
    case 'PathToGloryRecorded': {
      const upgrades = (p.upgrades as readonly unknown[] | undefined)?.length ?? 0;
      return upgrades === 0
        ? t('fsLog:pathToGloryNone', { banner: b('banner') })
        : t('fsLog:pathToGlory', { banner: b('banner'), count: upgrades });
    }
    case 'CharacterDeathRolled': {
      const values = { banner: b('banner'), roll: str(p.roll), outcome: deathOutcome(str(p.outcome)) };
      return p.kind === 'commander'
        ? t('fsLog:deathRollCommander', values)
        : t('fsLog:deathRollUnit', { ...values, unit: str(p.unit) });
    }
  }
}
