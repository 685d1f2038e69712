import type { Campaign, EngineEvent } from '@shared/rulesets/core';
import { tableRecordText } from './tableRecordSentence';
import { hexName, dirFrom, parseHexKey, type HexKey } from '@shared/hex';

/** Names as the GM knows them: "Red's Alice 1", "Lord Alice", "hex 0512". */
export function namer(campaign: Campaign) {
  const playerName = (id: string | null | undefined) =>
    campaign.players.find((p) => p.id === id)?.name ?? 'nobody';
  const sideName = (id: string) => campaign.sides.find((s) => s.id === id)?.name ?? id;
  const army = (id: string) => {
    const found = campaign.armies.entities[id];
    if (!found) return id;
    const side = campaign.players.find((p) => p.id === found.ownerId)?.sideId;
    return `${side ? sideName(side) : '?'}'s ${found.name}`;
  };
  const lord = (playerId: string) =>
    campaign.lords.entities[playerId]?.name ?? `${playerName(playerId)}'s Lord`;
  const hex = (key: HexKey) => `hex ${hexName(key)}`;
  return { playerName, sideName, army, lord, hex };
}

function direction(from: HexKey, to: HexKey): string {
  return dirFrom(parseHexKey(from), parseHexKey(to)) ?? `to ${hexName(to)}`;
}

const LEVEL_TEXT = {
  draw: 'a draw',
  minor: 'a minor victory',
  major: 'a major victory',
  massacre: 'a massacre',
};

/**
 * One log entry as a sentence for the history panel (issue §6): "Turn 3 — Red's Alice 2 retreats SE, shaken
 * (RETREAT-4, RESULT-3)". A retreat and the status change that follows it make one sentence: given the entry's
 * index in the log, the retreat takes the status in and the status change returns null.
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
    text = `${text}, ${next.payload.to}`;
    ruleIds = [...ruleIds, ...next.ruleIds.filter((id) => !ruleIds.includes(id))];
  }
  const rules = ruleIds.length > 0 ? ` (${ruleIds.join(', ')})` : '';
  const prefix = event.turn > 0 ? `Turn ${event.turn} — ` : 'Setup — ';
  return `${prefix}${text}${rules}`;
}

function eventText(campaign: Campaign, event: EngineEvent, n: ReturnType<typeof namer>): string | null {
  switch (event.type) {
    case 'CampaignCreated':
      return `Campaign "${event.payload.name}" created, seed ${event.payload.rngSeed}`;
    case 'MapGenerated':
      return 'The map is laid out, every village, town and city neutral';
    case 'SideCreated':
      return `Side ${event.payload.name} takes the ${event.payload.homeEdge} edge`;
    case 'PlayerJoined':
      return `${event.payload.name} joins ${n.sideName(event.payload.sideId)}`;
    case 'FortressPlaced':
      return `${n.playerName(event.payload.playerId)}'s fortress stands at ${n.hex(event.payload.hex)}`;
    case 'ArmyCreated':
      return `${n.army(event.payload.armyId)} musters at ${n.hex(event.payload.hex)} (${event.payload.points} points)`;
    case 'LordAssigned':
      return event.payload.reason === 'setup'
        ? `${n.lord(event.payload.playerId)} leads ${n.army(event.payload.armyId)}`
        : `${n.lord(event.payload.playerId)} rides over to ${n.army(event.payload.armyId)}`;
    case 'CampaignStarted':
      return `${n.sideName(event.payload.firstSideId)} moves first (${event.payload.mode === 'rolloff' ? 'roll-off' : 'chosen'})`;
    case 'TurnStarted':
      return `${n.sideName(event.payload.sideId)}'s side-turn begins (round ${event.payload.round})`;
    case 'PhaseStarted':
      return `${event.payload.phase} phase`;
    case 'DiceRolled':
      return `${event.payload.die} for ${event.payload.purpose}${event.payload.actor ? ` (${actorName(campaign, event.payload.actor, n)})` : ''}: ${event.payload.natural}${event.payload.injected ? ' (entered by the GM)' : ''}`;
    case 'MoveAllowanceRolled': {
      const p = event.payload;
      return `${n.army(p.armyId)} may move ${p.allowance} (D3 ${p.d3}, penalty ${p.penalty}, bonus ${p.bonus})`;
    }
    case 'ArmyMoved': {
      const path = event.payload.path;
      return `${n.army(event.payload.armyId)} moves ${path.length - 1} to ${n.hex(path[path.length - 1]!)}`;
    }
    case 'ArmyHeld':
      return `${n.army(event.payload.armyId)} holds at ${n.hex(event.payload.hex)}${event.payload.reason === 'unactivated' ? ' (not activated)' : ''}`;
    case 'SettlementCaptured':
      return `${n.playerName(event.payload.toPlayer)} takes the ${event.payload.settlementType} at ${n.hex(event.payload.hex)}${event.payload.fromPlayer ? ` from ${n.playerName(event.payload.fromPlayer)}` : ''}`;
    case 'BattleStarted':
      return `Battle at ${n.hex(event.payload.hex)}: ${n.army(event.payload.attackerArmyId)} attacks ${n.army(event.payload.defenderArmyId)}${event.payload.kind === 'fortressSiege' ? ' (fortress siege)' : ''}`;
    case 'ScenarioGenerated':
      return `Scenario: ${event.payload.name} (roll ${event.payload.roll})`;
    case 'ResolutionSet':
      return `Battle ${event.payload.battleId} will be resolved by ${event.payload.method}`;
    case 'BattleResolved': {
      const p = event.payload;
      const totals =
        p.attackerTotal !== undefined ? ` — totals ${p.attackerTotal} against ${p.defenderTotal}` : '';
      return `${{ dice: 'Dice', tabletop: 'Tabletop', assault: 'Assault' }[p.method]} result: ${p.winner ? `${p.winner} wins, ` : ''}${LEVEL_TEXT[p.level]}${totals}`;
    }
    case 'BattleResultAdjusted':
      return `Result changed from ${event.payload.from} to ${event.payload.to}`;
    case 'FortressAssaulted': {
      const { outcome, turns, casualties } = event.payload;
      const how = {
        captured: 'taken by storm',
        surrendered: 'surrendered',
        liberated: 'held',
        calledOff: 'held, the assault called off',
      }[outcome];
      const fallen = casualties.besieger.dead + casualties.defender.dead;
      const prisoners = casualties.besieger.prisoners + casualties.defender.prisoners;
      return `The fortress is ${how} after ${turns} assault ${turns === 1 ? 'turn' : 'turns'}: ${fallen} dead, ${prisoners} prisoners`;
    }
    case 'RetreatChoiceRequested':
      return `${n.army(event.payload.armyId)} must choose where to retreat (${event.payload.options.length} hexes)`;
    case 'ArmyRetreated': {
      const status = event.payload.kind === 'draw' ? ' after a draw' : '';
      return `${n.army(event.payload.armyId)} retreats ${direction(event.payload.from, event.payload.to)}${event.payload.viaFriendlyHex ? ' through a friend' : ''}${status}`;
    }
    case 'ArmyTrapped':
      return `${n.army(event.payload.armyId)} is trapped at ${n.hex(event.payload.hex)}`;
    case 'ArmyDestroyed':
      return `${n.army(event.payload.armyId)} is destroyed (${event.payload.cause})`;
    case 'ArmyStatusChanged':
      return `${n.army(event.payload.armyId)} is now ${event.payload.to}`;
    case 'ArmyRallied':
      return `${n.army(event.payload.armyId)} rallies`;
    case 'LordCaptured':
      return `${n.lord(event.payload.playerId)} is captured`;
    case 'LordKilled':
      return `${n.lord(event.payload.playerId)} dies in a challenge`;
    case 'BattleApplied':
      return `Battle ${event.payload.battleId} settled`;
    case 'TurnEnded':
      return `Side-turn ${event.payload.turn} ends`;
    case 'SideEliminated':
      return `${n.sideName(event.payload.sideId)} has lost: ${event.payload.reason}`;
    case 'CampaignEnded':
      return event.payload.winner === 'draw'
        ? `The campaign ends in a draw: ${event.payload.reason}`
        : `${n.sideName(event.payload.winner)} wins the campaign: ${event.payload.reason}`;
    case 'DefenseScored': {
      const p = event.payload;
      const scores = p.influence.map((s) => `${n.playerName(s.playerId)} ${s.influence}`).join(', ');
      const won = p.winners.length > 0 ? `${p.winners.map(n.playerName).join(' and ')} won` : 'the city fell';
      const name = campaign.map.hexes[p.hex]?.settlement?.name;
      return `${n.sideName(p.sideId)} defended ${name ? `${name} (${n.hex(p.hex)})` : n.hex(p.hex)}: ${won} (Influence ${scores}; ${p.cityBuildingsLeft} city buildings left)`;
    }
    case 'SettlementNeutralized':
      return `The ${event.payload.settlementType} at ${n.hex(event.payload.hex)} fell in its defense and is neutral now`;
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
