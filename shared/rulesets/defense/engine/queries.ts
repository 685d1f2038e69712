import { keyOfIndex, sq, type Side } from '../model/board';
import { CITY_NEIGHBOUR_INDICES, NEIGHBOUR_INDICES, SIDE_INDICES } from '../model/squareTables';
import { isEmptySquare, type DefenseState, type TileId } from '../model/state';
import { effectTotal, type EffectKind, type TileInstance, type UnitTile } from '../model/tiles';

/** Read-only questions about a defense state, shared by validation, resolution, the bots and the app. */
export const tileOn = (state: DefenseState, key: string): TileInstance | undefined => tileAt(state, sq(key));

/** tileOn by board index (squareTables.ts), for the hot loops. */
export const tileAt = (state: DefenseState, index: number): TileInstance | undefined => {
  const id = state.board[index]?.tile;
  return id === undefined ? undefined : state.tiles[id];
};

export const unitOn = (state: DefenseState, key: string): (UnitTile & { owner?: string }) | undefined =>
  unitAt(state, sq(key));

export function unitAt(state: DefenseState, index: number): (UnitTile & { owner?: string }) | undefined {
  const tile = tileAt(state, index);
  return tile?.kind === 'unit' ? tile : undefined;
}

/** ANV-12: a city square with no tile and no enemy. */
export const isFree = (state: DefenseState, key: string): boolean => isEmptySquare(state.board[sq(key)]);

/** ANV-17: whether a face-up enemy is left anywhere (the assault goes on while one is). */
export const hasFaceUpEnemy = (state: DefenseState): boolean =>
  state.board.some((square) => square.enemy?.faceUp === true);

/** ANV-15: enemies on a side's numbered squares (face up or down). */
export function enemiesOnSide(state: DefenseState, side: Side): TileId[] {
  const out: TileId[] = [];
  for (const i of SIDE_INDICES[side]) {
    const enemy = state.board[i]!.enemy;
    if (enemy) out.push(enemy.tileId);
  }
  return out;
}

/** How many enemies stand on a side's numbered squares (enemiesOnSide without the list). */
export function enemyCountOnSide(state: DefenseState, side: Side): number {
  let count = 0;
  for (const i of SIDE_INDICES[side]) if (state.board[i]!.enemy) count++;
  return count;
}

/** The first free numbered square of a side in arrow order (BOT-31), if any. */
export function firstFreeSideSquare(state: DefenseState, side: Side): string | undefined {
  for (const i of SIDE_INDICES[side]) if (isEmptySquare(state.board[i])) return keyOfIndex(i);
  return undefined;
}

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

/** The sum of `kind` over the buildings next to a square (city squares only, ANV-3) that work for the player. */
function adjacentEffect(
  state: DefenseState,
  playerId: string | undefined,
  index: number,
  kind: EffectKind,
): number {
  let total = 0;
  for (const i of CITY_NEIGHBOUR_INDICES[index] ?? []) {
    const tile = tileAt(state, i);
    if (tile && (tile.kind === 'city' || (tile.kind === 'building' && tile.owner === playerId)))
      total += effectTotal(tile, kind);
  }
  return total;
}

/** ANV-7 DISCOUNT_ADJACENT: buildings next to `square` (city squares only) that work for the player. */
export const discountAt = (state: DefenseState, playerId: string, square: string): number =>
  adjacentEffect(state, playerId, sq(square), 'DISCOUNT_ADJACENT');

/** ANV-20, ANV-28, ANV-7: the unit's own modifier (attackMod and ATTACK_MOD), for attack and defense rolls. */
export const ownModifier = (unit: UnitTile): number => unit.attackMod + effectTotal(unit, 'ATTACK_MOD');

/** ANV-7 AURA_ATTACK: buildings adjacent to the unit (inner squares) working for its owner; attack rolls only. */
export const auraAt = (state: DefenseState, owner: string | undefined, square: string): number =>
  adjacentEffect(state, owner, sq(square), 'AURA_ATTACK');

/** ANV-21: other units (any faction) adjacent to the target enemy. */
export const supportFor = (state: DefenseState, enemySquare: string, attackerSquare: string): number =>
  supportAt(state, sq(enemySquare), sq(attackerSquare));

/** supportFor by board index. */
export function supportAt(state: DefenseState, enemyIndex: number, attackerIndex: number): number {
  let count = 0;
  for (const i of NEIGHBOUR_INDICES[enemyIndex] ?? []) if (i !== attackerIndex && unitAt(state, i)) count++;
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

/**
 * The board index of a tile or enemy, -1 when it is not on the board. `hint` is where it stood last: tiles never
 * move and enemies only on their own advance, so the hint is nearly always right and saves a search of the board.
 */
export function indexOf(state: DefenseState, id: TileId, hint: number): number {
  const at = state.board[hint];
  if (at && (at.tile === id || at.enemy?.tileId === id)) return hint;
  return state.board.findIndex((square) => square.tile === id || square.enemy?.tileId === id);
}
