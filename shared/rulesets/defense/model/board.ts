/**
 * ANV-3: the standard 7×7 board. Squares are keyed "x,y" (y grows downward); the corners do not exist; the other
 * 20 edge squares are the numbered spaces of four sides, the 25 inner squares are city spaces.
 */
export type Side = 1 | 2 | 3 | 4;
export type SquareKey = `${number},${number}`;

export const SIDES: readonly Side[] = [1, 2, 3, 4];
export const BOARD_SIZE = 7;

export const squareKey = (x: number, y: number): SquareKey => `${x},${y}`;
const XY = new Map<string, { x: number; y: number }>();
/** The coordinates of a square key (cached: auto-play asks millions of times). */
export function squareXY(key: string): { x: number; y: number } {
  let xy = XY.get(key);
  if (!xy) {
    const [x, y] = key.split(',').map(Number);
    xy = { x: x!, y: y! };
    if (XY.size < 4096) XY.set(key, xy);
  }
  return xy;
}

const last = BOARD_SIZE - 1;

/** ANV-3 table: the numbered squares of each side, in arrow order. */
function sideSquaresOf(side: Side): SquareKey[] {
  const lane = [1, 2, 3, 4, 5];
  switch (side) {
    case 1:
      return lane.map((x) => squareKey(x, 0));
    case 2:
      return lane.map((y) => squareKey(last, y));
    case 3:
      return [...lane].reverse().map((x) => squareKey(x, last));
    case 4:
      return [...lane].reverse().map((y) => squareKey(0, y));
  }
}
export const SIDE_SQUARES: Readonly<Record<Side, readonly SquareKey[]>> = {
  1: sideSquaresOf(1),
  2: sideSquaresOf(2),
  3: sideSquaresOf(3),
  4: sideSquaresOf(4),
};

/** ANV-3: the forward direction of each side (toward the centre). */
export const FORWARD: Readonly<Record<Side, { dx: number; dy: number }>> = {
  1: { dx: 0, dy: 1 },
  2: { dx: -1, dy: 0 },
  3: { dx: 0, dy: -1 },
  4: { dx: 1, dy: 0 },
};

/** The 25 city spaces in row-major order (y, then x: BOT-37's tie-break). */
export const CITY_SQUARES: readonly SquareKey[] = [1, 2, 3, 4, 5].flatMap((y) =>
  [1, 2, 3, 4, 5].map((x) => squareKey(x, y)),
);
const CITY = new Set<string>(CITY_SQUARES);
const SIDE_OF = new Map<string, Side>(SIDES.flatMap((s) => SIDE_SQUARES[s].map((k) => [k, s] as const)));

export const isCitySquare = (key: string): boolean => CITY.has(key);
/** The side whose numbered space this is, or undefined for a city square or a square off the board. */
export const sideOfSquare = (key: string): Side | undefined => SIDE_OF.get(key);
export const isBoardSquare = (key: string): boolean => CITY.has(key) || SIDE_OF.has(key);

/** ANV-3: the number of forward steps from side s's numbered row (the numbered row is 0). */
export function rowFrom(side: Side, key: string): number {
  const { x, y } = squareXY(key);
  switch (side) {
    case 1:
      return y;
    case 2:
      return last - x;
    case 3:
      return last - y;
    case 4:
      return x;
  }
}

/** Position across side s in its arrow order (0 first). */
export function arrowIndex(side: Side, key: string): number {
  const { x, y } = squareXY(key);
  switch (side) {
    case 1:
      return x;
    case 2:
      return y;
    case 3:
      return last - x;
    case 4:
      return last - y;
  }
}

/** ANV-18/26: row by row from side s (nearest first), each row in the side's arrow order. */
export function compareFromSide(side: Side, a: string, b: string): number {
  return rowFrom(side, a) - rowFrom(side, b) || arrowIndex(side, a) - arrowIndex(side, b);
}

/** ANV-3: the 8 surrounding squares (king's move) that exist on the board, numbered ones included. */
export function adjacentSquares(key: string): SquareKey[] {
  const { x, y } = squareXY(key);
  const out: SquareKey[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const k = squareKey(x + dx, y + dy);
      if (isBoardSquare(k)) out.push(k);
    }
  return out;
}

const ADJACENT = new Map<string, SquareKey[]>(
  [...CITY_SQUARES, ...SIDES.flatMap((s) => SIDE_SQUARES[s])].map((k) => [k, adjacentSquares(k)]),
);
export const neighboursOf = (key: string): readonly SquareKey[] => ADJACENT.get(key) ?? [];

export function forwardOf(side: Side, key: string): SquareKey {
  const { x, y } = squareXY(key);
  const f = FORWARD[side];
  return squareKey(x + f.dx, y + f.dy);
}

export const nextSideClockwise = (side: Side): Side => ((side % 4) + 1) as Side;

/** Every board square, city squares first (row-major) then each side's numbered squares in arrow order. */
export const ALL_SQUARES: readonly SquareKey[] = [...CITY_SQUARES, ...SIDES.flatMap((s) => SIDE_SQUARES[s])];

/** Every grid square's key by board index, made once so a key read off the board is always the same string. */
const KEYS: readonly SquareKey[] = Array.from({ length: BOARD_SIZE * BOARD_SIZE }, (_, i) =>
  squareKey(i % BOARD_SIZE, Math.floor(i / BOARD_SIZE)),
);
const INDEX = new Map<string, number>(KEYS.map((key, i) => [key, i]));

/**
 * The board array's index of a square: row-major over the 7×7 grid, corners included (always empty). Decision:
 * ANV-2's board record is stored as this 49-entry array, because copying a record keyed "x,y" per event was the
 * largest cost of auto-play; squares are still named "x,y" everywhere else. -1 for a square off the grid.
 */
export const sq = (key: string): number => INDEX.get(key) ?? -1;
export const keyOfIndex = (index: number): SquareKey =>
  KEYS[index] ?? squareKey(index % BOARD_SIZE, Math.floor(index / BOARD_SIZE));

/** ANV-2: the empty board. */
export function emptyBoard(): Record<string, never>[] {
  return Array.from({ length: BOARD_SIZE * BOARD_SIZE }, () => ({}));
}
