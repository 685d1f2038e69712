import type { WorldRect } from '@shared/layout';
import { abbreviate } from './abbreviate';
import type { DrawContext } from './drawContext';
import { MAP_COLORS } from './palette';

/** Okabe–Ito vermillion, the colour of battle everywhere on the map (drawPlayOverlay's battle ring too). */
export const BATTLE_MARK = { fill: '#D55E00', line: '#ffffff', outline: '#1d1d1d' } as const;
/** A parchment note card with a dark fold: readable on every terrain colour and in greyscale. */
export const NOTE_MARK = { fill: '#fff6c9', line: '#1d1d1d' } as const;

/**
 * BATTLE-1: the contested-hex marker, crossed swords on a vermillion disc at the top of the hex, above the two
 * armies' flags that fill its middle; `s` world units per hex size.
 */
export function drawBattleMarker(ctx: DrawContext, x: number, y: number, s: number): void {
  const cx = x;
  const cy = y - 0.72 * s;
  const r = 0.27 * s;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = BATTLE_MARK.fill;
  ctx.fill();
  ctx.strokeStyle = BATTLE_MARK.outline;
  ctx.lineWidth = 0.05 * s;
  ctx.stroke();
  ctx.lineCap = 'round';
  ctx.strokeStyle = BATTLE_MARK.line;
  const d = 0.15 * s;
  for (const sign of [1, -1]) {
    // Blade from corner to corner, and a short guard across it near the hilt.
    ctx.beginPath();
    ctx.moveTo(cx - sign * d, cy + d);
    ctx.lineTo(cx + sign * d, cy - d);
    ctx.lineWidth = 0.06 * s;
    ctx.stroke();
    const gx = cx - sign * d * 0.55;
    const gy = cy + d * 0.55;
    // The guard is perpendicular to the blade: direction (1, sign).
    const g = 0.07 * s;
    ctx.beginPath();
    ctx.moveTo(gx - g, gy - sign * g);
    ctx.lineTo(gx + g, gy + sign * g);
    ctx.lineWidth = 0.05 * s;
    ctx.stroke();
  }
}

/**
 * HEX-7 notes: a small note card with a folded corner in the hex's upper left. With `number` (the printed map,
 * where the notes are listed by number on a page of their own) the card carries the number instead of ruled lines.
 */
export function drawNoteIcon(ctx: DrawContext, x: number, y: number, s: number, number?: number): void {
  const left = x - 0.72 * s;
  const top = y - 0.7 * s;
  const w = 0.36 * s;
  const h = 0.42 * s;
  const fold = 0.12 * s;
  ctx.beginPath();
  ctx.moveTo(left, top);
  ctx.lineTo(left + w - fold, top);
  ctx.lineTo(left + w, top + fold);
  ctx.lineTo(left + w, top + h);
  ctx.lineTo(left, top + h);
  ctx.closePath();
  ctx.fillStyle = NOTE_MARK.fill;
  ctx.fill();
  ctx.strokeStyle = NOTE_MARK.line;
  ctx.lineWidth = 0.04 * s;
  ctx.lineJoin = 'round';
  ctx.stroke();
  if (number !== undefined) {
    ctx.font = `bold ${0.27 * s}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = NOTE_MARK.line;
    // Three digits are condensed into the card rather than spill over its edge.
    ctx.fillText(String(number), left + w / 2, top + h * 0.56, w - 0.06 * s);
    return;
  }
  ctx.beginPath();
  for (let k = 1; k <= 3; k++) {
    const ly = top + (k * h) / 4.2 + 0.04 * s;
    ctx.moveTo(left + 0.07 * s, ly);
    ctx.lineTo(left + w - 0.08 * s, ly);
  }
  ctx.lineWidth = 0.03 * s;
  ctx.stroke();
}

/** A label is never set smaller than this share of its normal size to fit: past that it is shortened instead. */
export const SMALLEST_FIT = 0.8;

/** A hex label ready to draw: the text as shown, its type size and top centre. */
export interface FittedLabel {
  readonly text: string;
  readonly size: number;
  readonly x: number;
  readonly top: number;
}

/** The label's type size: at least 11 screen pixels (`px` is one in world units) as the map zooms out. */
function labelSize(s: number, px: number): number {
  return Math.max(0.3 * s, 11 * px);
}

const labelFont = (size: number) => `italic 600 ${size}px sans-serif`;

/**
 * HEX-7 on paper, where a long label cannot be zoomed into: a label wider than `maxWidth` is set a little
 * smaller, then shortened with "…". Measured, so the box it covers is known (printed names keep clear of it).
 */
export function fitHexLabel(
  ctx: DrawContext,
  text: string,
  x: number,
  y: number,
  s: number,
  px: number,
  maxWidth: number,
): FittedLabel & { readonly box: WorldRect } {
  let size = labelSize(s, px);
  ctx.font = labelFont(size);
  const width = ctx.measureText(text).width;
  if (width > maxWidth) {
    size *= Math.max(SMALLEST_FIT, maxWidth / width);
    ctx.font = labelFont(size);
  }
  const shown = abbreviate(text, maxWidth, (t) => ctx.measureText(t).width);
  const half = Math.min(ctx.measureText(shown).width, maxWidth) / 2 + size * 0.15;
  const top = y + 0.42 * s;
  return {
    text: shown,
    size,
    x,
    top,
    box: { minX: x - half, maxX: x + half, minY: top, maxY: top + size * 1.15 },
  };
}

/**
 * HEX-7: the GM's free-text label, under the hex centre in italic with a halo so it reads over any terrain and
 * apart from settlement names (upright, above). `px` is one screen pixel in world units; the text keeps a readable
 * screen size (at least 11 px) as the map zooms out. Not measured: the screen draws every label every frame.
 */
export function drawHexLabel(
  ctx: DrawContext,
  text: string,
  x: number,
  y: number,
  s: number,
  px: number,
): void {
  drawFittedLabel(ctx, { text, size: labelSize(s, px), x, top: y + 0.42 * s });
}

/** Draws a label laid out by fitHexLabel (or drawHexLabel). */
export function drawFittedLabel(ctx: DrawContext, label: FittedLabel): void {
  ctx.font = labelFont(label.size);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = MAP_COLORS.labelHalo;
  ctx.lineWidth = label.size * 0.3;
  ctx.strokeText(label.text, label.x, label.top);
  ctx.fillStyle = '#3b1f5c';
  ctx.fillText(label.text, label.x, label.top);
}
