import { escapeSvg, PLAN_PATH_STYLE, SvgPath, svgNumber, svgTransformAttr, type SvgMatrix } from '../svg';
import type { PlanContext } from './planContext';

interface Style {
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  lineCap: PlanContext['lineCap'];
  lineJoin: PlanContext['lineJoin'];
  globalAlpha: number;
  font: string;
  textAlign: PlanContext['textAlign'];
  textBaseline: PlanContext['textBaseline'];
  dash: number[];
  /** Clip groups opened since the matching save (closed again by restore). */
  groups: number;
  /** Affine matrix a b c d e f, as SVG's matrix(). */
  m: SvgMatrix;
}

const n = (v: number) => svgNumber(v, PLAN_PATH_STYLE.digits);
const esc = escapeSvg;

/** A PlanContext that writes SVG elements instead of pixels; `svg()` returns the document. */
export function svgContext(width: number, height: number): PlanContext & { svg(): string } {
  const out: string[] = [];
  // The path recorder is the print SVG's (shared/svg), in the plan's style.
  let path = new SvgPath(PLAN_PATH_STYLE);
  const stack: Style[] = [];
  let s: Style = {
    fillStyle: '#000000',
    strokeStyle: '#000000',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    globalAlpha: 1,
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    dash: [],
    groups: 0,
    m: [1, 0, 0, 1, 0, 0],
  };
  let clips = 0;
  const transform = () => svgTransformAttr(s.m, PLAN_PATH_STYLE.digits);
  const alpha = () => (s.globalAlpha < 1 ? ` opacity="${n(s.globalAlpha)}"` : '');
  const strokeAttrs = () =>
    ` stroke="${s.strokeStyle}" stroke-width="${n(s.lineWidth)}" stroke-linecap="${s.lineCap}" stroke-linejoin="${s.lineJoin}"` +
    (s.dash.length > 0 ? ` stroke-dasharray="${s.dash.map(n).join(' ')}"` : '');
  const ctx = {
    get fillStyle() {
      return s.fillStyle;
    },
    set fillStyle(v: string | object) {
      s.fillStyle = String(v);
    },
    get strokeStyle() {
      return s.strokeStyle;
    },
    set strokeStyle(v: string | object) {
      s.strokeStyle = String(v);
    },
    get lineWidth() {
      return s.lineWidth;
    },
    set lineWidth(v: number) {
      s.lineWidth = v;
    },
    get lineCap() {
      return s.lineCap;
    },
    set lineCap(v: PlanContext['lineCap']) {
      s.lineCap = v;
    },
    get lineJoin() {
      return s.lineJoin;
    },
    set lineJoin(v: PlanContext['lineJoin']) {
      s.lineJoin = v;
    },
    get globalAlpha() {
      return s.globalAlpha;
    },
    set globalAlpha(v: number) {
      s.globalAlpha = v;
    },
    get font() {
      return s.font;
    },
    set font(v: string) {
      s.font = v;
    },
    get textAlign() {
      return s.textAlign;
    },
    set textAlign(v: PlanContext['textAlign']) {
      s.textAlign = v;
    },
    get textBaseline() {
      return s.textBaseline;
    },
    set textBaseline(v: PlanContext['textBaseline']) {
      s.textBaseline = v;
    },
    save() {
      stack.push({ ...s, dash: [...s.dash], m: [...s.m] });
    },
    restore() {
      const saved = stack.pop();
      if (!saved) return;
      for (let i = saved.groups; i < s.groups; i++) out.push('</g>');
      s = saved;
    },
    clip() {
      const id = `clip${++clips}`;
      out.push(
        `<clipPath id="${id}"><path d="${path.d}"${transform()}/></clipPath>`,
        `<g clip-path="url(#${id})">`,
      );
      s.groups++;
    },
    beginPath() {
      path = new SvgPath(PLAN_PATH_STYLE);
    },
    moveTo: (x: number, y: number) => path.moveTo(x, y),
    lineTo: (x: number, y: number) => path.lineTo(x, y),
    quadraticCurveTo: (cx: number, cy: number, x: number, y: number) => path.quadraticCurveTo(cx, cy, x, y),
    arc: (x: number, y: number, r: number, a0: number, a1: number) => path.arc(x, y, r, a0, a1),
    rect: (x: number, y: number, w: number, h: number) => path.rect(x, y, w, h),
    closePath: () => path.closePath(),
    fill() {
      if (path.d) out.push(`<path d="${path.d}" fill="${s.fillStyle}"${alpha()}${transform()}/>`);
    },
    stroke() {
      if (path.d) out.push(`<path d="${path.d}" fill="none"${strokeAttrs()}${alpha()}${transform()}/>`);
    },
    fillRect(x: number, y: number, w: number, h: number) {
      out.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${s.fillStyle}"${alpha()}${transform()}/>`,
      );
    },
    strokeRect(x: number, y: number, w: number, h: number) {
      out.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none"${strokeAttrs()}${alpha()}${transform()}/>`,
      );
    },
    fillText(text: string, x: number, y: number) {
      const anchor =
        s.textAlign === 'center'
          ? 'middle'
          : s.textAlign === 'right' || s.textAlign === 'end'
            ? 'end'
            : 'start';
      const baseline =
        s.textBaseline === 'middle'
          ? 'central'
          : s.textBaseline === 'top' || s.textBaseline === 'hanging'
            ? 'hanging'
            : 'alphabetic';
      const size = /(\d+(?:\.\d+)?)px/.exec(s.font)?.[1] ?? '10';
      const weight = /bold/.test(s.font) ? ' font-weight="bold"' : '';
      const italic = /italic/.test(s.font) ? ' font-style="italic"' : '';
      out.push(
        `<text x="${n(x)}" y="${n(y)}" font-family="Helvetica, Arial, sans-serif" font-size="${size}"${weight}${italic} text-anchor="${anchor}" dominant-baseline="${baseline}" fill="${s.fillStyle}"${alpha()}${transform()}>${esc(text)}</text>`,
      );
    },
    setLineDash(segments: number[]) {
      s.dash = [...segments];
    },
    translate(x: number, y: number) {
      const [a, b, c, d, e, f] = s.m;
      s.m = [a, b, c, d, e + a * x + c * y, f + b * x + d * y];
    },
    rotate(angle: number) {
      const [a, b, c, d, e, f] = s.m;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      s.m = [a * cos + c * sin, b * cos + d * sin, c * cos - a * sin, d * cos - b * sin, e, f];
    },
    svg() {
      return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}">\n${out.join('\n')}\n</svg>\n`;
    },
  };
  return ctx;
}
