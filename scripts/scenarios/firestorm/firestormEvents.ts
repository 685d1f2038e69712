import type { FsEvent, FsEventType, FsState } from '@shared/rulesets/firestorm';
import { FS_EVENT_TYPES } from '@shared/rulesets/firestorm';
import type { ExpectedEvent } from '../generic/baseScenario';
import { sameValue } from '../generic/runGenericScenario';

/** The payload fields a scenario may name for each Firestorm event (EVT-1 names, FORMAT-firestorm.md spellings). */
const FIELDS: Readonly<Record<FsEventType, readonly string[]>> = {
  DiceRolled: ['rollId', 'die', 'natural', 'purpose', 'actor', 'injected'],
  TurnStarted: ['turn'],
  PhaseStarted: ['phase'],
  FactionActivated: ['faction'],
  InitiativeRolled: ['order', 'rolls'],
  OrdersSubmitted: ['faction', 'orders'],
  OrderRevealed: ['faction', 'banner', 'order'],
  OrderForcedToHold: ['banner', 'attackerBanner'],
  BannerMoved: ['banner', 'path', 'final'],
  BannerHeld: ['banner', 'order'],
  TerritoryClaimed: ['hex', 'from', 'to'],
  TerritoryConquered: ['hex', 'from', 'to'],
  DomainItemRemoved: ['hex', 'item', 'cause'],
  DomainItemBuilt: ['faction', 'hex', 'item', 'cost', 'replaced'],
  TerritoryRazed: ['hex', 'banner', 'removedItems'],
  BattleStarted: [
    'battle',
    'hex',
    'attacker',
    'defender',
    'garrison',
    'entryHex',
    'entryDir',
    'kind',
    'attackerFaction',
    'defenderFaction',
  ],
  BannerFatigued: ['banner'],
  BattleKindChosen: ['battle', 'kind'],
  GameResultRecorded: [
    'battle',
    'game',
    'result',
    'attackerPlayers',
    'defenderPlayers',
    'attackerTabled',
    'defenderTabled',
    'method',
  ],
  BuildPointsRolled: ['battle', 'game', 'rolls'],
  BuildPointsRerolled: ['battle', 'game', 'player', 'value'],
  BuildPointRerollsDeclined: ['battle'],
  GameAwardsPaid: ['battle', 'game'],
  BattleResolved: ['battle', 'games'],
  BattleStageChanged: ['battle', 'stage', 'outcome'],
  BannerResultAggregated: ['battle', 'banner', 'inputs', 'overall', 'annihilated'],
  GloryAwarded: ['faction', 'amount', 'source', 'battle', 'game'],
  GloryTallied: ['breakdown'],
  BuildPointsGained: ['faction', 'amount', 'source', 'player'],
  BuildPointsSpent: ['faction', 'amount', 'source'],
  ChoiceAwaited: ['choice'],
  BannerRetreated: ['banner', 'from', 'to'],
  BannerScattered: ['banner', 'from', 'to'],
  BannerDisbanded: ['banner', 'cause'],
  BannerRaised: ['banner', 'faction', 'hex', 'points', 'players'],
  CampaignEnded: ['winner', 'reason'],
  SiegeStarted: ['battle', 'level', 'attackerSP', 'defenderSP'],
  SiegeOpened: ['battle', 'scenario', 'winner'],
  SiegeTurnStarted: ['battle', 'turn'],
  FinalAssaultDeclared: ['battle', 'forced'],
  SiegeOptionChosen: ['battle', 'side', 'option', 'target'],
  SiegeOptionResolved: ['battle', 'side', 'option', 'success', 'value', 'target'],
  SiegeTurnCompleted: ['battle', 'turn'],
  SiegeLedgerRolled: ['battle', 'ledger'],
  SiegeEnded: ['battle', 'winner'],
  PathToGloryRecorded: ['battle', 'game', 'player', 'banner', 'upgrades'],
  CharacterDeathRolled: ['banner', 'unit', 'kind', 'roll', 'outcome'],
  RosterRecorded: ['banner', 'roster'],
  // FS-SETUP-5 records of the app (no scenario command makes them; listed so the table stays total).
  SecretObjectiveRecorded: ['player', 'text'],
  SecretObjectiveAchieved: ['player', 'faction', 'text'],
  SiegeEquipmentBought: ['battle', 'side', 'items', 'cost'],
  CharactersRecorded: ['banner', 'characters'],
  CharacterSwapped: ['character', 'from', 'to'],
  DefenseScored: [
    'defenseId',
    'hex',
    'faction',
    'winners',
    'influence',
    'cityBuildingsLeft',
    'affectsCampaign',
  ],
  FinalAssaultFought: [
    'battle',
    'outcome',
    'unitCapacity',
    'breaches',
    'turns',
    'casualties',
    'attackerRoster',
    'defenderRoster',
    'events',
  ],
};

export function checkFirestormEventSpec(expected: ExpectedEvent): string | undefined {
  if (!(FS_EVENT_TYPES as readonly string[]).includes(expected.type))
    return `unknown event type ${expected.type} (firestorm events: ${FS_EVENT_TYPES.join(', ')})`;
  const allowed = FIELDS[expected.type as FsEventType];
  const unknown = Object.keys(expected).filter((k) => k !== 'type' && !allowed.includes(k));
  return unknown.length > 0
    ? `unknown field(s) ${unknown.join(', ')} of ${expected.type} (known: ${allowed.join(', ')})`
    : undefined;
}

const ITEM_LIST_FIELDS = new Set(['removedItems']);

export function firestormEventMatches(_state: FsState, expected: ExpectedEvent, event: FsEvent): boolean {
  if (event.type !== expected.type) return false;
  const payload = event.payload as Record<string, unknown>;
  return Object.entries(expected).every(([key, want]) => {
    if (key === 'type') return true;
    const got = payload[key];
    if (ITEM_LIST_FIELDS.has(key) && Array.isArray(want) && Array.isArray(got))
      return sameValue([...want].sort(), [...got].sort());
    return sameValue(want, got);
  });
}

export function describeFirestormEvent(event: FsEvent): string {
  const { rngAfter: _r, effects: _e, ...shown } = event.payload as Record<string, unknown>;
  return `${event.type}${JSON.stringify(shown)}`;
}
