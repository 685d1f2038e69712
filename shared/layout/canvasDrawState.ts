/**
 * The drawing state every Hexmarch drawing sets on a Canvas 2D context: the map (renderer canvas/draw, print) and
 * the battlefield plan (shared/battlefield) alike. The browser's CanvasRenderingContext2D, @napi-rs/canvas's
 * context and the plan's SVG recorder all satisfy it. (shared/ has no DOM types, hence its own small interface;
 * each drawing adds the path and text methods it uses.)
 */
export interface CanvasDrawState {
  fillStyle: string | object;
  strokeStyle: string | object;
  lineWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'bevel' | 'miter' | 'round';
  globalAlpha: number;
  font: string;
  textAlign: 'center' | 'end' | 'left' | 'right' | 'start';
  textBaseline: 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
  save(): void;
  restore(): void;
  beginPath(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  setLineDash(segments: number[]): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
}
