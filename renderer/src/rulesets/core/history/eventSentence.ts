import { coreScenarioNameLabel, isBattleId, type Campaign, type EngineEvent } from '@shared/rulesets/core';
import { dicePurposeName } from '@shared/random';
import { tableRecordText } from './tableRecordSentence';
import { hexName, dirFrom, parseHexKey, type HexKey } from '@shared/hex';
import { formatList, t } from '@shared/i18n';
import { campaignEndText, sideLossText } from './lossReason';

/** Names as the GM knows them: "Red's Alice 1", "Lord Alice", "hex 0512" (log:names, issue 32). */
export function namer(campaign: Campaign) {
  const playerName = (id: string | null | undefined) =>
    campaign.players.find((p) => p.id === id)?.name ?? t('log:names.nobody');
  const sideName = (id: string) => campaign.sides.find((s) => s.id === id)?.name ?? id;
  const army = (id: string) => {
    const found = campaign.armies.entities[id];
    if (!found) return id;
    const side = campaign.players.find((p) => p.id === found.ownerId)?.sideId;
    return t('log:names.army', { side: side ? sideName(side) : '?', army: found.name });
  };
  const lord = (playerId: string) =>
    campaign.lords.entities[playerId]?.name ?? t('log:names.lord', { player: playerName(playerId) });
  const hex = (key: HexKey) => t('log:names.hex', { hex: hexName(key) });
  return { playerName, sideName, army, lord, hex };
}

/** "the battle at hex 0502" (log:names.battle): a battle as the GM knows it, by where it is fought (issue 27). */
function battleName(campaign: Pick<Campaign, 'battles' | 'log'>, battleId: string): string {
  let hex: HexKey | undefined = campaign.battles.entities[battleId]?.hex;
  if (hex === undefined)
    for (const event of campaign.log)
      if (event.type === 'BattleStarted' && event.payload.battleId === battleId) {
        hex = event.payload.hex;
        break;
      }
  return hex === undefined ? t('log:names.aBattle') : t('log:names.battle', { hex: hexName(hex) });
}

function direction(from: HexKey, to: HexKey): string {
  return dirFrom(parseHexKey(from), parseHexKey(to)) ?? t('log:names.to', { hex: hexName(to) });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One log entry as a sentence for the history panel (issue §6): "Turn 3 — Red's Alice 2 retreats SE, shaken
 * (RETREAT-4, RESULT-3)". A retreat and the status change that follows it make one sentence: given the entry's
 * index in the log, the retreat takes the status in and the status change returns null. Each sentence is one
 * catalogue pattern (log:core.*) with the names as variables (issue 32); the rule IDs stay as they are.
 */
export function eventSentence(campaign: Campaign, event: EngineEvent, index?: number): string | null {
  const n = namer(campaign);
  const next = index === undefined ? undefined : campaign.log[index + 1];
  const previous = index === undefined ? undefined : campaign.log[index - 1];
  if (
    event.type === 'ArmyStatusChanged' &&
    previous?.type === 'ArmyRetreated' &&
    previous.payload.armyId === event.payload.armyId
  )
    return null;
  let text = eventText(campaign, event, n);
  if (text === null) return null;
  let ruleIds = event.ruleIds;
  if (
    event.type === 'ArmyRetreated' &&
    next?.type === 'ArmyStatusChanged' &&
    next.payload.armyId === event.payload.armyId
  ) {
    text = t('log:entry.withStatus', { text, status: t(`log:status.${next.payload.to}`) });
    ruleIds = [...ruleIds, ...next.ruleIds.filter((id) => !ruleIds.includes(id))];
  }
  const cited = ruleIds.length > 0 ? t('log:entry.rules', { text, rules: ruleIds.join(', ') }) : text;
  return event.turn > 0
    ? t('log:entry.turn', { turn: event.turn, text: cited })
    : t('log:entry.setup', { text: cited });
}

function eventText(campaign: Campaign, event: EngineEvent, n: ReturnType<typeof namer>): string | null {
  switch (event.type) {
    case 'CampaignCreated':
      return t('log:core.campaignCreated', { name: event.payload.name, seed: event.payload.rngSeed });
    case 'MapGenerated':
      return t('log:core.mapGenerated');
    case 'SideCreated':
      return t('log:core.sideCreated', {
        side: event.payload.name,
        edge: t(`map:edge.${event.payload.homeEdge}`),
      });
    case 'PlayerJoined':
      return t('log:core.playerJoined', {
        player: event.payload.name,
        side: n.sideName(event.payload.sideId),
      });
    case 'FortressPlaced':
      return t('log:core.fortressPlaced', {
        player: n.playerName(event.payload.playerId),
        hex: n.hex(event.payload.hex),
      });
    case 'ArmyCreated':
      return t('log:core.armyCreated', {
        army: n.army(event.payload.armyId),
        hex: n.hex(event.payload.hex),
        points: event.payload.points,
      });
    case 'LordAssigned':
      return t(event.payload.reason === 'setup' ? 'log:core.lordLeads' : 'log:core.lordRides', {
        lord: n.lord(event.payload.playerId),
        army: n.army(event.payload.armyId),
      });
    case 'CampaignStarted':
      return t(event.payload.mode === 'rolloff' ? 'log:core.startedRolloff' : 'log:core.startedChosen', {
        side: n.sideName(event.payload.firstSideId),
      });
    case 'TurnStarted':
      return t('log:core.turnStarted', {
        side: n.sideName(event.payload.sideId),
        round: event.payload.round,
      });
    case 'PhaseStarted':
      return t('log:core.phaseStarted', { phase: t(`log:phase.${event.payload.phase}`) });
    case 'DiceRolled': {
      const p = event.payload;
      const values = { die: p.die, purpose: dicePurposeName(p.purpose), natural: p.natural };
      const text = p.actor
        ? t('log:core.diceRolledBy', { ...values, actor: actorName(campaign, p.actor, n) })
        : t('log:core.diceRolled', values);
      return p.injected ? t('log:core.enteredByGm', { text }) : text;
    }
    case 'MoveAllowanceRolled': {
      const p = event.payload;
      return t('log:core.moveAllowance', {
        army: n.army(p.armyId),
        allowance: p.allowance,
        d3: p.d3,
        penalty: p.penalty,
        bonus: p.bonus,
      });
    }
    case 'ArmyMoved': {
      const path = event.payload.path;
      return t('log:core.armyMoved', {
        army: n.army(event.payload.armyId),
        count: path.length - 1,
        hex: n.hex(path[path.length - 1]!),
      });
    }
    case 'ArmyHeld':
      return t(
        event.payload.reason === 'unactivated' ? 'log:core.armyHeldUnactivated' : 'log:core.armyHeld',
        {
          army: n.army(event.payload.armyId),
          hex: n.hex(event.payload.hex),
        },
      );
    case 'SettlementCaptured': {
      const p = event.payload;
      const values = {
        player: n.playerName(p.toPlayer),
        settlement: t(`map:settlement.${p.settlementType}`),
        hex: n.hex(p.hex),
      };
      return p.fromPlayer
        ? t('log:core.capturedFrom', { ...values, from: n.playerName(p.fromPlayer) })
        : t('log:core.captured', values);
    }
    case 'BattleStarted':
      return t(event.payload.kind === 'fortressSiege' ? 'log:core.siegeStarted' : 'log:core.battleStarted', {
        hex: n.hex(event.payload.hex),
        attacker: n.army(event.payload.attackerArmyId),
        defender: n.army(event.payload.defenderArmyId),
      });
    case 'ScenarioGenerated':
      return t('log:core.scenario', {
        name: coreScenarioNameLabel(event.payload.name),
        roll: event.payload.roll,
      });
    case 'ResolutionSet':
      return t('log:core.resolutionSet', {
        battle: capitalise(battleName(campaign, event.payload.battleId)),
        method: t(`log:method.${event.payload.method}`),
      });
    case 'BattleResolved': {
      const p = event.payload;
      const method = t(`log:methodResult.${p.method}`);
      const level = t(`log:level.${p.level}`);
      const text = p.winner
        ? t('log:core.resolvedWinner', { method, winner: t(`log:winner.${p.winner}`), level })
        : t('log:core.resolved', { method, level });
      return p.attackerTotal !== undefined
        ? t('log:core.resolvedTotals', { text, attacker: p.attackerTotal, defender: p.defenderTotal })
        : text;
    }
    case 'BattleResultAdjusted':
      return t('log:core.adjusted', {
        from: t(`log:levelWord.${event.payload.from}`),
        to: t(`log:levelWord.${event.payload.to}`),
      });
    case 'FortressAssaulted': {
      const { outcome, turns, casualties } = event.payload;
      return t('log:core.fortressAssaulted', {
        how: t(`log:fortressOutcome.${outcome}`),
        count: turns,
        dead: casualties.besieger.dead + casualties.defender.dead,
        prisoners: casualties.besieger.prisoners + casualties.defender.prisoners,
      });
    }
    case 'RetreatChoiceRequested':
      return t('log:core.retreatChoice', {
        army: n.army(event.payload.armyId),
        count: event.payload.options.length,
      });
    case 'ArmyRetreated': {
      const p = event.payload;
      const key = p.viaFriendlyHex
        ? p.kind === 'draw'
          ? 'log:core.retreatedFriendDraw'
          : 'log:core.retreatedFriend'
        : p.kind === 'draw'
          ? 'log:core.retreatedDraw'
          : 'log:core.retreated';
      return t(key, { army: n.army(p.armyId), direction: direction(p.from, p.to) });
    }
    case 'ArmyTrapped':
      return t('log:core.trapped', { army: n.army(event.payload.armyId), hex: n.hex(event.payload.hex) });
    case 'ArmyDestroyed':
      return t('log:core.destroyed', {
        army: n.army(event.payload.armyId),
        cause: t(`log:cause.${event.payload.cause}`),
      });
    case 'ArmyStatusChanged':
      return t('log:core.statusChanged', {
        army: n.army(event.payload.armyId),
        status: t(`log:status.${event.payload.to}`),
      });
    case 'ArmyRallied':
      return t('log:core.rallied', { army: n.army(event.payload.armyId) });
    case 'LordCaptured':
      return t('log:core.lordCaptured', { lord: n.lord(event.payload.playerId) });
    case 'LordKilled':
      return t('log:core.lordKilled', { lord: n.lord(event.payload.playerId) });
    case 'BattleApplied':
      return t('log:core.battleApplied', {
        battle: capitalise(battleName(campaign, event.payload.battleId)),
      });
    case 'TurnEnded':
      return t('log:core.turnEnded', { turn: event.payload.turn });
    case 'SideEliminated':
      return t('log:core.sideEliminated', {
        side: n.sideName(event.payload.sideId),
        reason: sideLossText(event.payload.reason),
      });
    case 'CampaignEnded': {
      const reason = campaignEndText(campaign, event.payload.reason);
      return event.payload.winner === 'draw'
        ? t('log:core.endedDraw', { reason })
        : t('log:core.ended', { side: n.sideName(event.payload.winner), reason });
    }
    case 'DefenseScored': {
      const p = event.payload;
      const name = campaign.map.hexes[p.hex]?.settlement?.name;
      return t('log:core.defenseScored', {
        side: n.sideName(p.sideId),
        place: name ? t('log:core.namedPlace', { name, hex: n.hex(p.hex) }) : n.hex(p.hex),
        outcome:
          p.winners.length > 0
            ? t('log:core.defenseWon', { winners: formatList(p.winners.map(n.playerName)) })
            : t('log:core.defenseFell'),
        scores: p.influence.map((s) => `${n.playerName(s.playerId)} ${s.influence}`).join(', '),
        buildings: p.cityBuildingsLeft,
      });
    }
    case 'SettlementNeutralized':
      return t('log:core.neutralized', {
        settlement: t(`map:settlement.${event.payload.settlementType}`),
        hex: n.hex(event.payload.hex),
      });
    case 'LordLoadoutRecorded':
    case 'SpecialObjectiveRecorded':
    case 'GloriousDeedCompleted':
    case 'GameLengthRolled':
      return tableRecordText(campaign, event);
  }
}

function actorName(campaign: Campaign, actor: string, n: ReturnType<typeof namer>): string {
  if (campaign.armies.entities[actor]) return n.army(actor);
  if (campaign.sides.some((s) => s.id === actor)) return n.sideName(actor);
  // Issue 27: a battle's roll names the battle by its hex, never "battle-1".
  if (isBattleId(campaign, actor)) return battleName(campaign, actor);
  return assaultUnitNames(campaign.log).get(actor) ?? actor;
}

const unitNamesCache = new WeakMap<object, Map<string, string>>();

/** The units of the campaign's fortress assaults by id (FortressAssaulted `unitNames`): a throw names its unit. */
function assaultUnitNames(log: Campaign['log']): Map<string, string> {
  let names = unitNamesCache.get(log);
  if (!names) {
    names = new Map();
    for (const event of log)
      if (event.type === 'FortressAssaulted')
        for (const [id, name] of Object.entries(event.payload.unitNames ?? {})) names.set(id, name);
    unitNamesCache.set(log, names);
  }
  return names;
}

/** History filter groups (issue §6). */
export function eventGroup(event: EngineEvent): 'moves' | 'battles' | 'dice' | 'other' {
  switch (event.type) {
    case 'DiceRolled':
      return 'dice';
    case 'MoveAllowanceRolled':
    case 'ArmyMoved':
    case 'ArmyHeld':
    case 'SettlementCaptured':
    case 'LordAssigned':
      return 'moves';
    case 'BattleStarted':
    case 'ScenarioGenerated':
    case 'ResolutionSet':
    case 'BattleResolved':
    case 'BattleResultAdjusted':
    case 'FortressAssaulted':
    case 'RetreatChoiceRequested':
    case 'ArmyRetreated':
    case 'ArmyTrapped':
    case 'ArmyDestroyed':
    case 'ArmyStatusChanged':
    case 'LordCaptured':
    case 'LordKilled':
    case 'BattleApplied':
    case 'SpecialObjectiveRecorded':
    case 'GloriousDeedCompleted':
    case 'GameLengthRolled':
      return 'battles';
    default:
      return 'other';
  }
}

/** Events a GM must not miss, shown as they happen (issue §4). */
export function isNotable(event: EngineEvent): boolean {
  return [
    'ArmyTrapped',
    'ArmyDestroyed',
    'DefenseScored',
    'SettlementNeutralized',
    'LordCaptured',
    'LordKilled',
    'SettlementCaptured',
    'BattleStarted',
    'BattleResolved',
    'ArmyRetreated',
    'ArmyStatusChanged',
    'MoveAllowanceRolled',
    'CampaignEnded',
    'GameLengthRolled',
    'LordLoadoutRecorded',
  ].includes(event.type);
}
