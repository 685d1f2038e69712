import type { WorldRect } from '@shared/layout';
import type { MapHex } from '@shared/map';
import type { DrawContext } from '../canvas/draw/drawContext';
import { visibleChunks, type TerrainChunks } from '../canvas/draw/terrainChunks';

/** Darker than water (#6d9fd0) by about 20 L*: visible in greyscale, quiet in colour. */
export const WATER_MARK = '#3f6e9e';

/** Two small waves centred on (x, y), `s` world units per hex size. */
export function addWaves(ctx: DrawContext, x: number, y: number, s: number): void {
  for (const dy of [-0.18, 0.22]) {
    const y0 = y + dy * s;
    ctx.moveTo(x - 0.36 * s, y0);
    ctx.quadraticCurveTo(x - 0.18 * s, y0 - 0.14 * s, x, y0);
    ctx.quadraticCurveTo(x + 0.18 * s, y0 + 0.14 * s, x + 0.36 * s, y0);
  }
}

/**
 * Wave marks on water hexes, for paper only. The screen palette leaves water unmarked (its colour is enough
 * there); printed in greyscale, plain water is one more mid-grey beside hills and mountains, so the printout
 * marks it too. Skipped when hexes are under 4 mm across on paper, where the marks would be noise.
 */
export function drawWaterMarks(
  ctx: DrawContext,
  terrain: TerrainChunks,
  rect: WorldRect,
  mmPerWorld: number,
): number {
  const size = terrain.size;
  if (Math.sqrt(3) * size * mmPerWorld < 4) return 0;
  ctx.beginPath();
  let marked = 0;
  for (const { chunk } of visibleChunks(terrain, rect)) {
    chunk.hexes.forEach((hex: MapHex, index) => {
      if (hex.terrain !== 'water') return;
      addWaves(ctx, chunk.centres[index * 2] as number, chunk.centres[index * 2 + 1] as number, size);
      marked++;
    });
  }
  ctx.strokeStyle = WATER_MARK;
  ctx.lineWidth = 0.06 * size;
  ctx.lineCap = 'round';
  ctx.stroke();
  return marked;
}
