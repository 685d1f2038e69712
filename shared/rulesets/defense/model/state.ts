import type { KernelState } from '../../../kernel';
import type { RngState } from '../../../random';
import type { Side } from './board';
import type { DefenseEvent } from './events';
import type { TileInstance } from './tiles';

export type TileId = string;
/** ANV-2. */
export type DefensePhase =
  'setup' | 'action' | 'draw' | 'enemiesPrepare' | 'assault' | 'finalAssault' | 'scored';
export const DEFENSE_PHASES: readonly DefensePhase[] = [
  'setup',
  'action',
  'draw',
  'enemiesPrepare',
  'assault',
  'finalAssault',
  'scored',
];
export type DefenseVariant = 'standard' | 'solo' | 'beginner';
export type Difficulty = 1 | 2 | 3 | 4;

/** ANV-2 players[]: lists are top first, except `discard`, whose top is last (ANV-35). */
export interface DefensePlayer {
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  readonly hand: readonly TileId[];
  readonly drawPile: readonly TileId[];
  readonly discard: readonly TileId[];
  readonly influence: number;
  /** ANV-13: the printed limit 5; HAND_LIMIT effects are added when it is read. */
  readonly handLimit: number;
  /** ANV-8 step 2: the opening mulligan is taken (at most once). */
  readonly mulliganed: boolean;
}

export interface EnemyOnBoard {
  readonly tileId: TileId;
  readonly faceUp: boolean;
  readonly startSide: Side;
}
export const isEmptySquare = (square: DefenseSquare | undefined): boolean =>
  square === undefined || (square.tile === undefined && square.enemy === undefined);

/** ANV-2 board square: a placed faction or city tile, or an enemy (never both: enemies destroy or fight tiles). */
export interface DefenseSquare {
  readonly tile?: TileId;
  readonly enemy?: EnemyOnBoard;
}

/** DATA-12 anv.* keys. */
export interface DefenseSettings {
  readonly board: 'standard';
  readonly enemyPileSize: number;
  readonly cityBuildingSlotInfluence: readonly number[];
  readonly affectsCampaign: boolean;
}
export const DEFAULT_DEFENSE_SETTINGS: DefenseSettings = {
  board: 'standard',
  enemyPileSize: 16,
  cityBuildingSlotInfluence: [3, 2, 1],
  affectsCampaign: false,
};

export interface DefenseResult {
  readonly winner: readonly string[];
  readonly influence: Readonly<Record<string, number>>;
  readonly cityBuildingsLeft: number;
}

/** ANV-2 DefenseGame as a kernel state (plain JSON). */
export interface DefenseState extends KernelState {
  readonly ruleset: 'defense';
  readonly rng: RngState;
  readonly log: readonly DefenseEvent[];
  readonly id: string;
  readonly hex?: string;
  readonly settings: DefenseSettings;
  /** Every tile of the game by id: faction tiles carry their owner. */
  readonly tiles: Readonly<Record<TileId, TileInstance>>;
  readonly players: readonly DefensePlayer[];
  /** ANV-2 board: 49 squares row-major (`sq("x,y")`, board.ts), `{}` when empty; the corners stay empty. */
  readonly board: readonly DefenseSquare[];
  readonly enemyPile: readonly TileId[];
  readonly enemyDiscard: readonly TileId[];
  readonly enemyFaction: string;
  readonly difficulty: Difficulty;
  readonly cityPile: readonly TileId[];
  readonly cityDiscard: readonly TileId[];
  /** ANV-14: 3 slots, slot 1 first; null = empty. */
  readonly market: readonly (TileId | null)[];
  readonly activePlayer: number;
  /** The player index holding the Assault Triggered marker. */
  readonly assaultTriggeredBy?: number;
  readonly lastPlacedSide?: Side;
  readonly assaultSide?: Side;
  /** The next attack wave of the assault under way (1-based). */
  readonly wave: number;
  readonly phase: DefensePhase;
  readonly variant: DefenseVariant;
  /** ANV-10: the active player passed this turn (one extra draw). */
  readonly passed: boolean;
  /** ANV-16: an Onslaught is under way this turn. */
  readonly onslaught: boolean;
  /** Turns started so far (the first player turn is 1). */
  readonly turn: number;
  /** ANV-8: hands are dealt and the market drawn; mulligans may follow until play starts. */
  readonly dealt: boolean;
  readonly result?: DefenseResult;
}

export const playerIndex = (state: DefenseState, id: string): number =>
  state.players.findIndex((p) => p.id === id);
