import type { DiceRolledPayload, KernelEvent } from '../../../kernel';
import type { RngState } from '../../../random';
import type { Side } from './board';
import type { DefensePhase, TileId } from './state';

/**
 * EVT list (§3) and FORMAT-assault-defense.md "Events (defense mode)": every event is a past-tense fact carrying
 * `defense` (the game id) and its rule IDs. Field names follow the FORMAT exactly; the action, draw and market
 * events that the FORMAT does not name yet are named after the EVT list (TilePlaced, TilesDrawn).
 */
export interface DefensePayloads {
  DiceRolled: DiceRolledPayload;
  /** A pile shuffled with the state's RNG (ANV-8, ANV-30, ANV-35): the order drawn, top first. */
  PileShuffled: { pile: 'enemy' | 'city' | 'draw'; player?: string; order: TileId[]; rngAfter: RngState };
  DefenseStarted: { players: string[]; variant: string; difficulty: number };
  TilesDrawn: { player: string; tiles: TileId[] };
  DrawPileRenewed: { player: string; tiles: TileId[] };
  HandMulliganed: { player: string; tiles: TileId[] };
  StartPlayerChosen: { player: string };
  TurnStarted: { player: string; turn: number };
  PhaseEntered: { phase: DefensePhase };
  TilesDiscarded: { player: string; tiles: TileId[]; reason: 'payment' | 'pass' };
  TilePlaced: {
    player: string;
    tile: TileId;
    square: string;
    kind: 'unit' | 'building' | 'city';
    cost: number;
  };
  CityBuildingBought: { player: string; building: TileId; slot: number };
  Passed: { player: string; discarded: TileId[] };
  InfluenceGained: { player: string; amount: number; source: string };
  EnemyPlaced: { enemy: TileId; square: string; side: Side; faceUp: boolean; from?: string };
  WarCryApplied: { result: number; effect: 'surge' | 'warCry'; count: number };
  OnslaughtStarted: { player: string };
  AssaultTriggered: { side: Side; player: string; tiles: TileId[] };
  FinalAssaultStarted: { side: Side };
  AttackWaveStarted: { wave: number };
  AttackRolled: {
    unit: TileId;
    enemy: TileId;
    roll: 'ranged' | 'melee' | 'defense';
    die: string;
    faces: number[];
    support: number;
    modifier: number;
    total: number;
    outcome: 'kill' | 'miss' | 'fail';
    reroll?: number;
  };
  EnemyKilled: { enemy: TileId; square: string; unit: TileId };
  UnitKilled: { unit: TileId; square: string; enemy?: TileId };
  BuildingDestroyed: { building: TileId; square: string; enemy: TileId };
  EnemyAdvanced: { enemy: TileId; from: string; to: string };
  EnemyDiscarded: { enemy: TileId; from: string };
  AssaultEnded: { side: Side };
  MarketCleared: { buildings: TileId[] };
  MarketRefilled: { market: (TileId | null)[]; rngAfter: RngState };
  MarkerReturned: { player: string };
  DefenseScored: { winner: string[]; influence: Record<string, number>; cityBuildingsLeft: number };
}
export type DefenseEventType = keyof DefensePayloads;

export type DefenseEvent = {
  [K in DefenseEventType]: KernelEvent<K, DefensePayloads[K]> & { readonly defense: string };
}[DefenseEventType];

export const DEFENSE_EVENT_TYPES = [
  'DiceRolled',
  'PileShuffled',
  'DefenseStarted',
  'TilesDrawn',
  'DrawPileRenewed',
  'HandMulliganed',
  'StartPlayerChosen',
  'TurnStarted',
  'PhaseEntered',
  'TilesDiscarded',
  'TilePlaced',
  'CityBuildingBought',
  'Passed',
  'InfluenceGained',
  'EnemyPlaced',
  'WarCryApplied',
  'OnslaughtStarted',
  'AssaultTriggered',
  'FinalAssaultStarted',
  'AttackWaveStarted',
  'AttackRolled',
  'EnemyKilled',
  'UnitKilled',
  'BuildingDestroyed',
  'EnemyAdvanced',
  'EnemyDiscarded',
  'AssaultEnded',
  'MarketCleared',
  'MarketRefilled',
  'MarkerReturned',
  'DefenseScored',
] as const satisfies readonly DefenseEventType[];
