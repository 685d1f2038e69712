import { DIRECTIONS, type Direction } from '../hex';
import type { Terrain } from '../map';
import type { BattlefieldPlan, TablePoint, TerrainPiece } from './battlefieldTypes';
import type { PlanContext } from './planContext';
import { svgContext } from './svgContext';
import { bearingVector } from './tableGeometry';
import { tableText } from './tableSize';
import { t } from '../i18n';
import { PIECE_KINDS, pieceName } from './terrainRules';

/** Issue 29: tabletop scale, one inch of table per 10 px. */
export const PX_PER_INCH = 10;
const RULER = 28;
const PAD = 14;
const PANEL = 250;

/** How to draw a plan: pixels per inch, with the side panel (legend, hex inset) and its notes or not. */
export interface PlanDrawOptions {
  readonly scale?: number;
  readonly legend?: boolean;
  /** The notes under the legend (the printed pack sets them as text instead). */
  readonly notes?: boolean;
}

/** Where the drawing puts things, for given options: the table's top-left and the whole picture's size. */
export function planLayout(plan: BattlefieldPlan, options: PlanDrawOptions = {}) {
  const { scale = PX_PER_INCH, legend = true, notes = true } = options;
  const tableW = plan.table.width * scale;
  const tableH = plan.table.height * scale;
  const width = RULER + tableW + PAD + (legend ? PANEL : 0);
  const height = Math.max(RULER + tableH + PAD, legend ? RULER + panelHeight(plan, notes) + PAD : 0);
  return { tableX: RULER, tableY: RULER, tableW, tableH, width, height, scale };
}

const TERRAIN_FILL: Record<Terrain, string> = {
  open: '#e8e2b8',
  forest: '#4f7f3a',
  hills: '#c9b27c',
  marsh: '#9fb89a',
  mountain: '#6e6a66',
  water: '#6aa0cc',
};
const INK = '#222222';
const TABLE = '#e7e3c4';
const RIVER = '#5b9bd5';

/**
 * Draws the plan: the table with its inch grid and rulers (every 6″ labelled), deployment zones in the side
 * colours, the river, the pieces, the markers and, with `legend`, a panel with the title, the legend, the hex
 * inset the plan came from (the battle hex and its six neighbours, the attacker's arrow) and the notes.
 */
export function drawBattlefield(
  ctx: PlanContext,
  plan: BattlefieldPlan,
  options: PlanDrawOptions = {},
): void {
  const { scale = PX_PER_INCH, legend = true, notes = true } = options;
  const L = planLayout(plan, options);
  const X = (inches: number) => L.tableX + inches * scale;
  const Y = (inches: number) => L.tableY + inches * scale;
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, L.width, L.height);
  ctx.fillStyle = TABLE;
  ctx.fillRect(L.tableX, L.tableY, L.tableW, L.tableH);

  // Inch grid: every inch faint, every 6″ stronger and labelled on the rulers.
  ctx.lineWidth = 1;
  for (let i = 0; i <= plan.table.width; i++)
    line(ctx, X(i), Y(0), X(i), Y(plan.table.height), i % 6 === 0 ? '#b9b38f' : '#d9d4b2');
  for (let j = 0; j <= plan.table.height; j++)
    line(ctx, X(0), Y(j), X(plan.table.width), Y(j), j % 6 === 0 ? '#b9b38f' : '#d9d4b2');
  ctx.fillStyle = INK;
  ctx.font = '10px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  for (let i = 0; i <= plan.table.width; i += 6) ctx.fillText(`${i}″`, X(i), L.tableY - 4);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (let j = 0; j <= plan.table.height; j += 6) ctx.fillText(`${j}″`, L.tableX - 4, Y(j));

  // Deployment zones in the side colours.
  for (const z of plan.zones) {
    const color = plan.site.sides[z.side].color;
    ctx.save();
    ctx.beginPath();
    if (z.shape.type === 'rect') ctx.rect(X(z.shape.x), Y(z.shape.y), z.shape.w * scale, z.shape.h * scale);
    else {
      const start = cornerStart(z.shape, plan);
      ctx.moveTo(X(z.shape.x), Y(z.shape.y));
      ctx.arc(X(z.shape.x), Y(z.shape.y), z.shape.r * scale, start, start + Math.PI / 2);
      ctx.closePath();
    }
    ctx.globalAlpha = 0.22;
    ctx.fillStyle = color;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = color;
    ctx.lineWidth = 2;
    ctx.setLineDash([8, 5]);
    ctx.stroke();
    ctx.restore();
  }

  // River: a darker bank under the water.
  if (plan.river) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(L.tableX, L.tableY, L.tableW, L.tableH);
    ctx.clip();
    for (const [color, extra] of [
      ['#3f6f99', 2],
      [RIVER, 0],
    ] as const) {
      ctx.save();
      ctx.strokeStyle = color;
      ctx.lineWidth = plan.river.width * scale + extra;
      // Flat ends on the table edge; a disc joins the arms at the junction.
      ctx.lineCap = 'butt';
      ctx.lineJoin = 'round';
      for (const arm of plan.river.arms) {
        ctx.beginPath();
        arm.points.forEach((p, i) => (i === 0 ? ctx.moveTo(X(p.x), Y(p.y)) : ctx.lineTo(X(p.x), Y(p.y))));
        ctx.stroke();
      }
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(
        X(plan.river.junction.x),
        Y(plan.river.junction.y),
        (plan.river.width * scale + extra) / 2,
        0,
        2 * Math.PI,
      );
      ctx.fill();
      ctx.restore();
    }
    ctx.restore();
  }

  for (const piece of plan.pieces) drawPiece(ctx, piece, X, Y, scale, plan);

  // Zone captions over the terrain.
  ctx.font = 'bold 11px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const z of plan.zones) {
    // A quarter of the way along the zone, so the middle of its edge stays clear for SCEN-15/18 markers.
    const c =
      z.shape.type === 'rect'
        ? z.shape.w >= z.shape.h
          ? { x: z.shape.x + z.shape.w / 4, y: z.shape.y + z.shape.h / 2 }
          : { x: z.shape.x + z.shape.w / 2, y: z.shape.y + z.shape.h / 4 }
        : { x: z.shape.x + (z.shape.x === 0 ? 5 : -5), y: z.shape.y + (z.shape.y === 0 ? 5 : -5) };
    const name = t(`battlefield:draw.${z.side}`, { name: plan.site.sides[z.side].name });
    ctx.fillStyle = '#ffffff';
    ctx.globalAlpha = 0.75;
    ctx.fillRect(X(c.x) - name.length * 3.4, Y(c.y) - 8, name.length * 6.8, 16);
    ctx.globalAlpha = 1;
    ctx.fillStyle = INK;
    ctx.fillText(name, X(c.x), Y(c.y));
  }

  for (const m of plan.markers) drawMarker(ctx, m, X, Y, scale, plan);

  ctx.strokeStyle = INK;
  ctx.lineWidth = 2;
  ctx.setLineDash([]);
  ctx.strokeRect(L.tableX, L.tableY, L.tableW, L.tableH);

  if (legend) drawPanel(ctx, plan, L.tableX + L.tableW + PAD, L.tableY, notes);
  ctx.restore();
}

function line(ctx: PlanContext, x1: number, y1: number, x2: number, y2: number, color: string) {
  ctx.strokeStyle = color;
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

/** The start angle of a corner zone's quarter disc, pointing into the table. */
function cornerStart(z: { x: number; y: number }, plan: BattlefieldPlan): number {
  const right = z.x === 0;
  const down = z.y === 0;
  if (right && down) return 0;
  if (!right && down) return Math.PI / 2;
  if (!right && !down) return Math.PI;
  void plan;
  return (3 * Math.PI) / 2;
}

function blob(
  ctx: PlanContext,
  pts: readonly TablePoint[],
  X: (v: number) => number,
  Y: (v: number) => number,
) {
  // A smooth closed curve through the midpoints, with the outline points as control points.
  const mid = (a: TablePoint, b: TablePoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const first = mid(pts[pts.length - 1]!, pts[0]!);
  ctx.beginPath();
  ctx.moveTo(X(first.x), Y(first.y));
  pts.forEach((p, i) => {
    const m = mid(p, pts[(i + 1) % pts.length]!);
    ctx.quadraticCurveTo(X(p.x), Y(p.y), X(m.x), Y(m.y));
  });
  ctx.closePath();
}

function darker(hex: string): string {
  const v = parseInt(hex.slice(1), 16);
  const f = (c: number) =>
    Math.round(c * 0.6)
      .toString(16)
      .padStart(2, '0');
  return `#${f(v >> 16)}${f((v >> 8) & 255)}${f(v & 255)}`;
}

function drawPiece(
  ctx: PlanContext,
  piece: TerrainPiece,
  X: (v: number) => number,
  Y: (v: number) => number,
  s: number,
  plan: BattlefieldPlan,
) {
  const kind = PIECE_KINDS[piece.kind];
  const f = piece.footprint;
  ctx.save();
  ctx.fillStyle = kind.fill;
  ctx.strokeStyle = darker(kind.fill);
  ctx.lineWidth = 1.5;
  if (piece.kind === 'bridge' || piece.kind === 'ford') {
    const c = f.type === 'circle' ? f : { x: f.x + f.w / 2, y: f.y + f.h / 2 };
    const long = ((plan.river?.width ?? 3) + 2) * s;
    const wide = (piece.kind === 'bridge' ? 2.5 : 4) * s;
    ctx.translate(X(c.x), Y(c.y));
    ctx.rotate(piece.angle ?? 0);
    ctx.fillRect(-long / 2, -wide / 2, long, wide);
    ctx.strokeRect(-long / 2, -wide / 2, long, wide);
    if (piece.kind === 'ford') {
      ctx.fillStyle = '#7a98aa';
      for (let i = -2; i <= 2; i++) {
        ctx.beginPath();
        ctx.arc((i * long) / 6, 0, 0.35 * s, 0, 2 * Math.PI);
        ctx.fill();
      }
    }
    ctx.restore();
    return;
  }
  if (f.type === 'circle') {
    blob(ctx, piece.outline ?? circlePoints(f), X, Y);
    ctx.fill();
    ctx.stroke();
    const inner = (k: number) =>
      (piece.outline ?? circlePoints(f)).map((p) => ({ x: f.x + (p.x - f.x) * k, y: f.y + (p.y - f.y) * k }));
    if (piece.kind === 'hill') {
      ctx.strokeStyle = darker(kind.fill);
      ctx.lineWidth = 1;
      blob(ctx, inner(0.6), X, Y);
      ctx.stroke();
      blob(ctx, inner(0.25), X, Y);
      ctx.stroke();
    } else if (piece.kind === 'woods') {
      ctx.fillStyle = '#2f5a22';
      for (const p of inner(0.55)) {
        ctx.beginPath();
        ctx.arc(X(p.x), Y(p.y), 0.8 * s, 0, 2 * Math.PI);
        ctx.fill();
      }
      ctx.beginPath();
      ctx.arc(X(f.x), Y(f.y), 0.9 * s, 0, 2 * Math.PI);
      ctx.fill();
    } else if (piece.kind === 'crags') {
      ctx.strokeStyle = '#f0f0f0';
      ctx.lineWidth = 1;
      for (const p of inner(0.6)) line(ctx, X(f.x), Y(f.y), X(p.x), Y(p.y), '#3e3b38');
    } else if (piece.kind === 'marsh') {
      ctx.strokeStyle = '#45663f';
      ctx.lineWidth = 1;
      for (const p of inner(0.55)) {
        for (const dx of [-0.4, 0, 0.4]) line(ctx, X(p.x), Y(p.y), X(p.x + dx), Y(p.y - 0.9), '#45663f');
      }
    } else {
      for (const k of [0.3, -0.3]) {
        ctx.beginPath();
        ctx.moveTo(X(f.x - f.r * 0.4), Y(f.y + k * f.r));
        ctx.quadraticCurveTo(X(f.x), Y(f.y + k * f.r - 0.6), X(f.x + f.r * 0.4), Y(f.y + k * f.r));
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
      }
    }
  } else {
    ctx.fillRect(X(f.x), Y(f.y), f.w * s, f.h * s);
    if (piece.kind === 'field') {
      ctx.strokeStyle = '#b8a960';
      ctx.lineWidth = 1;
      for (let x = f.x + 1; x < f.x + f.w; x += 1)
        line(ctx, X(x), Y(f.y + 0.5), X(x), Y(f.y + f.h - 0.5), '#c4b66a');
      ctx.strokeStyle = '#8a7a4a';
      ctx.lineWidth = 2;
      ctx.strokeRect(X(f.x), Y(f.y), f.w * s, f.h * s);
    } else if (piece.kind === 'settlement') {
      ctx.fillStyle = '#7a4e36';
      for (let y = f.y + 1; y + 2 <= f.y + f.h - 0.5; y += 3)
        for (let x = f.x + 1; x + 2 <= f.x + f.w - 0.5; x += 3) ctx.fillRect(X(x), Y(y), 2 * s, 1.6 * s);
      ctx.strokeStyle = '#5a3826';
      ctx.strokeRect(X(f.x), Y(f.y), f.w * s, f.h * s);
    } else {
      // Fortress walls: a thick curtain wall with a tower at each corner.
      ctx.fillStyle = '#d9d6cf';
      ctx.fillRect(X(f.x + 1), Y(f.y + 1), (f.w - 2) * s, (f.h - 2) * s);
      ctx.strokeStyle = '#4a4a52';
      ctx.lineWidth = 0.8 * s;
      ctx.strokeRect(X(f.x + 0.5), Y(f.y + 0.5), (f.w - 1) * s, (f.h - 1) * s);
      ctx.fillStyle = '#4a4a52';
      for (const [x, y] of [
        [f.x, f.y],
        [f.x + f.w - 2, f.y],
        [f.x, f.y + f.h - 2],
        [f.x + f.w - 2, f.y + f.h - 2],
      ] as const)
        ctx.fillRect(X(x), Y(y), 2 * s, 2 * s);
    }
    if (piece.label) {
      ctx.fillStyle = INK;
      ctx.font = 'bold 11px sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(piece.label, X(f.x + f.w / 2), Y(f.y + f.h) + 3);
    }
  }
  ctx.restore();
}

function circlePoints(f: { x: number; y: number; r: number }): TablePoint[] {
  return Array.from({ length: 10 }, (_, i) => ({
    x: f.x + f.r * Math.cos((i / 10) * 2 * Math.PI),
    y: f.y + f.r * Math.sin((i / 10) * 2 * Math.PI),
  }));
}

function drawMarker(
  ctx: PlanContext,
  m: BattlefieldPlan['markers'][number],
  X: (v: number) => number,
  Y: (v: number) => number,
  s: number,
  plan: BattlefieldPlan,
) {
  const color = m.side ? plan.site.sides[m.side].color : '#222222';
  ctx.save();
  ctx.beginPath();
  const r = m.kind === 'objective' || m.kind === 'relic' ? 1 * s : 0.8 * s;
  ctx.arc(X(m.x), Y(m.y), Math.max(r, 6), 0, 2 * Math.PI);
  ctx.fillStyle = m.kind === 'relic' ? '#f2c200' : '#ffffff';
  ctx.fill();
  ctx.strokeStyle = color;
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = 'bold 11px sans-serif';
  const nearRight = m.x > plan.table.width - 6;
  const nearBottom = m.y > plan.table.height - 3;
  ctx.textAlign = nearRight ? 'right' : 'left';
  ctx.textBaseline = nearBottom ? 'bottom' : m.y < 3 ? 'top' : 'middle';
  ctx.fillText(m.label, X(m.x) + (nearRight ? -9 : 9), Y(m.y) + (nearBottom ? -4 : m.y < 3 ? 4 : 0));
  ctx.restore();
}

/** The panel's height in px, counted as drawPanel lays it out. */
function panelHeight(plan: BattlefieldPlan, withNotes: boolean): number {
  const title = wrap(plan.site.title, 32).length * 16 + 20 + 124 + 15;
  const kinds = new Set(plan.pieces.map((p) => p.kind)).size;
  const legend = (kinds + (plan.river ? 1 : 0) + 2 + (plan.markers.length > 0 ? 1 : 0)) * 15 + 6 + 15;
  const notes = (withNotes ? plan.notes : []).reduce((h, note) => h + wrap(note, 44).length * 12 + 3, 0);
  return title + legend + notes;
}

function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  let lineText = '';
  for (const word of text.split(' ')) {
    if (lineText && (lineText + ' ' + word).length > chars) {
      lines.push(lineText);
      lineText = word;
    } else lineText = lineText ? `${lineText} ${word}` : word;
  }
  if (lineText) lines.push(lineText);
  return lines;
}

/** Title, legend, hex inset and notes, to the right of the table. */
function drawPanel(ctx: PlanContext, plan: BattlefieldPlan, x: number, y: number, withNotes: boolean) {
  ctx.save();
  ctx.fillStyle = INK;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.font = 'bold 13px sans-serif';
  let cy = y;
  for (const l of wrap(plan.site.title, 32)) {
    ctx.fillText(l, x, cy);
    cy += 16;
  }
  ctx.font = '11px sans-serif';
  ctx.fillText(t('battlefield:draw.tableLine', { table: tableText(plan.table), seed: plan.seed }), x, cy + 2);
  cy += 20;

  // Hex inset: the battle hex and its neighbours, flat-top (HEX-1), with the attacker's way in.
  const size = 20;
  const hx = x + 62;
  const hy = cy + 58;
  const centreOf = (d: Direction | null) => {
    if (!d) return { x: hx, y: hy };
    const v = bearingVector(d);
    return { x: hx + v.x * Math.sqrt(3) * size, y: hy + v.y * Math.sqrt(3) * size };
  };
  const hexAt = (c: { x: number; y: number }, fill: string) => {
    ctx.beginPath();
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3;
      const px = c.x + size * Math.cos(a);
      const py = c.y + size * Math.sin(a);
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.strokeStyle = '#555555';
    ctx.lineWidth = 1;
    ctx.stroke();
  };
  for (const d of DIRECTIONS) {
    const t = plan.site.neighbours[d];
    hexAt(centreOf(d), t ? TERRAIN_FILL[t] : '#f4f4f4');
  }
  hexAt(centreOf(null), TERRAIN_FILL[plan.site.terrain]);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const px = hx + size * Math.cos(a);
    const py = hy + size * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
  ctx.stroke();
  if (plan.site.river) {
    ctx.strokeStyle = RIVER;
    ctx.lineWidth = 3;
    for (const d of [...plan.site.river.inFrom, plan.site.river.outTo]) {
      const v = bearingVector(d);
      ctx.beginPath();
      ctx.moveTo(hx, hy);
      ctx.lineTo(hx + v.x * size * 0.9, hy + v.y * size * 0.9);
      ctx.stroke();
    }
  }
  // The attacker's arrow, from the neighbour it came from into the battle hex.
  const from = centreOf(plan.site.entryDir);
  ctx.strokeStyle = plan.site.sides.attacker.color;
  ctx.fillStyle = plan.site.sides.attacker.color;
  ctx.lineWidth = 3;
  const tip = { x: hx + (from.x - hx) * 0.35, y: hy + (from.y - hy) * 0.35 };
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(tip.x, tip.y);
  ctx.stroke();
  const ang = Math.atan2(tip.y - from.y, tip.x - from.x);
  ctx.beginPath();
  ctx.moveTo(tip.x + 7 * Math.cos(ang), tip.y + 7 * Math.sin(ang));
  ctx.lineTo(tip.x + 7 * Math.cos(ang + 2.4), tip.y + 7 * Math.sin(ang + 2.4));
  ctx.lineTo(tip.x + 7 * Math.cos(ang - 2.4), tip.y + 7 * Math.sin(ang - 2.4));
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = INK;
  ctx.font = '10px sans-serif';
  // Four short lines beside the inset; the catalogue breaks them (\n) to fit its 90 px in each language.
  t('battlefield:draw.inset', { direction: t(`battlefield:direction.${plan.site.entryDir}`) })
    .split('\n')
    .forEach((line, i) => ctx.fillText(line, x + 128, cy + 24 + 13 * i));
  cy += 124;

  // Legend: the kinds on this table, the zones, the river, the markers.
  ctx.font = 'bold 11px sans-serif';
  ctx.fillText(t('battlefield:draw.legend'), x, cy);
  cy += 15;
  ctx.font = '11px sans-serif';
  const kinds = [...new Set(plan.pieces.map((p) => p.kind))];
  const swatch = (fill: string, label: string, alpha = 1) => {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = fill;
    ctx.fillRect(x, cy, 14, 11);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = '#555555';
    ctx.lineWidth = 1;
    ctx.strokeRect(x, cy, 14, 11);
    ctx.fillStyle = INK;
    ctx.fillText(label, x + 20, cy);
    cy += 15;
  };
  for (const k of kinds) swatch(PIECE_KINDS[k].fill, pieceName(k));
  if (plan.river) swatch(RIVER, t('battlefield:draw.river'));
  const sides = plan.site.sides;
  swatch(sides.attacker.color, t('battlefield:draw.attackerZone', { name: sides.attacker.name }), 0.5);
  swatch(sides.defender.color, t('battlefield:draw.defenderZone', { name: sides.defender.name }), 0.5);
  if (plan.markers.length > 0) swatch('#ffffff', t('battlefield:draw.marker'));
  cy += 6;
  ctx.font = 'bold 11px sans-serif';
  ctx.fillText(plan.deployment, x, cy);
  cy += 15;
  ctx.font = '10px sans-serif';
  for (const note of withNotes ? plan.notes : []) {
    for (const l of wrap(note, 44)) {
      ctx.fillText(l, x, cy);
      cy += 12;
    }
    cy += 3;
  }
  ctx.restore();
}

/** The plan as an SVG document at tabletop scale (1″ = 10 px). */
export function battlefieldSvg(plan: BattlefieldPlan, options: PlanDrawOptions = {}): string {
  const L = planLayout(plan, options);
  const ctx = svgContext(L.width, L.height);
  drawBattlefield(ctx, plan, options);
  return ctx.svg();
}
