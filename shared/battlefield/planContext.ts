import type { CanvasDrawState } from '../layout/canvasDrawState';

/**
 * The slice of the Canvas 2D API the plan drawing uses: the browser's CanvasRenderingContext2D and
 * @napi-rs/canvas's context satisfy it, and svgContext records the same calls as SVG. One drawing, three outputs
 * (screen, PNG, SVG), so they cannot disagree. (shared/ has no DOM types, hence its own small interface.)
 */
export interface PlanContext extends CanvasDrawState {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  closePath(): void;
  fill(): void;
  /** Clips later drawing to the current path, until the matching restore. */
  clip(): void;
  stroke(): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
}
