import {
  ALL_SQUARES,
  BOARD_SIZE,
  CITY_SQUARES,
  SIDE_SQUARES,
  compareFromSide,
  forwardOf,
  isCitySquare,
  neighboursOf,
  sideOfSquare,
  sq,
  type Side,
} from './board';

/**
 * The standard board (ANV-3) as tables over board indices (`sq`), computed once from board.ts's definitions. The
 * engine's hot loops (attack waves, advances, the bots) read these instead of parsing and looking up "x,y" keys:
 * a key lookup per neighbour per unit per wave was a tenth of auto-play's time (issue 14 profile).
 */
const GRID = BOARD_SIZE * BOARD_SIZE;
const perIndex = <T>(f: (index: number) => T): readonly T[] => Array.from({ length: GRID }, (_, i) => f(i));
const bySide = <T>(f: (side: Side) => T): Readonly<Record<Side, T>> => ({
  1: f(1),
  2: f(2),
  3: f(3),
  4: f(4),
});
const keyAt = (index: number): string => ALL_SQUARES.find((key) => sq(key) === index) ?? '';

/** The 25 city spaces' indices, row-major (BOT-37's tie-break order). */
export const CITY_INDICES: readonly number[] = CITY_SQUARES.map(sq);
export const IS_CITY_INDEX: readonly boolean[] = perIndex((i) => isCitySquare(keyAt(i)));
/** The side of a numbered space's index; undefined for city squares and the corners. */
export const SIDE_OF_INDEX: readonly (Side | undefined)[] = perIndex((i) => sideOfSquare(keyAt(i)));
/** ANV-3 adjacency (king's move, numbered squares included), in neighboursOf's order. */
export const NEIGHBOUR_INDICES: readonly (readonly number[])[] = perIndex((i) =>
  neighboursOf(keyAt(i)).map(sq),
);
/** Adjacency for building and aura effects, which ignore numbered squares (ANV-3). */
export const CITY_NEIGHBOUR_INDICES: readonly (readonly number[])[] = NEIGHBOUR_INDICES.map((list) =>
  list.filter((i) => IS_CITY_INDEX[i]),
);
/** Each side's numbered squares in arrow order. */
export const SIDE_INDICES: Readonly<Record<Side, readonly number[]>> = bySide((side) =>
  SIDE_SQUARES[side].map(sq),
);
/** ANV-18/26: every board square, row by row from the side (nearest first), each row in its arrow order. */
export const ORDER_FROM_SIDE: Readonly<Record<Side, readonly number[]>> = bySide((side) =>
  [...ALL_SQUARES].sort((a, b) => compareFromSide(side, a, b)).map(sq),
);
/** ANV-26: the square one step forward for an enemy of that side; -1 off the grid. */
export const FORWARD_INDEX: Readonly<Record<Side, readonly number[]>> = bySide((side) =>
  perIndex((i) => {
    const key = keyAt(i);
    return key === '' ? -1 : sq(forwardOf(side, key));
  }),
);
/** BOT-37: how many numbered squares of each side (index 1..4) a square touches. */
export const NUMBERED_NEIGHBOURS_BY_SIDE: readonly (readonly number[])[] = NEIGHBOUR_INDICES.map((list) => {
  const counts = [0, 0, 0, 0, 0];
  for (const i of list) {
    const side = SIDE_OF_INDEX[i];
    if (side !== undefined) counts[side]!++;
  }
  return counts;
});
