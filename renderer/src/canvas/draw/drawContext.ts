import type { CanvasDrawState } from '@shared/layout';

/**
 * The slice of the Canvas 2D API the map drawing uses. The browser's CanvasRenderingContext2D and Path2D satisfy
 * it; tests pass a recording fake, and printing can pass any Node canvas with the same methods. Keeping the draw
 * code against this type (not Konva's Context or DOM types) is what lets it run outside the browser.
 */
export interface PathBuilder {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(
    x: number,
    y: number,
    radius: number,
    startAngle: number,
    endAngle: number,
    counterclockwise?: boolean,
  ): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  rect(x: number, y: number, w: number, h: number): void;
}

/** Makes an empty path (`() => new Path2D()` in the browser). */
export type PathFactory = () => PathBuilder;

export interface DrawContext extends PathBuilder, CanvasDrawState {
  /** Fills the given path, or the current path when none is given. */
  fill(path?: PathBuilder): void;
  stroke(path?: PathBuilder): void;
  /** With `maxWidth`, text wider than that is condensed to fit (Canvas 2D). */
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  strokeText(text: string, x: number, y: number, maxWidth?: number): void;
  measureText(text: string): { readonly width: number };
}
