import { parseHexKey, type HexKey } from '@shared/hex';
import { hexToPixel, type WorldRect } from '@shared/layout';
import type { CorePiece } from '@shared/rulesets/core';
import type { DrawContext } from '../canvas/draw/drawContext';
import { MAP_COLORS } from '../canvas/draw/palette';

/** Gold of the Lord's crown: light in greyscale, so it reads against every flag colour. */
export const LORD_CROWN = '#f2c94c';

export type FlagLook = Pick<CorePiece, 'color' | 'sideIndex' | 'status' | 'lord'>;

/**
 * One army flag with its pole standing on (x, y), `s` world units per hex size. The shape carries the status
 * (STATUS-1) so it survives greyscale printing: fresh = square flag, shaken = swallowtail, broken = pennant hanging
 * down the pole. The second side's flags carry a white band, so the sides differ without colour. A gold crown on
 * the pole marks an army with its Lord (LORD-1).
 */
export function drawArmyFlag(
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  look: FlagLook,
  lord: boolean,
): void {
  const top = y - 1.0 * s;
  const width = 0.56 * s;
  const height = 0.38 * s;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = MAP_COLORS.iconOutline;
  ctx.lineWidth = 0.05 * s;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x, top);
  ctx.stroke();
  ctx.beginPath();
  if (look.status === 'broken') {
    ctx.moveTo(x, top);
    ctx.lineTo(x + 0.2 * s, top + 0.08 * s);
    ctx.lineTo(x + 0.06 * s, top + 0.62 * s);
    ctx.lineTo(x, top + 0.62 * s);
  } else {
    ctx.moveTo(x, top);
    ctx.lineTo(x + width, top);
    if (look.status === 'shaken') ctx.lineTo(x + width * 0.62, top + height / 2);
    ctx.lineTo(x + width, top + height);
    ctx.lineTo(x, top + height);
  }
  ctx.closePath();
  ctx.fillStyle = look.color;
  ctx.fill();
  ctx.lineWidth = 0.035 * s;
  ctx.stroke();
  if (look.sideIndex % 2 === 1 && look.status !== 'broken') {
    // A band across the middle of the flag: the greyscale-safe mark of the second side.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x + 0.02 * s, top + height * 0.38, width * 0.55, height * 0.24);
  }
  if (lord && look.lord !== null) {
    const cy = top - 0.02 * s;
    ctx.beginPath();
    ctx.moveTo(x - 0.13 * s, cy);
    ctx.lineTo(x - 0.15 * s, cy - 0.2 * s);
    ctx.lineTo(x - 0.06 * s, cy - 0.1 * s);
    ctx.lineTo(x, cy - 0.24 * s);
    ctx.lineTo(x + 0.06 * s, cy - 0.1 * s);
    ctx.lineTo(x + 0.15 * s, cy - 0.2 * s);
    ctx.lineTo(x + 0.13 * s, cy);
    ctx.closePath();
    ctx.fillStyle = LORD_CROWN;
    ctx.fill();
    ctx.lineWidth = 0.03 * s;
    ctx.stroke();
  }
}

/**
 * Draws the armies' flags in world units (hex size `size`, HEX-1), left of the hex centre so the settlement icon
 * stays visible; several armies in one hex stand side by side. Only hexes meeting `rect` are drawn.
 */
export function drawArmyFlags(
  ctx: DrawContext,
  armies: readonly CorePiece[],
  size: number,
  rect: WorldRect,
  showLords: boolean,
): number {
  const byHex = new Map<HexKey, CorePiece[]>();
  for (const army of armies) {
    const list = byHex.get(army.hex as HexKey);
    if (list) list.push(army);
    else byHex.set(army.hex as HexKey, [army]);
  }
  let drawn = 0;
  for (const [key, list] of byHex) {
    const { q, r } = parseHexKey(key);
    const { x, y } = hexToPixel(q, r, size);
    if (x + size < rect.minX || x - size > rect.maxX || y + size < rect.minY || y - size > rect.maxY)
      continue;
    const step = Math.min(0.3, 0.9 / list.length) * size;
    list.forEach((army, index) => {
      drawArmyFlag(ctx, x - 0.6 * size + index * step, y + 0.45 * size, size, army, showLords);
      drawn++;
    });
  }
  return drawn;
}
