import type { HexKey } from '@shared/hex';
import { hexKeyToPixel } from '@shared/layout';
import type { DrawContext } from './drawContext';
import { addHex, cornerOffsets } from './hexPath';

/** What the campaign shows over the map while an army is handled (issue §3, §4). */
export interface PlayOverlay {
  /** MOVE-5..10: where the picked-up army may end its move. */
  readonly reachable: readonly HexKey[];
  /** MOVE-7: reachable hexes where ending the move starts a battle. */
  readonly battles: readonly HexKey[];
  /** The path under the pointer, from the army's hex (HEX-9). */
  readonly path: readonly HexKey[];
  /** The hex under the pointer when a drop there would be refused. */
  readonly refused: HexKey | null;
  /** RETREAT-4: the hexes the owner may pick. */
  readonly choices: readonly HexKey[];
}

export const EMPTY_PLAY_OVERLAY: PlayOverlay = {
  reachable: [],
  battles: [],
  path: [],
  refused: null,
  choices: [],
};

/** Okabe–Ito sky blue for reach, vermillion for battles and refusals, yellow for choices: colour-blind safe. */
export const PLAY_COLORS = {
  reachFill: 'rgba(86, 180, 233, 0.38)',
  reachLine: 'rgba(255, 255, 255, 0.95)',
  battleLine: '#D55E00',
  choiceFill: 'rgba(240, 228, 66, 0.5)',
  choiceLine: '#1d1d1d',
  path: '#1d1d1d',
  pathHalo: 'rgba(255, 255, 255, 0.9)',
  refused: '#D55E00',
} as const;

const centre = hexKeyToPixel;

function hexesPath(ctx: DrawContext, keys: readonly HexKey[], size: number): void {
  const corners = cornerOffsets(size);
  ctx.beginPath();
  for (const key of keys) {
    const c = centre(key, size);
    addHex(ctx, c.x, c.y, corners);
  }
}

/**
 * Reachable hexes (one filled path: a few dozen hexes for a 3-hex allowance, whatever the map size), battle hexes
 * ringed, retreat choices, the path preview as a haloed line with a dot per step, and a cross on a refused hex.
 * Line widths are in screen pixels.
 */
export function drawPlayOverlay(ctx: DrawContext, overlay: PlayOverlay, size: number, scale: number): void {
  const px = 1 / scale;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (overlay.reachable.length > 0) {
    hexesPath(ctx, overlay.reachable, size * 0.94);
    ctx.fillStyle = PLAY_COLORS.reachFill;
    ctx.fill();
    ctx.strokeStyle = PLAY_COLORS.reachLine;
    ctx.lineWidth = 1.5 * px;
    ctx.stroke();
  }
  if (overlay.battles.length > 0) {
    hexesPath(ctx, overlay.battles, size * 0.82);
    ctx.strokeStyle = PLAY_COLORS.battleLine;
    ctx.lineWidth = 3.5 * px;
    ctx.stroke();
  }
  if (overlay.choices.length > 0) {
    hexesPath(ctx, overlay.choices, size * 0.94);
    ctx.fillStyle = PLAY_COLORS.choiceFill;
    ctx.fill();
    ctx.strokeStyle = PLAY_COLORS.choiceLine;
    ctx.lineWidth = 2.5 * px;
    ctx.stroke();
  }
  if (overlay.path.length > 1) {
    const points = overlay.path.map((key) => centre(key, size));
    for (const [colour, width] of [
      [PLAY_COLORS.pathHalo, 7],
      [PLAY_COLORS.path, 3.5],
    ] as const) {
      ctx.beginPath();
      points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.strokeStyle = colour;
      ctx.lineWidth = width * px;
      ctx.stroke();
    }
    ctx.fillStyle = PLAY_COLORS.path;
    for (const p of points.slice(1)) {
      ctx.beginPath();
      ctx.arc(p.x, p.y, 4.5 * px, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (overlay.refused) {
    const c = centre(overlay.refused, size);
    const d = size * 0.4;
    ctx.beginPath();
    ctx.moveTo(c.x - d, c.y - d);
    ctx.lineTo(c.x + d, c.y + d);
    ctx.moveTo(c.x + d, c.y - d);
    ctx.lineTo(c.x - d, c.y + d);
    ctx.strokeStyle = PLAY_COLORS.refused;
    ctx.lineWidth = 4 * px;
    ctx.stroke();
  }
}
