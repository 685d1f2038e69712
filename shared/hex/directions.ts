import type { Axial } from './hexKey';

/** The six named directions, clockwise from north (HEX-2, GEN-9 direction order). */
export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Axial step for each direction (HEX-2 table). */
export const DIRECTION_DELTAS = {
  N: { q: 0, r: -1 },
  NE: { q: 1, r: -1 },
  SE: { q: 1, r: 0 },
  S: { q: 0, r: 1 },
  SW: { q: -1, r: 1 },
  NW: { q: -1, r: 0 },
} as const satisfies Record<Direction, Axial>;

export function directionIndex(direction: Direction): number {
  return DIRECTIONS.indexOf(direction);
}

/** HEX-2: rotate(d, k) = direction with index (index(d) + k) mod 6. */
export function rotate(direction: Direction, steps: number): Direction {
  const index = (((directionIndex(direction) + steps) % 6) + 6) % 6;
  return DIRECTIONS[index] as Direction;
}

export const cw = (direction: Direction): Direction => rotate(direction, 1);
export const ccw = (direction: Direction): Direction => rotate(direction, -1);
export const opposite = (direction: Direction): Direction => rotate(direction, 3);

/** HEX-2: the two directions adjacent to d, clockwise first. */
export function adjacentDirections(direction: Direction): [Direction, Direction] {
  return [cw(direction), ccw(direction)];
}

export function neighbor(hex: Axial, direction: Direction): Axial {
  const delta = DIRECTION_DELTAS[direction];
  return { q: hex.q + delta.q, r: hex.r + delta.r };
}

export function neighbors(hex: Axial): Axial[] {
  return DIRECTIONS.map((direction) => neighbor(hex, direction));
}

/** HEX-2: the direction d with neighbor(from, d) = to, or undefined when the hexes are not adjacent. */
export function dirFrom(from: Axial, to: Axial): Direction | undefined {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  return DIRECTIONS.find((d) => DIRECTION_DELTAS[d].q === dq && DIRECTION_DELTAS[d].r === dr);
}
