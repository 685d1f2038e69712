/** A position in world units (y grows downward, towards South: HEX-1). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned rectangle in world units. */
export interface WorldRect {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}
