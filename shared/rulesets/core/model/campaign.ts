import type { RosterEntry } from '../../assault/roster';
import type { Direction, Edge, HexKey } from '../../../hex';
import type { CampaignMap, PlayerId } from '../../../map';
import type { RngState } from '../../../random';
import type { GeneratedScenario } from '../scenario/generatedScenario';
import type { EngineEvent } from './events';
import type { Settings } from './settings';
import type {
  ArmyId,
  ArmyStatus,
  BattleId,
  BattleKind,
  BattleSide,
  BattleState,
  BattleWinner,
  CampaignStatus,
  CorePhase,
  DestroyCause,
  Level,
  LordState,
  ResolutionMethod,
  RetreatKind,
  ScenarioSource,
  SideId,
} from './vocabulary';

export * from './vocabulary';

/** STYLE.md: normalized entity tables; `ids` keeps creation order, which is GEN-9 id order. */
export interface EntityTable<T> {
  readonly ids: readonly string[];
  readonly entities: Readonly<Record<string, T>>;
}

/** DATA-3: a player belongs to exactly one side in core mode. */
export interface Player {
  readonly id: PlayerId;
  readonly name: string;
  /** #rrggbb; marks the player's armies and control markers (SETUP-2). */
  readonly color: string;
  readonly sideId: SideId;
}

/** DATA-3, SETUP-2: one of the two sides. */
export interface Side {
  readonly id: SideId;
  readonly name: string;
  readonly color: string;
  readonly homeEdge: Edge;
  readonly playerIds: readonly PlayerId[];
}

/** DATA-4: a core-mode army. */
export interface Army {
  readonly id: ArmyId;
  readonly ownerId: PlayerId;
  readonly name: string;
  /** Where it stands; null once destroyed (RESULT-5, RETREAT-6). */
  readonly hex: HexKey | null;
  readonly status: ArmyStatus;
  /** STATUS-2: the side-turn number of the minor defeat that made it shaken. */
  readonly shakenSetOnTurn?: number;
  /** Points value (SETUP-4, BRIEF-1). */
  readonly points: number;
  /** MOVE-1: its activation this MOVE phase is over (moved, held or zero steps). */
  readonly movedThisPhase: boolean;
  /** MOVE-2: the allowance rolled this phase; set from RollMove until the phase ends. */
  readonly moveAllowance?: number;
  /** The path of its move this phase (RETREAT-1 reads the last step before a battle hex). */
  readonly pathThisPhase?: readonly HexKey[];
  readonly destroyed?: { readonly turn: number; readonly cause: DestroyCause };
  /** DATA-9: the army's units for a stronghold assault (LOC-7, ASLT-1); losses are written back (ASLT-29). */
  readonly roster?: readonly RosterEntry[];
  /** ASLT-1: its leader's abilities (defaults 0, 2) and the army's morale modifier (default 0). */
  readonly strategicAbility?: number;
  readonly leadershipAbility?: number;
  readonly moraleMod?: number;
}

/** DATA-4, SETUP-5, LORD-*: one Lord per player. */
export interface Lord {
  readonly playerId: PlayerId;
  readonly name: string;
  /** LORD-3: fixed mount, wargear and magic items as text. */
  readonly loadout: string;
  /** LORD-1: the army it travels with; null once captured or killed. */
  readonly armyId: ArmyId | null;
  readonly state: LordState;
  /** LORD-2 Decision: at most one reassignment per MOVE phase. */
  readonly reassignedThisPhase: boolean;
  /** LORD-3: the first battle its army fought while it was with it; the loadout is fixed from then on. */
  readonly firstBattleId?: BattleId;
}

/** BATTLE-5: one side's special objective, recorded as drawn (possibly blank). */
export interface SpecialObjective {
  readonly objective: string;
  readonly achieved: boolean;
}

export interface BattleResult {
  readonly winner: BattleWinner;
  readonly level: Level;
}

/** DATA-6: a core battle. */
export interface Battle {
  readonly id: BattleId;
  /** The side-turn it was created in. */
  readonly turn: number;
  readonly hex: HexKey;
  /** BATTLE-8: creation order, the order results are applied in. */
  readonly createdSeq: number;
  /** BATTLE-1: `fortressSiege` when the hex holds a fortress controlled by the defender's side. */
  readonly kind: BattleKind;
  readonly attacker: { readonly sideId: SideId; readonly armyId: ArmyId };
  readonly defender: { readonly sideId: SideId; readonly armyId: ArmyId };
  /** RETREAT-1: the last hex the attacker occupied before the battle hex. */
  readonly entryHex: HexKey;
  /** RETREAT-1: dirFrom(battle hex, entryHex). */
  readonly entryDir: Direction;
  /**
   * BATTLE-4: the core chart roll and scenario name, or the SCEN generator's record (`generated`); absent with
   * `scenarioSource: none` and for fortress battles.
   */
  readonly scenario?: {
    readonly source: ScenarioSource;
    readonly roll: number;
    readonly name: string;
    readonly generated?: GeneratedScenario;
  };
  /** BATTLE-3 */
  readonly method: ResolutionMethod;
  /** BATTLE-7 */
  readonly rawResult?: BattleResult;
  /** RESULT-1: after LOC-7/LOC-8; `adjustments` lists the rule IDs that changed it. */
  readonly finalResult?: BattleResult & { readonly adjustments: readonly string[] };
  /** BATTLE-6, LORD-3: players who fielded their Lord / whose Lord died in a challenge. */
  readonly lordUsed?: readonly PlayerId[];
  readonly lordKilledInChallenge?: readonly PlayerId[];
  /** BATTLE-5: the Pitched Battle special objectives, by side. */
  readonly specialObjectives?: Readonly<Partial<Record<BattleSide, SpecialObjective>>>;
  /** SCEN-6: each completed deed's name and the side that completed it first. */
  readonly deedsCompleted?: Readonly<Record<string, BattleSide>>;
  /** SCEN-7: the turn-5 roll of a `roll5` game and the last turn it gives. */
  readonly gameLength?: { readonly roll: number; readonly lastTurn: 5 | 6 };
  readonly state: BattleState;
}

/** A choice the engine waits for (GEN-6); the next command must make it. */
export interface AwaitedRetreat {
  readonly kind: 'retreat';
  readonly battleId: BattleId;
  readonly armyId: ArmyId;
  /** RESULT-2 draw fall-back or RESULT-3/4 defeat retreat. */
  readonly retreatKind: RetreatKind;
}

/** DATA-7, TURN-1/2. */
export interface TurnState {
  /** +1 every side-turn (TURN-2). */
  readonly number: number;
  /** +1 when the first side starts again (TURN-2). */
  readonly round: number;
  readonly activeSideId: SideId;
  /** The side that moved first (SETUP-8): a new round starts with it. */
  readonly firstSideId: SideId;
  readonly phase: CorePhase;
  /** MOVE-4: the +1 bonus of each army, snapshot at PhaseStarted(MOVE). */
  readonly locationBonus: Readonly<Record<ArmyId, number>>;
  readonly awaiting?: AwaitedRetreat;
}

/** DATA-1, core subset: plain JSON, no classes, maps or dates (STYLE.md). */
export interface Campaign {
  readonly id: string;
  readonly name: string;
  readonly ruleset: 'core';
  /** GEN-5: the PRNG state (seed, cursor and generator words), so a campaign replays exactly. */
  readonly rng: RngState;
  readonly settings: Settings;
  readonly map: CampaignMap;
  readonly players: readonly Player[];
  readonly sides: readonly Side[];
  readonly armies: EntityTable<Army>;
  /** Keyed by player id (one Lord each, SETUP-5). */
  readonly lords: EntityTable<Lord>;
  readonly battles: EntityTable<Battle>;
  readonly turn: TurnState;
  readonly status: CampaignStatus;
  readonly result?: { readonly winner: SideId | 'draw'; readonly reason: string; readonly turn: number };
  /** EVT-1: every event applied, in order. */
  readonly log: readonly EngineEvent[];
}
