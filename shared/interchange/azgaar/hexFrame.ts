import { roundAxial } from '../../hex';
import { indexOfAxial } from '../../mapgen/mapGrid';
import { MAP_SIZE_LIMITS } from '../../mapgen/validateMapParams';

/** A rectangle of the world in its pixels. */
export interface PixelRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const SQRT3 = Math.sqrt(3);

/**
 * How a W×H odd-q hex rectangle (HEX-4) lies over a rectangle of the world. With hex size 1 (HEX-1) hex centres
 * are at x = 1.5·col, y = √3·(row + ½·(col & 1)), so the hexes' outline spans 1.5·W + 0.5 by √3·(H + ½); that
 * outline is stretched onto the rectangle (a size chosen from the rectangle's aspect, as proposeHexSize does,
 * keeps the stretch close to 1 both ways).
 */
export class HexFrame {
  private readonly sx: number;
  private readonly sy: number;

  constructor(
    readonly rect: PixelRect,
    readonly width: number,
    readonly height: number,
  ) {
    this.sx = (rect.right - rect.left) / (1.5 * width + 0.5);
    this.sy = (rect.bottom - rect.top) / (SQRT3 * (height + 0.5));
  }

  /** The pixel under the centre of the hex at (col, row). */
  centre(col: number, row: number): { x: number; y: number } {
    return {
      x: this.rect.left + (1.5 * col + 1) * this.sx,
      y: this.rect.top + (SQRT3 * (row + 0.5 * (col & 1)) + SQRT3 / 2) * this.sy,
    };
  }

  /** The grid index (col × H + row) of the hex under a pixel, or −1 outside the hexes (HEX-8). */
  indexAt(x: number, y: number): number {
    const hx = (x - this.rect.left) / this.sx - 1;
    const hy = (y - this.rect.top) / this.sy - SQRT3 / 2;
    const q = hx / 1.5;
    const { q: rq, r: rr } = roundAxial(q, hy / SQRT3 - q / 2);
    return indexOfAxial(this.width, this.height, rq, rr);
  }

  /** The hex under a pixel, or the nearest hex of the map when the pixel lies outside it. */
  nearestIndexAt(x: number, y: number): number {
    const inside = this.indexAt(x, y);
    if (inside >= 0) return inside;
    const hx = (x - this.rect.left) / this.sx - 1;
    const hy = (y - this.rect.top) / this.sy - SQRT3 / 2;
    const col = Math.min(this.width - 1, Math.max(0, Math.round(hx / 1.5)));
    const row = Math.min(this.height - 1, Math.max(0, Math.round(hy / SQRT3 - 0.5 * (col & 1))));
    return col * this.height + row;
  }
}

/** Hexes the proposed size aims at: about the demo campaign's scale, quick to play and to look at. */
const PROPOSED_HEXES = 1_800;

/**
 * The W×H the import dialog proposes for a rectangle of the world: about PROPOSED_HEXES hexes whose outline has the
 * rectangle's aspect ((1.5·W + 0.5) / (√3·(H + ½)) ≈ width / height), within the map size limits.
 */
export function proposeHexSize(rect: PixelRect, hexes = PROPOSED_HEXES): { width: number; height: number } {
  const aspect = (rect.right - rect.left) / (rect.bottom - rect.top);
  const clamp = (n: number) => Math.min(MAP_SIZE_LIMITS.max, Math.max(MAP_SIZE_LIMITS.min, Math.round(n)));
  // W·H = hexes with H ≈ 1.5·W / (√3·aspect).
  const width = clamp(Math.sqrt((hexes * SQRT3 * aspect) / 1.5));
  const height = clamp((1.5 * width + 0.5) / (SQRT3 * aspect) - 0.5);
  return { width, height };
}
