import type { WorldRect } from '@shared/layout';
import type { MapHex, SettlementType } from '@shared/map';
import type { DrawContext } from './drawContext';
import type { FeatureChunk } from './featureChunks';
import { MAP_COLORS } from './palette';

/** From this scale (hex radius ≥ ~19 px) settlement names show. */
export const NAMES_MIN_SCALE = 0.6;

/** Bigger places win a contested spot: their names matter more to a reader of the map. */
const NAME_PRIORITY = { city: 0, fortress: 1, town: 2, village: 3 } as const satisfies Record<
  SettlementType,
  number
>;

interface Label {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly priority: number;
}

function overlaps(a: WorldRect, placed: readonly WorldRect[]): boolean {
  return placed.some((b) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY);
}

/**
 * Settlement names (from NAMES_MIN_SCALE) with a light halo to read on any terrain. Each name goes under its icon,
 * or above it when that spot is taken, or is left out until the reader zooms in: neighbouring villages two hexes
 * apart would otherwise print over each other. `taken` are boxes already spoken for (the printed map's hex labels,
 * HEX-7), which names keep clear of too. Returns how many names were written.
 */
export function drawNames(
  ctx: DrawContext,
  visible: readonly FeatureChunk[],
  size: number,
  scale: number,
  taken: readonly WorldRect[] = [],
): number {
  if (scale < NAMES_MIN_SCALE) return 0;
  const labels: Label[] = [];
  for (const { chunk, settlements } of visible) {
    for (const index of settlements) {
      const settlement = (chunk.hexes[index] as MapHex).settlement;
      if (!settlement?.name) continue;
      const x = chunk.centres[index * 2] as number;
      const y = chunk.centres[index * 2 + 1] as number;
      labels.push({ name: settlement.name, x, y, priority: NAME_PRIORITY[settlement.type] });
    }
  }
  labels.sort((a, b) => a.priority - b.priority || a.x - b.x || a.y - b.y);
  // At least 11 screen pixels, so names stay legible just above the threshold zoom.
  const fontSize = Math.max(0.34 * size, 11 / scale);
  ctx.font = `600 ${fontSize}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineWidth = fontSize * 0.28;
  ctx.strokeStyle = MAP_COLORS.labelHalo;
  ctx.fillStyle = MAP_COLORS.label;
  const placed: WorldRect[] = [...taken];
  for (const { name, x, y } of labels) {
    const halfWidth = ctx.measureText(name).width / 2 + fontSize * 0.2;
    const spots = [y + 0.6 * size, y - 0.6 * size - fontSize * 1.1];
    const top = spots.find((candidate) => {
      const box = {
        minX: x - halfWidth,
        maxX: x + halfWidth,
        minY: candidate,
        maxY: candidate + fontSize * 1.1,
      };
      return !overlaps(box, placed);
    });
    if (top === undefined) continue;
    placed.push({ minX: x - halfWidth, maxX: x + halfWidth, minY: top, maxY: top + fontSize * 1.1 });
    ctx.strokeText(name, x, top);
    ctx.fillText(name, x, top);
  }
  return placed.length - taken.length;
}
