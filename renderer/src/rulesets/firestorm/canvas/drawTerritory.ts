import type { DrawContext } from '../../../canvas/draw/drawContext';
import type { TerritoryChunk } from './territoryChunks';
import { factionLook, type TerritoryFaction } from './territoryBoard';

/** The owner's colour over the terrain: light enough to keep the terrain readable under it. */
const FILL_ALPHA = 0.38;
/** Dark underlay of every border and pattern: keeps them visible in greyscale and on any terrain. */
export const TERRITORY_INK = '#1d1d1d';

/**
 * Draws the territories of the given chunks: owner fill, the owner's pattern marks, then each frontier as a dark
 * line under a line in the owner's colour and dash (FS-MAP-1; two cues besides colour, for colour-blind players).
 */
export function drawTerritoryChunks(
  ctx: DrawContext,
  chunks: readonly TerritoryChunk[],
  factions: readonly TerritoryFaction[],
  scale: number,
): void {
  ctx.save();
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'round';
  for (const { factions: paths } of chunks)
    for (const { faction, fill } of paths) {
      ctx.globalAlpha = FILL_ALPHA;
      ctx.fillStyle = factions[faction]?.color ?? '#888888';
      ctx.fill(fill);
    }
  ctx.globalAlpha = 0.55;
  ctx.strokeStyle = TERRITORY_INK;
  ctx.fillStyle = TERRITORY_INK;
  ctx.lineWidth = Math.max(1.2, 0.9 / scale);
  // Pattern marks only where they are big enough to read; at overview zoom the fill and borders carry it.
  if (scale >= 0.35)
    for (const { factions: paths } of chunks)
      for (const { faction, marks } of paths) {
        if (factionLook(faction).pattern === 'dots') ctx.fill(marks);
        else ctx.stroke(marks);
      }
  ctx.globalAlpha = 1;
  const width = Math.max(3, 2 / scale);
  for (const { factions: paths } of chunks)
    for (const { border } of paths) {
      ctx.strokeStyle = TERRITORY_INK;
      ctx.lineWidth = width + Math.max(2, 1.5 / scale);
      ctx.setLineDash([]);
      ctx.stroke(border);
    }
  for (const { factions: paths } of chunks)
    for (const { faction, border } of paths) {
      ctx.strokeStyle = factions[faction]?.color ?? '#888888';
      ctx.lineWidth = width;
      ctx.setLineDash(factionLook(faction).dash.map((d) => d * Math.max(1, 1 / scale)));
      ctx.stroke(border);
    }
  ctx.setLineDash([]);
  ctx.restore();
}
