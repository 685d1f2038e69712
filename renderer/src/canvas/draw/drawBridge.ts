import { DIRECTION_DELTAS, type Direction } from '@shared/hex';
import type { DrawContext } from './drawContext';
import { MAP_COLORS } from './palette';

/**
 * A plank bridge (HEX-7) across the river at (x, y): a wooden deck at right angles to the river's direction, with
 * dark rails along both sides and plank joints, so it reads as a crossing and not as a river bend.
 */
export function drawBridge(
  ctx: DrawContext,
  x: number,
  y: number,
  size: number,
  river: Direction | undefined,
): void {
  const delta = DIRECTION_DELTAS[river ?? 'N'];
  // Angle of the river through the hex (HEX-1 centre vector); the deck runs perpendicular to it.
  const angle = Math.atan2(Math.sqrt(3) * (delta.r + delta.q / 2), 1.5 * delta.q) + Math.PI / 2;
  const s = size;
  const halfLength = 0.42 * s;
  const halfWidth = 0.15 * s;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = MAP_COLORS.bridgePlank;
  ctx.fillRect(-halfLength, -halfWidth, 2 * halfLength, 2 * halfWidth);
  ctx.strokeStyle = MAP_COLORS.bridgeRail;
  ctx.lineCap = 'round';
  ctx.lineWidth = 0.035 * s;
  ctx.beginPath();
  for (let plank = -2; plank <= 2; plank++) {
    ctx.moveTo(plank * 0.13 * s, -halfWidth);
    ctx.lineTo(plank * 0.13 * s, halfWidth);
  }
  ctx.stroke();
  ctx.lineWidth = 0.07 * s;
  ctx.beginPath();
  ctx.moveTo(-halfLength - 0.06 * s, -halfWidth);
  ctx.lineTo(halfLength + 0.06 * s, -halfWidth);
  ctx.moveTo(-halfLength - 0.06 * s, halfWidth);
  ctx.lineTo(halfLength + 0.06 * s, halfWidth);
  ctx.stroke();
  ctx.restore();
}

/** A short river stroke, edge under water, as the map draws rivers (HEX-7): the legends' river and bridge sample. */
export function drawRiverSample(ctx: DrawContext, x: number, y: number, s: number): void {
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x - s, y);
  ctx.lineTo(x + s, y);
  ctx.strokeStyle = MAP_COLORS.riverEdge;
  ctx.lineWidth = 0.3 * s;
  ctx.stroke();
  ctx.strokeStyle = MAP_COLORS.river;
  ctx.lineWidth = 0.17 * s;
  ctx.stroke();
}
