import type { EquipmentPick } from './siegeEquipment';
import type { Direction, HexKey } from '../../../hex';
import type { KernelEvent } from '../../../kernel';
import type { CampaignMap } from '../../../map';
import type { RngState } from '../../../random';
import type { RosterEntry } from '../../assault/roster';
import type { ItemType } from './items';
import type { FsSettings } from './settings';

export type FactionId = string;
export type BannerId = string;
export type PlayerId = string;
export type Alliance = 'Order' | 'Chaos' | 'Death' | 'Destruction';
export type FactionTag = 'duardin' | 'ogor';
export type Relic = 'prismatikon' | 'fulminax' | 'infinityGears';
export type OrderType = 'move' | 'forcedMarch' | 'fortify' | 'hold';
export type FsResult = 'majorVictory' | 'minorVictory' | 'draw' | 'minorDefeat' | 'majorDefeat';
export type Side = 'attacker' | 'defender';

/** FS-TURN-1 steps (SETUP is the campaign before its first START). */
export const FS_STEPS = [
  'START',
  'INITIATIVE',
  'ORDERS',
  'EXECUTION',
  'BATTLES',
  'AFTERMATH',
  'UPKEEP',
  'BUILD',
  'SCORING',
] as const;
export type FsStep = (typeof FS_STEPS)[number];

/** DATA-8. */
export interface DomainItem {
  readonly type: ItemType;
  readonly builtTurn: number;
}

/** DATA-2 `territory` (FS-MAP-1..3). */
export interface Territory {
  readonly owner: FactionId | null;
  readonly items: readonly DomainItem[];
  readonly special?: {
    readonly name: string;
    readonly glory: number;
    readonly relic?: Relic;
    readonly scepterIngredient?: boolean;
    /** FS-MAP-3 [BRIEFING]: the territory's "Times of War" text from the Firestorm book, shown at its battles. */
    readonly timesOfWar?: string;
  };
}

/** DATA-3 (firestorm part). Players are listed in player order (FS-BP-1). */
export interface Faction {
  readonly id: FactionId;
  readonly name: string;
  readonly color: string;
  readonly playerIds: readonly PlayerId[];
  readonly alliance: Alliance;
  readonly tags: readonly FactionTag[];
  readonly originTowerHex: HexKey;
  readonly buildPoints: number;
  readonly gloryBanked: number;
  readonly oneTimeGrants: { readonly shrine: boolean; readonly temple: boolean; readonly scepter: boolean };
}

export interface Order {
  readonly type: OrderType;
  readonly path?: readonly HexKey[];
}

/** FS-SETUP-5: a player's Secret Objective card, as the GM typed it, and whether it has been met. */
export interface SecretObjective {
  readonly text: string;
  readonly achieved: boolean;
}

/** DATA-5. `seq` is the creation sequence (GEN-9 id order). */
export interface Banner {
  readonly id: BannerId;
  readonly seq: number;
  readonly factionId: FactionId;
  readonly hex: HexKey | null;
  readonly points: number;
  readonly playerIds: readonly PlayerId[];
  readonly characters: readonly string[];
  readonly order?: Order;
  /** FS-ORDER-2: false until the order is revealed in EXECUTION. */
  readonly revealed: boolean;
  readonly orderState: 'pending' | 'executed' | 'forcedHold';
  readonly fatigued: boolean;
  readonly engagedThisTurn: boolean;
  /** FS-SCATTER-3: scattered this turn, takes no further part. */
  readonly scattered?: boolean;
  /** FS-PTG-3: units and characters with their one upgrade (the player enters the chart's result). */
  readonly veterans?: readonly Veteran[];
  /** FS-PTG-3/5: the banner's persistent army commander's upgrades (any number). */
  readonly commanderUpgrades?: readonly string[];
  /** FS-PTG-6: named characters removed from the campaign for good. */
  readonly fallen?: readonly string[];
  /** DATA-9: the units the banner fields, for the Final Assault by ASLT (SIEGE-16); absent = no roster. */
  readonly roster?: readonly RosterEntry[];
}

/** FS-PTG-3: a unit or character of a banner and its one Path to Glory upgrade. */
export interface Veteran {
  readonly unit: string;
  readonly upgrade: string;
}

/** DATA-6 FsGame, plus the rolls FS-BP-1 and FS-BATTLE-6 made for it. */
export interface FsGame {
  readonly attackerPlayers: readonly PlayerId[];
  readonly defenderPlayers: readonly PlayerId[];
  readonly result: FsResult;
  readonly attackerTabled: boolean;
  readonly defenderTabled: boolean;
  readonly method: 'tabletop' | 'auto' | 'quick' | 'assault';
  /** FS-BP-1 D3s, attacker players then defender players; `rerollable` while a re-roll may still be asked. */
  readonly bp?: readonly {
    readonly player: PlayerId;
    readonly faction: FactionId;
    readonly value: number;
    readonly rerollable: boolean;
  }[];
  /** FS-PTG-2: the players who have recorded their Path to Glory for this game (one record each). */
  readonly ptgPlayers?: readonly PlayerId[];
}

/** Where AFTERMATH stands for one battle (FS-TURN-1 AFTERMATH, FS-DEFEAT-3). */
export type AftermathStage = 'awards' | 'aggregate' | 'defender' | 'attacker' | 'territory' | 'done';

export type Consequence = 'stays' | 'retreat' | 'scatter';

/** DATA-6, firestorm part. A battle is named by its hex (FS-MOVE-1(b): one battle per territory). */
export interface Battle {
  readonly id: string;
  readonly seq: number;
  readonly turn: number;
  readonly hex: HexKey;
  /** Undefined while the attacker still has to choose siege or field (SIEGE-1). */
  readonly kind?: 'field' | 'firestormSiege';
  readonly attacker: { readonly factionId: FactionId; readonly bannerId: BannerId };
  readonly defender: {
    readonly factionId: FactionId;
    readonly bannerId: BannerId | null;
    readonly garrison: boolean;
  };
  readonly entryHex: HexKey;
  readonly entryDir: Direction;
  /** FS-BATTLE-4 Temple: the owner of the battle hex when the battle was created. */
  readonly hexOwnerAtCreation: FactionId | null;
  readonly games: readonly FsGame[];
  readonly state: 'pending' | 'resolved' | 'applied';
  readonly stage?: AftermathStage;
  /** Games whose awards are paid (FS-GLORY-2, FS-BP-1). */
  readonly awardedGames?: number;
  readonly outcome?: {
    readonly attacker: Consequence;
    readonly defender: Consequence;
    readonly attackerWon: boolean;
  };
}

/** SIEGE-13 ledger entry. */
export interface LedgerEntry {
  readonly optionId: string;
  readonly side: Side;
  readonly effectText: string;
  readonly dice?: string;
  readonly value?: number;
  readonly target?: string;
}

export interface SiegeFlags {
  readonly sendForHelpSucceeded: boolean;
  readonly reinforcementsUsed: boolean;
  readonly braveryBonus: boolean;
  readonly bombardmentDisabled: boolean;
  readonly attackerWarMachinesDoubleCost: boolean;
  readonly defenderEquipmentDoubleCost: boolean;
  readonly gateDestroyed: boolean;
}

/** A new siege's flags (SIEGE-2): nothing has happened yet. */
export const NO_SIEGE_FLAGS: SiegeFlags = {
  sendForHelpSucceeded: false,
  reinforcementsUsed: false,
  braveryBonus: false,
  bombardmentDisabled: false,
  attackerWarMachinesDoubleCost: false,
  defenderEquipmentDoubleCost: false,
  gateDestroyed: false,
};

/** SIEGE-2, plus where the siege turn stands (SIEGE-4 steps). */
export interface Siege {
  readonly id: string;
  readonly battleId: string;
  readonly level: 1 | 2 | 3;
  readonly state: 'opening' | 'siegeTurns' | 'finalAssault' | 'ended';
  /** In `siegeTurns`: `time` before the time roll, `choose` once it is rolled (steps 2–3). */
  readonly turnStep: 'time' | 'choose';
  readonly attackerSP: number;
  readonly defenderSP: number;
  readonly completedSiegeTurns: number;
  readonly timeModifier: 0 | -1;
  readonly flags: SiegeFlags;
  readonly ledger: readonly LedgerEntry[];
  /** AMD-12: options chosen this siege turn, resolved once both are in. */
  readonly chosen: { readonly attacker?: SiegeChoice; readonly defender?: SiegeChoice };
  readonly undermineSuccesses: number;
  readonly reinforcementUnits: number;
  /** SIEGE-7: the equipment each side bought for the Final Assault (absent until it enters some). */
  readonly equipment?: {
    readonly attacker?: readonly EquipmentPick[];
    readonly defender?: readonly EquipmentPick[];
  };
}

export interface SiegeChoice {
  readonly option: string;
  readonly target?: string;
}

/** A decision the engine waits for in AFTERMATH or UPKEEP. */
export type PendingChoice =
  | {
      readonly kind: 'retreat';
      readonly bannerId: BannerId;
      readonly battleId: string;
      readonly options: readonly HexKey[];
    }
  | {
      readonly kind: 'scatter';
      readonly bannerId: BannerId;
      readonly battleId: string;
      readonly options: readonly HexKey[];
    };

export interface FsTurn {
  readonly number: number;
  readonly step: FsStep;
  readonly initiativeOrder?: readonly FactionId[];
  readonly active?: FactionId;
  /** ORDERS: the factions that have submitted (FS-ORDER-2: no second submission). */
  readonly submitted: readonly FactionId[];
  /** BUILD: Mustering Ground / Fortified Camp built this turn by the bot (BOT-19 "at most one per turn"). */
  readonly raisedThisTurn: readonly FactionId[];
}

/**
 * A new banner (at the start or raised, FS-MULTI-2): every banner is made here, with `order` and `scattered` as keys
 * with no value, so all banners share one shape and copying one takes V8's fast path (issue 11 profile); JSON leaves
 * such a key out, so files and logs are as before.
 */
export function newBannerRecord(
  b: Pick<Banner, 'id' | 'seq' | 'factionId' | 'hex' | 'points' | 'playerIds' | 'orderState'>,
): Banner {
  return {
    id: b.id,
    seq: b.seq,
    factionId: b.factionId,
    hex: b.hex,
    points: b.points,
    playerIds: b.playerIds,
    characters: [],
    revealed: false,
    orderState: b.orderState,
    fatigued: false,
    engagedThisTurn: false,
    order: undefined,
    scattered: undefined,
  };
}

/**
 * A turn at START, with every key from the start in the order the turn's events used to add them (apply's turnWith
 * keeps it): one shape for every turn object, and the same JSON, which leaves an undefined key out (GEN-9).
 */
export function startOfTurn(number: number): FsTurn {
  return {
    number,
    step: 'START',
    submitted: [],
    raisedThisTurn: [],
    active: undefined,
    initiativeOrder: undefined,
  };
}

/** EVT-1 (Firestorm part, with AMD-11/12) plus the bookkeeping events that move the turn and AFTERMATH on. */
export const FS_EVENT_TYPES = [
  'DiceRolled',
  'TurnStarted',
  'PhaseStarted',
  'FactionActivated',
  'InitiativeRolled',
  'OrdersSubmitted',
  'OrderRevealed',
  'OrderForcedToHold',
  'BannerMoved',
  'BannerHeld',
  'TerritoryClaimed',
  'TerritoryConquered',
  'DomainItemRemoved',
  'DomainItemBuilt',
  'TerritoryRazed',
  'BattleStarted',
  'BannerFatigued',
  'BattleKindChosen',
  'GameResultRecorded',
  'BuildPointsRolled',
  'BuildPointsRerolled',
  'BuildPointRerollsDeclined',
  'GameAwardsPaid',
  'BattleResolved',
  'BattleStageChanged',
  'BannerResultAggregated',
  'GloryAwarded',
  'GloryTallied',
  'BuildPointsGained',
  'BuildPointsSpent',
  'ChoiceAwaited',
  'BannerRetreated',
  'BannerScattered',
  'BannerDisbanded',
  'BannerRaised',
  'CampaignEnded',
  'SiegeStarted',
  'SiegeOpened',
  'SiegeTurnStarted',
  'FinalAssaultDeclared',
  'SiegeOptionChosen',
  'SiegeOptionResolved',
  'SiegeTurnCompleted',
  'SiegeLedgerRolled',
  'SiegeEnded',
  'PathToGloryRecorded',
  'CharacterDeathRolled',
  'RosterRecorded',
  'FinalAssaultFought',
  'DefenseScored',
  'SecretObjectiveRecorded',
  'SecretObjectiveAchieved',
  'SiegeEquipmentBought',
  'CharactersRecorded',
  'CharacterSwapped',
] as const;
export type FsEventType = (typeof FS_EVENT_TYPES)[number];

export type FsEvent = {
  [K in FsEventType]: KernelEvent<K, Record<string, unknown>> & {
    readonly turn: number;
    readonly step: string;
  };
}[FsEventType];

/** DATA-1 for `ruleset: firestorm`: plain JSON. */
export interface FsState {
  readonly ruleset: 'firestorm';
  readonly rng: RngState;
  readonly log: readonly FsEvent[];
  readonly name: string;
  readonly settings: FsSettings;
  readonly map: CampaignMap;
  readonly territories: Readonly<Record<string, Territory>>;
  readonly factions: readonly Faction[];
  readonly banners: readonly Banner[];
  readonly battles: readonly Battle[];
  readonly sieges: readonly Siege[];
  readonly turn: FsTurn;
  readonly pending: readonly PendingChoice[];
  readonly nextBannerSeq: number;
  readonly nextBattleSeq: number;
  /** FS-SETUP-5 (DATA-3 `Player.secretObjective`): by player; absent until one is recorded. */
  readonly secretObjectives?: Readonly<Record<PlayerId, SecretObjective>>;
  readonly status: 'running' | 'ended';
  readonly result?: {
    readonly winner: FactionId | readonly FactionId[];
    readonly reason: string;
    readonly turn: number;
  };
}
