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
const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** FS-PTG-4..6 outcomes in the GM's words. */
const DEATH_OUTCOMES: Readonly<Record<string, string>> = {
  upgradeLost: 'the upgrade is lost',
  upgradeKept: 'the upgrade is kept',
  dead: 'slain',
  removed: 'gone from the campaign',
  survived: 'survived',
};
const option = (id: unknown) => SIEGE_OPTION_NAMES[str(id)] ?? str(id);

/** FS-GLORY-1: where glory came from, when it is not the plain tally. */
function gloryReason(p: P): string {
  if (p.source === 'game') return ` for game ${str(p.game)}`;
  if (p.source === 'secretObjective') return ` for ${str(p.player)}'s Secret Objective`;
  if (p.source === 'bookBonus') return ` (${str(p.reason)})`;
  return '';
}

/**
 * One Firestorm log entry as a sentence (issue §3): past tense, in the GM's names. The panel adds the rule IDs the
 * event carries. Null for bookkeeping the GM need not read (a stage of AFTERMATH moving on).
 */
export function fsEventSentence(event: FsEvent, n: FsNames): string | null {
  const p = event.payload as P;
  const f = (key: string) => n.faction(str(p[key]));
  const b = (key: string) => n.banner(str(p[key]));
  const h = (key: string) => n.hex(str(p[key]));
  switch (event.type) {
    case 'TurnStarted':
      return `Turn ${str(p.turn)} began.`;
    case 'PhaseStarted':
      return null;
    case 'DiceRolled':
      return `${p.actor ? `${n.faction(str(p.actor))} rolled` : 'Rolled'} ${str(p.die)}: ${str(p.natural)}${p.injected ? ' (typed in)' : ''}.`;
    case 'InitiativeRolled':
      return `Initiative: ${list((p.order as string[]).map(n.faction))}, in that order.`;
    case 'FactionActivated':
      return event.step === 'BUILD' ? `${f('faction')} builds.` : `${f('faction')} acts.`;
    case 'OrdersSubmitted':
      return `${f('faction')} locked its orders (hidden until revealed).`;
    case 'OrderRevealed': {
      const order = p.order as { type: string; path?: string[] };
      const to = order.path && order.path.length > 1 ? ` to ${list(order.path.slice(1).map(n.hex))}` : '';
      return `${b('banner')}'s order revealed: ${n.order(order.type)}${to}.`;
    }
    case 'OrderForcedToHold':
      return `${b('banner')} was attacked by ${b('attackerBanner')} before moving and holds.`;
    case 'BannerMoved': {
      const path = p.path as string[];
      return path.length <= 1
        ? `${b('banner')} stayed where it was.`
        : `${b('banner')} moved from ${n.hex(path[0]!)} to ${n.hex(path[path.length - 1]!)}.`;
    }
    case 'BannerHeld':
      return `${b('banner')} carried out its ${n.order(str(p.order))} order and stayed.`;
    case 'TerritoryClaimed':
      return `${f('to')} claimed ${h('hex')}.`;
    case 'TerritoryConquered':
      return `${f('to')} conquered ${h('hex')} from ${f('from')}.`;
    case 'DomainItemRemoved':
      return `The ${n.item(str(p.item))} in ${h('hex')} was ${p.cause === 'replaced' ? 'replaced' : p.cause === 'defense' ? 'lost: its city fell in the settlement defense' : 'lost'}.`;
    case 'DomainItemBuilt':
      return `${f('faction')} built a ${n.item(str(p.item))} in ${h('hex')} for ${str(p.cost)} BP.`;
    case 'TerritoryRazed':
      return `${b('banner')} razed ${h('hex')}.`;
    case 'BattleStarted':
      return `Battle in ${h('hex')}: ${b('attacker')} attacks ${p.defender === 'garrison' ? `${f('defenderFaction')}'s garrison` : b('defender')}.`;
    case 'BannerFatigued':
      return `${b('banner')} is Fatigued.`;
    case 'BattleKindChosen':
      return `The battle in ${h('battle')} is fought in the field.`;
    case 'GameResultRecorded':
      return `Game ${str(p.game)} in ${h('battle')}: ${RESULT_NAMES[p.result as FsResult]} for the attacker${p.method === 'tabletop' ? '' : ' (rolled)'}.`;
    case 'BuildPointsRolled':
      return `Build Points rolled for game ${str(p.game)} in ${h('battle')}.`;
    case 'BuildPointsRerolled':
      return `${str(p.player)} re-rolled a Build Point die: ${str(p.value)}.`;
    case 'BuildPointRerollsDeclined':
      return `No more Build Point re-rolls for ${h('battle')}.`;
    case 'GameAwardsPaid':
      return `Awards paid for game ${str(p.game)} in ${h('battle')}.`;
    case 'BattleResolved':
      return `The battle in ${h('battle')} is over (${str(p.games)} game${p.games === 1 ? '' : 's'}).`;
    case 'BannerResultAggregated':
      return `${p.banner === 'garrison' ? 'The garrison' : b('banner')}: overall ${RESULT_NAMES[p.overall as FsResult]}${p.annihilated ? ', tabled in every game' : ''}.`;
    case 'BattleStageChanged': {
      const outcome = p.outcome as
        { attacker: keyof typeof CONSEQUENCE_NAMES; defender: keyof typeof CONSEQUENCE_NAMES } | undefined;
      return outcome
        ? `In ${h('battle')} the attacker ${CONSEQUENCE_NAMES[outcome.attacker]} and the defender ${CONSEQUENCE_NAMES[outcome.defender]}.`
        : null;
    }
    case 'GloryAwarded':
      return `${f('faction')} gained ${str(p.amount)} glory${gloryReason(p)}.`;
    case 'GloryTallied':
      return `Glory tallied: ${Object.entries(p.breakdown as Record<string, { glory: number }>)
        .map(([id, g]) => `${n.faction(id)} ${g.glory}`)
        .join(', ')}.`;
    case 'BuildPointsGained':
      return `${f('faction')} gained ${str(p.amount)} BP${p.player ? ` (${str(p.player)})` : ''}.`;
    case 'BuildPointsSpent':
      return `${f('faction')} spent ${str(p.amount)} BP.`;
    case 'ChoiceAwaited': {
      const c = p.choice as { kind: string; bannerId: string };
      return `${n.banner(c.bannerId)} must ${c.kind === 'retreat' ? 'retreat' : 'scatter'}: pick the hex.`;
    }
    case 'BannerRetreated':
      return `${b('banner')} retreated from ${h('from')} to ${h('to')}.`;
    case 'BannerScattered':
      return `${b('banner')} scattered from ${h('from')} to ${h('to')}.`;
    case 'BannerDisbanded':
      return `${b('banner')} was disbanded${p.cause === 'excess' ? ' (too many banners)' : ' (nowhere to scatter)'}.`;
    case 'BannerRaised':
      return `${f('faction')} raised ${b('banner')} in ${h('hex')}.`;
    case 'CampaignEnded': {
      const winners = Array.isArray(p.winner) ? (p.winner as string[]) : [str(p.winner)];
      return `${list(winners.map(n.faction))} won the campaign (${str(p.reason)}).`;
    }
    case 'SiegeStarted':
      return `The attacker laid siege to ${h('battle')} (level ${str(p.level)}).`;
    case 'SiegeOpened':
      return `The siege of ${h('battle')} opened: the ${str(p.winner)} won the opening.`;
    case 'SiegeTurnStarted':
      return `Siege turn ${str(p.turn)} at ${h('battle')}.`;
    case 'FinalAssaultDeclared':
      return `Final Assault at ${h('battle')}${p.forced ? ' (time ran out)' : ''}.`;
    case 'SiegeOptionChosen':
      return `The ${str(p.side)} chose an option at ${h('battle')}.`;
    case 'SiegeOptionResolved':
      return `${option(p.option)}${p.target ? ` on ${SALLY_TARGET_NAMES[str(p.target)] ?? str(p.target)}` : ''} by the ${str(p.side)} at ${h('battle')}: ${p.success ? 'succeeded' : 'failed'}${p.value !== undefined ? ` (${str(p.value)})` : ''}.`;
    case 'SiegeTurnCompleted':
      return `Siege turn ${str(p.turn)} at ${h('battle')} is complete.`;
    case 'SiegeEquipmentBought': {
      const items = p.items as { item: SiegeEquipmentType; count: number }[];
      const bought = items.map((i) => `${i.count > 1 ? `${i.count} × ` : ''}${SIEGE_EQUIPMENT[i.item].name}`);
      return items.length === 0
        ? `The ${str(p.side)} at ${h('battle')} bought no siege equipment.`
        : `The ${str(p.side)} at ${h('battle')} bought ${list(bought)} for ${str(p.cost)} SP.`;
    }
    case 'SiegeLedgerRolled':
      return `The siege ledger's dice were rolled at ${h('battle')}.`;
    case 'SiegeEnded':
      return `The siege of ${h('battle')} ended${p.winner ? `: the ${str(p.winner)} won` : ' in a draw'}.`;
    case 'RosterRecorded': {
      const units = (p.roster as readonly unknown[] | undefined)?.length ?? 0;
      return units === 0
        ? `${b('banner')}'s roster was cleared.`
        : `${b('banner')}'s roster was recorded (${units} ${units === 1 ? 'unit' : 'units'}).`;
    }
    case 'DefenseScored': {
      // ANV-40: a settlement defense's result; Firestorm players are named by their ids.
      const winners = p.winners as string[];
      const outcome = winners.length > 0 ? `${list(winners)} won` : 'the city fell';
      return `${f('faction')} defended ${h('hex')} in a settlement defense: ${outcome}, ${str(p.cityBuildingsLeft)} city buildings left.`;
    }
    case 'CharactersRecorded': {
      const names = p.characters as string[];
      return names.length === 0
        ? `${b('banner')} carries no named characters.`
        : `${b('banner')} carries ${list(names)}.`;
    }
    case 'CharacterSwapped':
      return `${str(p.character)} moved from ${b('from')} to ${b('to')}.`;
    case 'SecretObjectiveRecorded':
      // FS-SETUP-5: the text is missing where the viewer may not read it (visibleEvents).
      return p.text === undefined
        ? `${str(p.player)} drew a Secret Objective.`
        : `${str(p.player)}'s Secret Objective: “${str(p.text)}”.`;
    case 'SecretObjectiveAchieved':
      return `${str(p.player)} achieved their Secret Objective: “${str(p.text)}”.`;
    case 'FinalAssaultFought':
      return `The Final Assault at ${h('battle')} was fought as a stronghold assault over ${str(p.turns)} ${p.turns === 1 ? 'turn' : 'turns'}.`;
    case 'PathToGloryRecorded': {
      const upgrades = (p.upgrades as readonly unknown[] | undefined)?.length ?? 0;
      return `Path to Glory for ${b('banner')}: ${upgrades === 0 ? 'no upgrades' : `${upgrades} ${upgrades === 1 ? 'upgrade' : 'upgrades'}`}.`;
    }
    case 'CharacterDeathRolled': {
      const who = p.kind === 'commander' ? `${b('banner')}'s commander` : `${str(p.unit)} of ${b('banner')}`;
      return `Death roll for ${who}: ${str(p.roll)}, ${DEATH_OUTCOMES[str(p.outcome)] ?? str(p.outcome)}.`;
    }
  }
}
