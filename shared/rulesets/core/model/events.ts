import type { CasualtyReport, Outcome as AssaultOutcome } from '../../assault/model';
import type { RosterEntry } from '../../assault/roster';
import type { Direction, Edge, HexKey } from '../../../hex';
import type { CampaignMap, PlayerId, SettlementType } from '../../../map';
import type { DicePurpose, DieType, RngState } from '../../../random';
import type {
  ArmyId,
  ArmyStatus,
  BattleId,
  BattleWinner,
  CorePhase,
  DestroyCause,
  Level,
  ResolutionMethod,
  SideId,
} from './campaign';
import type { GeneratedScenario } from '../scenario/generatedScenario';
import type { Settings } from './settings';

/** One event of a fortress assault as the core log keeps it (FortressAssaulted). */
export interface AssaultEventRecord {
  readonly type: string;
  readonly turn: number;
  readonly phase: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly ruleIds: readonly string[];
}

/** A retreat destination; `via` is the friendly hex crossed under RETREAT-5. */
export interface RetreatOption {
  readonly to: HexKey;
  readonly via?: HexKey;
}

/** EVT-1 payloads, core subset. Field names follow EVT-1 with `Id` suffixes for references. */
export interface EventPayloads {
  CampaignCreated: { campaignId: string; name: string; ruleset: 'core'; settings: Settings; rngSeed: number };
  MapGenerated: { map: CampaignMap };
  SideCreated: { sideId: SideId; name: string; color: string; homeEdge: Edge };
  PlayerJoined: { playerId: PlayerId; name: string; color: string; sideId: SideId };
  FortressPlaced: { playerId: PlayerId; hex: HexKey };
  ArmyCreated: { armyId: ArmyId; ownerId: PlayerId; name: string; hex: HexKey; points: number };
  LordAssigned: {
    playerId: PlayerId;
    armyId: ArmyId;
    reason: 'setup' | 'reassign';
    fromArmyId?: ArmyId;
    name?: string;
    loadout?: string;
  };
  CampaignStarted: { firstSideId: SideId; mode: 'rolloff' | 'fixed' };
  TurnStarted: { turn: number; round: number; sideId: SideId };
  PhaseStarted: { phase: CorePhase; locationBonus?: Record<ArmyId, number> };
  DiceRolled: {
    rollId: string;
    die: DieType;
    natural: number;
    purpose: DicePurpose;
    actor?: string;
    injected: boolean;
    rngAfter: RngState;
  };
  MoveAllowanceRolled: { armyId: ArmyId; d3: number; penalty: number; bonus: number; allowance: number };
  ArmyMoved: { armyId: ArmyId; path: HexKey[]; allowanceUsed: number };
  ArmyHeld: { armyId: ArmyId; hex: HexKey; reason: 'hold' | 'zeroSteps' | 'unactivated' };
  SettlementCaptured: {
    hex: HexKey;
    settlementType: SettlementType;
    fromPlayer: PlayerId | null;
    toPlayer: PlayerId;
    cause: 'move' | 'claim' | 'battle';
  };
  BattleStarted: {
    battleId: BattleId;
    hex: HexKey;
    attackerArmyId: ArmyId;
    defenderArmyId: ArmyId;
    attackerSideId: SideId;
    defenderSideId: SideId;
    entryHex: HexKey;
    entryDir: Direction;
    kind: 'field' | 'fortressSiege';
    method: ResolutionMethod;
  };
  /** BATTLE-4: `roll` and `name` are the chart roll, or the SCEN-2 type roll and name with the full record. */
  ScenarioGenerated: {
    battleId: BattleId;
    source: 'coreChart' | 'generator';
    roll: number;
    name: string;
    generated?: GeneratedScenario;
  };
  ResolutionSet: { battleId: BattleId; method: ResolutionMethod };
  BattleResolved: {
    battleId: BattleId;
    method: ResolutionMethod;
    winner: BattleWinner;
    level: Level;
    attackerTotal?: number;
    defenderTotal?: number;
    lordUsed?: PlayerId[];
    lordKilledInChallenge?: PlayerId[];
  };
  BattleResultAdjusted: { battleId: BattleId; from: Level; to: Level; winner: BattleWinner; ruleId: string };
  /**
   * LOC-7 with `core.fortressResolution: assault`: the whole §8 assault of a fortress battle. Decision: one core
   * event carries the assault's own events (ASLT-*, without its dice, which are core `DiceRolled` events before it),
   * its outcome and casualties, and both rosters after the losses (ASLT-29), which applying it writes back.
   */
  FortressAssaulted: {
    battleId: BattleId;
    outcome: AssaultOutcome;
    turns: number;
    casualties: CasualtyReport;
    attackerRoster: RosterEntry[];
    defenderRoster: RosterEntry[];
    events: AssaultEventRecord[];
  };
  RetreatChoiceRequested: {
    battleId: BattleId;
    armyId: ArmyId;
    kind: 'draw' | 'defeat';
    options: RetreatOption[];
  };
  ArmyRetreated: {
    armyId: ArmyId;
    battleId: BattleId;
    from: HexKey;
    to: HexKey;
    viaFriendlyHex?: HexKey;
    kind: 'draw' | 'defeat';
  };
  ArmyTrapped: { armyId: ArmyId; hex: HexKey; blockedCandidates: HexKey[] };
  ArmyDestroyed: { armyId: ArmyId; hex: HexKey; cause: DestroyCause };
  ArmyStatusChanged: { armyId: ArmyId; from: ArmyStatus; to: ArmyStatus; cause: string };
  ArmyRallied: { armyId: ArmyId; hex: HexKey };
  LordCaptured: { playerId: PlayerId; armyId: ArmyId; cause: DestroyCause };
  LordKilled: { playerId: PlayerId; armyId: ArmyId | null; cause: 'challenge' };
  BattleApplied: { battleId: BattleId; winner: BattleWinner; level: Level };
  TurnEnded: { turn: number };
  SideEliminated: { sideId: SideId; reason: string };
  CampaignEnded: { winner: SideId | 'draw'; reason: string };
}

export type EventType = keyof EventPayloads;

/**
 * Every payload field of every event, for readers that match events by name (the scenario runner rejects a field
 * that is not listed, so a typo is a failure and not a silent pass). The completeness test checks it against
 * emitted events.
 */
export const EVENT_PAYLOAD_FIELDS = {
  CampaignCreated: ['campaignId', 'name', 'ruleset', 'settings', 'rngSeed'],
  MapGenerated: ['map'],
  SideCreated: ['sideId', 'name', 'color', 'homeEdge'],
  PlayerJoined: ['playerId', 'name', 'color', 'sideId'],
  FortressPlaced: ['playerId', 'hex'],
  ArmyCreated: ['armyId', 'ownerId', 'name', 'hex', 'points'],
  LordAssigned: ['playerId', 'armyId', 'reason', 'fromArmyId', 'name', 'loadout'],
  CampaignStarted: ['firstSideId', 'mode'],
  TurnStarted: ['turn', 'round', 'sideId'],
  PhaseStarted: ['phase', 'locationBonus'],
  DiceRolled: ['rollId', 'die', 'natural', 'purpose', 'actor', 'injected', 'rngAfter'],
  MoveAllowanceRolled: ['armyId', 'd3', 'penalty', 'bonus', 'allowance'],
  ArmyMoved: ['armyId', 'path', 'allowanceUsed'],
  ArmyHeld: ['armyId', 'hex', 'reason'],
  SettlementCaptured: ['hex', 'settlementType', 'fromPlayer', 'toPlayer', 'cause'],
  BattleStarted: [
    'battleId',
    'hex',
    'attackerArmyId',
    'defenderArmyId',
    'attackerSideId',
    'defenderSideId',
    'entryHex',
    'entryDir',
    'kind',
    'method',
  ],
  ScenarioGenerated: ['battleId', 'source', 'roll', 'name', 'generated'],
  ResolutionSet: ['battleId', 'method'],
  BattleResolved: [
    'battleId',
    'method',
    'winner',
    'level',
    'attackerTotal',
    'defenderTotal',
    'lordUsed',
    'lordKilledInChallenge',
  ],
  BattleResultAdjusted: ['battleId', 'from', 'to', 'winner', 'ruleId'],
  FortressAssaulted: [
    'battleId',
    'outcome',
    'turns',
    'casualties',
    'attackerRoster',
    'defenderRoster',
    'events',
  ],
  RetreatChoiceRequested: ['battleId', 'armyId', 'kind', 'options'],
  ArmyRetreated: ['armyId', 'battleId', 'from', 'to', 'viaFriendlyHex', 'kind'],
  ArmyTrapped: ['armyId', 'hex', 'blockedCandidates'],
  ArmyDestroyed: ['armyId', 'hex', 'cause'],
  ArmyStatusChanged: ['armyId', 'from', 'to', 'cause'],
  ArmyRallied: ['armyId', 'hex'],
  LordCaptured: ['playerId', 'armyId', 'cause'],
  LordKilled: ['playerId', 'armyId', 'cause'],
  BattleApplied: ['battleId', 'winner', 'level'],
  TurnEnded: ['turn'],
  SideEliminated: ['sideId', 'reason'],
  CampaignEnded: ['winner', 'reason'],
} as const satisfies { [K in EventType]: readonly (keyof EventPayloads[K])[] };

export const EVENT_TYPES = Object.keys(EVENT_PAYLOAD_FIELDS) as EventType[];

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EVENT_PAYLOAD_FIELDS, value);
}

/** DATA-11: the envelope every event travels in. */
export interface EventEnvelope<K extends EventType = EventType> {
  readonly seq: number;
  readonly turn: number;
  readonly phase: string;
  readonly type: K;
  readonly payload: EventPayloads[K];
  /** The rules that caused the event (DATA-11); tests assert on it. */
  readonly ruleIds: readonly string[];
}

/** One engine event: the discriminated union over EVT-1 types. */
export type EngineEvent = { [K in EventType]: EventEnvelope<K> }[EventType];
