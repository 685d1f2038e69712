import { SIDE_SQUARES, cityNeighboursOf, keyOfIndex, neighboursOf, sq, type Side } from '../model/board';
import { isEmptySquare, type DefenseState, type TileId } from '../model/state';
import { effectTotal, type EffectKind, type TileInstance, type UnitTile } from '../model/tiles';

/** Read-only questions about a defense state, shared by validation, resolution, the bots and the app. */
export const tileOn = (state: DefenseState, key: string): TileInstance | undefined => {
  const id = state.board[sq(key)]?.tile;
  return id === undefined ? undefined : state.tiles[id];
};

export function unitOn(state: DefenseState, key: string): (UnitTile & { owner?: string }) | undefined {
  const tile = tileOn(state, key);
  return tile?.kind === 'unit' ? tile : undefined;
}

/** ANV-12: a city square with no tile and no enemy. */
export const isFree = (state: DefenseState, key: string): boolean => isEmptySquare(state.board[sq(key)]);

/** Squares holding an enemy, with it; face-up only when asked. */
export function enemySquares(state: DefenseState, faceUpOnly = false): string[] {
  const out: string[] = [];
  state.board.forEach((square, i) => {
    if (square.enemy && (!faceUpOnly || square.enemy.faceUp)) out.push(keyOfIndex(i));
  });
  return out;
}

/** ANV-15: enemies on a side's numbered squares (face up or down). */
export function enemiesOnSide(state: DefenseState, side: Side): TileId[] {
  const out: TileId[] = [];
  for (const k of SIDE_SQUARES[side]) {
    const enemy = state.board[sq(k)]!.enemy;
    if (enemy) out.push(enemy.tileId);
  }
  return out;
}

export const freeSideSquares = (state: DefenseState, side: Side): string[] =>
  SIDE_SQUARES[side].filter((k) => isEmptySquare(state.board[sq(k)]));

/**
 * ANV-7: an effect works for its owner's faction (faction tiles) or for every player (city buildings). The sum of
 * `kind` over the tiles on the board that work for `playerId`.
 */
export function effectFor(state: DefenseState, playerId: string, kind: EffectKind): number {
  let total = 0;
  for (const square of state.board) {
    if (square.tile === undefined) continue;
    const tile = state.tiles[square.tile]!;
    if (tile.kind === 'city' || (tile.kind === 'building' && tile.owner === playerId))
      total += effectTotal(tile, kind);
  }
  return total;
}

/** ANV-13: 5 plus HAND_LIMIT effects. */
export function handLimitOf(state: DefenseState, index: number): number {
  const player = state.players[index]!;
  return player.handLimit + effectFor(state, player.id, 'HAND_LIMIT');
}

/** ANV-7 DISCOUNT_ADJACENT: buildings next to `square` (city squares only) that work for the player. */
export function discountAt(state: DefenseState, playerId: string, square: string): number {
  let total = 0;
  for (const key of cityNeighboursOf(square)) {
    const tile = tileOn(state, key);
    if (tile && (tile.kind === 'city' || (tile.kind === 'building' && tile.owner === playerId)))
      total += effectTotal(tile, 'DISCOUNT_ADJACENT');
  }
  return total;
}

/** ANV-20, ANV-28, ANV-7: the unit's own modifier (attackMod and ATTACK_MOD), for attack and defense rolls. */
export const ownModifier = (unit: UnitTile): number => unit.attackMod + effectTotal(unit, 'ATTACK_MOD');

/** ANV-7 AURA_ATTACK: buildings adjacent to the unit (inner squares) working for its owner; attack rolls only. */
export function auraAt(state: DefenseState, owner: string | undefined, square: string): number {
  let total = 0;
  for (const key of cityNeighboursOf(square)) {
    const tile = tileOn(state, key);
    if (tile && (tile.kind === 'city' || (tile.kind === 'building' && tile.owner === owner)))
      total += effectTotal(tile, 'AURA_ATTACK');
  }
  return total;
}

/** ANV-21: other units (any faction) adjacent to the target enemy. */
export function supportFor(state: DefenseState, enemySquare: string, attackerSquare: string): number {
  let count = 0;
  for (const key of neighboursOf(enemySquare)) if (key !== attackerSquare && unitOn(state, key)) count++;
  return count;
}

export const countOnBoard = (
  state: DefenseState,
  kind: 'unit' | 'building' | 'city',
  owner?: string,
): number =>
  state.board.filter((sq) => {
    const tile = sq.tile === undefined ? undefined : state.tiles[sq.tile];
    return tile?.kind === kind && (owner === undefined || tile.owner === owner);
  }).length;

/** The square of a tile or enemy on the board, if it is there. */
export function squareOf(state: DefenseState, id: TileId): string | undefined {
  const i = state.board.findIndex((square) => square.tile === id || square.enemy?.tileId === id);
  return i < 0 ? undefined : keyOfIndex(i);
}
