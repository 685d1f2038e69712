import { svgNumber } from './svgNumber';

/**
 * How a recorder writes path data. The printed map's SVG (issue 31) and the battle's table plan (issue 29) were
 * written by two recorders with their own habits; one recorder keeps both habits as options, so each SVG stays
 * byte for byte what it was (tests/shared/svg/svgRecorderIdentity.test.ts).
 */
export interface SvgPathStyle {
  /** Decimals of every number. */
  readonly digits: number;
  /** `rect` as M H V H Z (`'hv'`) or as M L L L Z (`'lines'`). */
  readonly rect: 'hv' | 'lines';
  /**
   * `'canvas'`: Canvas 2D arc semantics (direction, a backwards sweep wrapping round, pieces of at most π/2);
   * `'halves'`: clockwise from start to end in two halves, a full circle kept just short of closing.
   */
  readonly arc: 'canvas' | 'halves';
  /** closePath with no current point: nothing, as Canvas does (`false`), or a bare Z (`true`). */
  readonly closeEmpty: boolean;
}

/** The printed map's habits (renderer/src/print/vector): millimetre-scale numbers need three decimals. */
export const PRINT_PATH_STYLE: SvgPathStyle = { digits: 3, rect: 'hv', arc: 'canvas', closeEmpty: false };
/** The table plan's habits (shared/battlefield): pixels at 10 an inch, two decimals. */
export const PLAN_PATH_STYLE: SvgPathStyle = { digits: 2, rect: 'lines', arc: 'halves', closeEmpty: true };

/**
 * Canvas path calls recorded as SVG path data (`d`): a Path2D stand-in, so the same drawing code fills a canvas
 * and writes an SVG. Shared by the print SVG recorder and the battlefield plan's (one recorder, two styles).
 */
export class SvgPath {
  d = '';
  private start: [number, number] | null = null;
  private current: [number, number] | null = null;

  constructor(private readonly style: SvgPathStyle = PRINT_PATH_STYLE) {}

  private num(v: number): string {
    return svgNumber(v, this.style.digits);
  }

  moveTo(x: number, y: number): void {
    this.d += `M${this.num(x)} ${this.num(y)}`;
    this.start = this.current = [x, y];
  }
  lineTo(x: number, y: number): void {
    if (!this.current) return this.moveTo(x, y);
    this.d += `L${this.num(x)} ${this.num(y)}`;
    this.current = [x, y];
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    if (!this.current) this.moveTo(cx, cy);
    this.d += `Q${this.num(cx)} ${this.num(cy)} ${this.num(x)} ${this.num(y)}`;
    this.current = [x, y];
  }
  closePath(): void {
    if (!this.current && !this.style.closeEmpty) return;
    this.d += 'Z';
    this.current = this.start;
  }
  rect(x: number, y: number, w: number, h: number): void {
    if (this.style.rect === 'lines') {
      this.moveTo(x, y);
      this.lineTo(x + w, y);
      this.lineTo(x + w, y + h);
      this.lineTo(x, y + h);
      this.closePath();
      return;
    }
    this.moveTo(x, y);
    this.d += `H${this.num(x + w)}V${this.num(y + h)}H${this.num(x)}Z`;
    this.current = [x, y];
  }
  /** An arc from angle `a0` to `a1` round (x, y), after a line from the current point to its start. */
  arc(x: number, y: number, r: number, a0: number, a1: number, ccw = false): void {
    const full = 2 * Math.PI;
    let sweep: number;
    let pieces: number;
    if (this.style.arc === 'halves') {
      sweep = a1 - a0 >= full ? full - 1e-6 : a1 - a0;
      // Two halves, so a full circle is drawn (one SVG arc cannot start and end at the same point).
      pieces = 2;
      ccw = false;
    } else {
      // The end angle adjusted as browsers do (Chromium's adjustEndAngle): a sweep "backwards" wraps round, so
      // arc(0, 2π, anticlockwise) is a whole circle drawn anticlockwise (the hole of a city ring), not nothing.
      if (!ccw && a1 - a0 >= full) sweep = full;
      else if (ccw && a0 - a1 >= full) sweep = -full;
      else if (!ccw && a0 > a1) sweep = full - ((a0 - a1) % full);
      else if (ccw && a1 > a0) sweep = -(full - ((a1 - a0) % full));
      else sweep = a1 - a0;
      pieces = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2)));
    }
    const sx = x + r * Math.cos(a0);
    const sy = y + r * Math.sin(a0);
    if (this.current) this.lineTo(sx, sy);
    else this.moveTo(sx, sy);
    for (let i = 1; i <= pieces; i++) {
      const a = a0 + (sweep * i) / pieces;
      const ex = x + r * Math.cos(a);
      const ey = y + r * Math.sin(a);
      this.d += `A${this.num(r)} ${this.num(r)} 0 0 ${ccw ? 0 : 1} ${this.num(ex)} ${this.num(ey)}`;
      this.current = [ex, ey];
    }
  }
}
