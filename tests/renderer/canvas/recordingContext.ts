import type { DrawContext, PathBuilder } from '../../../renderer/src/canvas/draw/drawContext';

/** A path that remembers its commands, standing in for Path2D. */
export class RecordingPath implements PathBuilder {
  readonly commands: { op: string; args: number[] }[] = [];
  moveTo(...args: number[]) {
    this.commands.push({ op: 'moveTo', args });
  }
  lineTo(...args: number[]) {
    this.commands.push({ op: 'lineTo', args });
  }
  closePath() {
    this.commands.push({ op: 'closePath', args: [] });
  }
  arc(x: number, y: number, radius: number, start: number, end: number, counterclockwise = false) {
    this.commands.push({ op: 'arc', args: [x, y, radius, start, end, counterclockwise ? 1 : 0] });
  }
  quadraticCurveTo(...args: number[]) {
    this.commands.push({ op: 'quadraticCurveTo', args });
  }
  rect(...args: number[]) {
    this.commands.push({ op: 'rect', args });
  }
  count(op: string): number {
    return this.commands.filter((command) => command.op === op).length;
  }
}

export const createRecordingPath = (): RecordingPath => new RecordingPath();

export interface DrawCall {
  readonly op: string;
  readonly fillStyle: string | object;
  readonly strokeStyle: string | object;
  readonly path?: PathBuilder;
  readonly text?: string;
  /** Where text was written, and the width it was fitted to, if any. */
  readonly x?: number;
  readonly y?: number;
  readonly maxWidth?: number;
  readonly font?: string;
}

/** A 2D context that records fills, strokes and text with the style in force, standing in for a canvas. */
export class RecordingContext extends RecordingPath implements DrawContext {
  fillStyle: string | object = '#000';
  strokeStyle: string | object = '#000';
  lineWidth = 1;
  lineCap: DrawContext['lineCap'] = 'butt';
  lineJoin: DrawContext['lineJoin'] = 'miter';
  globalAlpha = 1;
  font = '10px sans-serif';
  textAlign: DrawContext['textAlign'] = 'start';
  textBaseline: DrawContext['textBaseline'] = 'alphabetic';
  readonly calls: DrawCall[] = [];
  private record(op: string, extra: Partial<DrawCall> = {}) {
    this.calls.push({ op, fillStyle: this.fillStyle, strokeStyle: this.strokeStyle, ...extra });
  }
  save() {}
  restore() {}
  beginPath() {}
  translate() {}
  rotate() {}
  setLineDash() {}
  fill(path?: PathBuilder) {
    this.record('fill', path ? { path } : {});
  }
  stroke(path?: PathBuilder) {
    this.record('stroke', path ? { path } : {});
  }
  fillRect() {
    this.record('fillRect');
  }
  fillText(text: string, x: number, y: number, maxWidth?: number) {
    this.record('fillText', { text, x, y, font: this.font, ...(maxWidth === undefined ? {} : { maxWidth }) });
  }
  strokeText(text: string) {
    this.record('strokeText', { text });
  }
  /** Text is 6 units per character wide, so label layout is predictable in tests. */
  measureText(text: string) {
    return { width: text.length * 6 };
  }
  ops(op: string): DrawCall[] {
    return this.calls.filter((call) => call.op === op);
  }
}
