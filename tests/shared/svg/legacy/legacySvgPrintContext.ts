/**
 * FROZEN: renderer/src/print/vector/svgPrintContext.ts as it was before its path recorder moved to shared/svg
 * (issue 32 helper "printpack"). Kept only so svgRecorderIdentity.test.ts proves the SVG exports byte-identical.
 */
import type { PathBuilder } from '../../../../renderer/src/canvas/draw/drawContext';
import type { PrintContext } from '../../../../renderer/src/print/printSurface';
import type { MeasureText } from '../../../../renderer/src/print/vector/svgPrintContext';

/** A PrintContext that records SVG instead of pixels, in named Inkscape layers. */
export interface LegacySvgPrintContext extends PrintContext {
  /** Everything drawn from now on goes into this layer (created on first use, in order). */
  beginLayer(name: string): void;
  /** The document: `widthMm` × `heightMm` on paper, the drawing's own units in its viewBox. */
  svg(widthMm: number, heightMm: number, title: string): string;
}

const num = (v: number) => {
  const rounded = Math.round(v * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A Path2D that keeps its SVG path data, so the same built paths fill a canvas and an SVG. */
export class LegacySvgPath implements PathBuilder {
  d = '';
  private start: [number, number] | null = null;
  private current: [number, number] | null = null;

  moveTo(x: number, y: number): void {
    this.d += `M${num(x)} ${num(y)}`;
    this.start = this.current = [x, y];
  }
  lineTo(x: number, y: number): void {
    if (!this.current) return this.moveTo(x, y);
    this.d += `L${num(x)} ${num(y)}`;
    this.current = [x, y];
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    if (!this.current) this.moveTo(cx, cy);
    this.d += `Q${num(cx)} ${num(cy)} ${num(x)} ${num(y)}`;
    this.current = [x, y];
  }
  closePath(): void {
    if (!this.current) return;
    this.d += 'Z';
    this.current = this.start;
  }
  rect(x: number, y: number, w: number, h: number): void {
    this.moveTo(x, y);
    this.d += `H${num(x + w)}V${num(y + h)}H${num(x)}Z`;
    this.current = [x, y];
  }
  /** Canvas arc semantics: a line to its start, then the arc, clockwise unless `ccw`; split so no piece passes π. */
  arc(x: number, y: number, r: number, a0: number, a1: number, ccw = false): void {
    // The end angle adjusted as browsers do (Chromium's adjustEndAngle): a sweep "backwards" wraps round, so
    // arc(0, 2π, anticlockwise) is a whole circle drawn anticlockwise (the hole of a city ring), not nothing.
    const full = 2 * Math.PI;
    let sweep: number;
    if (!ccw && a1 - a0 >= full) sweep = full;
    else if (ccw && a0 - a1 >= full) sweep = -full;
    else if (!ccw && a0 > a1) sweep = full - ((a0 - a1) % full);
    else if (ccw && a1 > a0) sweep = -(full - ((a1 - a0) % full));
    else sweep = a1 - a0;
    const sx = x + r * Math.cos(a0);
    const sy = y + r * Math.sin(a0);
    if (this.current) this.lineTo(sx, sy);
    else this.moveTo(sx, sy);
    const pieces = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2)));
    for (let i = 1; i <= pieces; i++) {
      const a = a0 + (sweep * i) / pieces;
      const ex = x + r * Math.cos(a);
      const ey = y + r * Math.sin(a);
      this.d += `A${num(r)} ${num(r)} 0 0 ${ccw ? 0 : 1} ${num(ex)} ${num(ey)}`;
      this.current = [ex, ey];
    }
  }
}

type Matrix = [number, number, number, number, number, number];

interface State {
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  lineCap: PrintContext['lineCap'];
  lineJoin: PrintContext['lineJoin'];
  globalAlpha: number;
  font: string;
  textAlign: PrintContext['textAlign'];
  textBaseline: PrintContext['textBaseline'];
  dash: number[];
  m: Matrix;
  clip: string | null;
}

/** "bold 2.6px sans-serif" → its size, family and weight/style words. */
function parseFont(font: string): { size: string; family: string; weight: string; style: string } {
  const match = /^(.*?)(\d*\.?\d+(?:e-?\d+)?)px\s+(.+)$/.exec(font.trim());
  if (!match) return { size: '10', family: 'sans-serif', weight: '', style: '' };
  const words = match[1]!.trim().split(/\s+/);
  return {
    size: num(Number(match[2])),
    family: match[3]!,
    weight: words.find((w) => /^(bold|bolder|lighter|\d00)$/.test(w)) ?? '',
    style: words.includes('italic') ? 'italic' : '',
  };
}

/**
 * The print drawing, recorded as SVG of `width` × `height` units (the sheet's device pixels): every fill, stroke and text the sheet code sends becomes one element with the
 * transform and clip in force, so the SVG is the same drawing as the PNG, not a second rendering of the map.
 * Elements go into the layer begun last, each an Inkscape layer (`inkscape:groupmode="layer"`) at the top of the
 * document, which is why transforms and clips are written per element instead of as nested groups.
 */
export function legacySvgPrintContext(
  width: number,
  height: number,
  measure: MeasureText,
): LegacySvgPrintContext {
  const layers = new Map<string, string[]>();
  const defs: string[] = [];
  let layer: string[] = [];
  /** The clip of the open `<g clip-path>` group of the current layer, if any. */
  const openClip = new Map<string[], string | null>();
  let path = new LegacySvgPath();
  const stack: State[] = [];
  let s: State = {
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
    m: [1, 0, 0, 1, 0, 0],
    clip: null,
  };
  let clips = 0;

  const openLayer = (name: string) => {
    let found = layers.get(name);
    if (!found) {
      found = [];
      layers.set(name, found);
    }
    layer = found;
  };
  openLayer('Sheet');

  const transform = () => {
    const [a, b, c, d, e, f] = s.m;
    return a === 1 && b === 0 && c === 0 && d === 1 && e === 0 && f === 0
      ? ''
      : ` transform="matrix(${[a, b, c, d, e, f].map(num).join(' ')})"`;
  };
  const alpha = () => (s.globalAlpha < 1 ? ` opacity="${num(s.globalAlpha)}"` : '');
  const strokeAttrs = () =>
    ` stroke="${esc(s.strokeStyle)}" stroke-width="${num(s.lineWidth)}"` +
    (s.lineCap !== 'butt' ? ` stroke-linecap="${s.lineCap}"` : '') +
    (s.lineJoin !== 'miter' ? ` stroke-linejoin="${s.lineJoin}"` : '') +
    (s.dash.length > 0 ? ` stroke-dasharray="${s.dash.map(num).join(' ')}"` : '');
  const emit = (element: string) => {
    const open = openClip.get(layer) ?? null;
    if (open !== s.clip) {
      if (open !== null) layer.push('</g>');
      if (s.clip !== null) layer.push(`<g clip-path="url(#${s.clip})">`);
      openClip.set(layer, s.clip);
    }
    layer.push(element);
  };
  const multiply = (n: Matrix) => {
    const [a, b, c, d, e, f] = s.m;
    const [a2, b2, c2, d2, e2, f2] = n;
    s.m = [
      a * a2 + c * b2,
      b * a2 + d * b2,
      a * c2 + c * d2,
      b * c2 + d * d2,
      a * e2 + c * f2 + e,
      b * e2 + d * f2 + f,
    ];
  };
  const text = (value: string, x: number, y: number, paint: string, maxWidth?: number) => {
    const font = parseFont(s.font);
    const anchor =
      s.textAlign === 'center'
        ? 'middle'
        : s.textAlign === 'right' || s.textAlign === 'end'
          ? 'end'
          : 'start';
    // SVG's dominant-baseline names do not fall where Canvas's textBaseline lines do, so text is written on its
    // alphabetic baseline, moved as the canvas measures it.
    const down = s.textBaseline === 'alphabetic' ? 0 : measure.toAlphabetic(s.font, value, s.textBaseline);
    const squeeze =
      maxWidth !== undefined && measure.width(s.font, value) > maxWidth
        ? ` textLength="${num(maxWidth)}" lengthAdjust="spacingAndGlyphs"`
        : '';
    emit(
      `<text x="${num(x)}" y="${num(y + down)}" font-family="${esc(font.family)}" font-size="${font.size}"` +
        (font.weight ? ` font-weight="${font.weight}"` : '') +
        (font.style ? ` font-style="${font.style}"` : '') +
        (anchor !== 'start' ? ` text-anchor="${anchor}"` : '') +
        `${squeeze}${paint}${alpha()}${transform()} xml:space="preserve">${esc(value)}</text>`,
    );
  };

  const ctx: LegacySvgPrintContext = {
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
      if (v > 0 && Number.isFinite(v)) s.lineWidth = v;
    },
    get lineCap() {
      return s.lineCap;
    },
    set lineCap(v) {
      s.lineCap = v;
    },
    get lineJoin() {
      return s.lineJoin;
    },
    set lineJoin(v) {
      s.lineJoin = v;
    },
    get globalAlpha() {
      return s.globalAlpha;
    },
    set globalAlpha(v: number) {
      if (v >= 0 && v <= 1) s.globalAlpha = v;
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
    set textAlign(v) {
      s.textAlign = v;
    },
    get textBaseline() {
      return s.textBaseline;
    },
    set textBaseline(v) {
      s.textBaseline = v;
    },
    save() {
      stack.push({ ...s, dash: [...s.dash], m: [...s.m] });
    },
    restore() {
      const saved = stack.pop();
      if (saved) s = saved;
    },
    beginLayer: openLayer,
    clip() {
      const id = `clip${++clips}`;
      const parent = s.clip ? ` clip-path="url(#${s.clip})"` : '';
      defs.push(
        `<clipPath id="${id}" clipPathUnits="userSpaceOnUse"${parent}><path d="${path.d}"${transform()}/></clipPath>`,
      );
      s.clip = id;
    },
    beginPath() {
      path = new LegacySvgPath();
    },
    moveTo: (x, y) => path.moveTo(x, y),
    lineTo: (x, y) => path.lineTo(x, y),
    quadraticCurveTo: (cx, cy, x, y) => path.quadraticCurveTo(cx, cy, x, y),
    arc: (x, y, r, a0, a1, ccw) => path.arc(x, y, r, a0, a1, ccw),
    rect: (x, y, w, h) => path.rect(x, y, w, h),
    closePath: () => path.closePath(),
    fill(given) {
      const d = (given as LegacySvgPath | undefined)?.d ?? path.d;
      if (d) emit(`<path d="${d}" fill="${esc(s.fillStyle)}"${alpha()}${transform()}/>`);
    },
    stroke(given) {
      const d = (given as LegacySvgPath | undefined)?.d ?? path.d;
      if (d) emit(`<path d="${d}" fill="none"${strokeAttrs()}${alpha()}${transform()}/>`);
    },
    fillRect(x, y, w, h) {
      emit(
        `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${esc(s.fillStyle)}"${alpha()}${transform()}/>`,
      );
    },
    strokeRect(x, y, w, h) {
      emit(
        `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="none"${strokeAttrs()}${alpha()}${transform()}/>`,
      );
    },
    fillText(value, x, y, maxWidth) {
      text(value, x, y, ` fill="${esc(s.fillStyle)}"`, maxWidth);
    },
    strokeText(value, x, y, maxWidth) {
      text(value, x, y, ` fill="none"${strokeAttrs()}`, maxWidth);
    },
    measureText: (value) => ({ width: measure.width(s.font, value) }),
    setLineDash(segments) {
      s.dash = [...segments];
    },
    translate(x, y) {
      multiply([1, 0, 0, 1, x, y]);
    },
    scale(x, y) {
      multiply([x, 0, 0, y, 0, 0]);
    },
    rotate(angle) {
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      multiply([cos, sin, -sin, cos, 0, 0]);
    },
    svg(widthMm, heightMm, title) {
      const groups = [...layers.entries()]
        .filter(([, elements]) => elements.length > 0)
        .map(([name, elements], index) => {
          const close = openClip.get(elements) ? '\n</g>' : '';
          const id = `layer${index + 1}`;
          return `<g inkscape:groupmode="layer" inkscape:label="${esc(name)}" id="${id}">\n${elements.join('\n')}${close}\n</g>`;
        });
      return (
        `<?xml version="1.0" encoding="UTF-8"?>\n` +
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ` +
        `width="${num(widthMm)}mm" height="${num(heightMm)}mm" viewBox="0 0 ${num(width)} ${num(height)}">\n` +
        `<title>${esc(title)}</title>\n<defs>\n${defs.join('\n')}\n</defs>\n${groups.join('\n')}\n</svg>\n`
      );
    },
  };
  return ctx;
}
