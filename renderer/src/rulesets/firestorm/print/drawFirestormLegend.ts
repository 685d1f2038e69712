import type { MapHex } from '@shared/map';
import type { PathFactory } from '../../../canvas/draw/drawContext';
import { drawBannerFlag } from '../canvas/drawBannerFlags';
import { drawTerritoryChunks, TERRITORY_INK } from '../canvas/drawTerritory';
import { arrowThrough, badge, siegeRing, star, swords } from '../canvas/drawTerritoryMarks';
import type { TerritoryFaction } from '../canvas/territoryBoard';
import { buildTerritoryChunks } from '../canvas/territoryChunks';
import type { PrintContext } from '../../../print/printSurface';

/** The screen's hex size, which the territory line widths are made for (HEX_SIZE). */
const SCREEN_HEX = 32;
/** Flags fit the legend's 6 mm cell: 29 flag units tall at this scale. */
const FLAG_K = 0.16;
/** Line widths of a legend swatch as on screen at this camera scale: patterns shown, borders clear. */
const SWATCH_SCALE = 0.6;

/**
 * Draws the symbol of a Firestorm legend entry (firestormLegend.ts) centred on (x, y), in millimetres; `s` is the
 * legend's hex size. Each symbol is drawn by the same code as the map's mark, so the legend matches the sheet.
 */
export function drawFirestormSymbol(
  ctx: PrintContext,
  id: string,
  x: number,
  y: number,
  s: number,
  factions: readonly TerritoryFaction[],
  createPath: PathFactory,
): void {
  const [kind, detail = ''] = id.split(':') as [string, string | undefined];
  const flag = (look: { fatigued?: boolean; done?: boolean }) =>
    drawBannerFlag(ctx, x - 0.3, y + 2.5 * FLAG_K, FLAG_K, {
      color: '#bdbdbd',
      faction: 0,
      points: 2000,
      fatigued: look.fatigued ?? false,
      done: look.done ?? false,
    });
  if (kind === 'fs-faction') territorySwatch(ctx, Number(detail), x, y, s, factions, createPath);
  else if (kind === 'fs-special') star(ctx, x, y, s * 0.7);
  else if (kind === 'fs-banner') flag({});
  else if (kind === 'fs-fatigued') flag({ fatigued: true });
  else if (kind === 'fs-done') flag({ done: true });
  else if (kind === 'fs-battle') swords(ctx, x, y, s);
  else if (kind === 'fs-siege') siegeRing(ctx, x, y, s * 0.9);
  else if (kind === 'fs-order')
    arrowThrough(
      ctx,
      [
        { x: x - s, y },
        { x: x + s, y },
      ],
      s,
      detail === 'forcedMarch',
    );
  else if (kind === 'fs-tag') {
    ctx.fillStyle = TERRITORY_INK;
    ctx.fillRect(x - s, y - 0.8, 2 * s, 1.6);
    ctx.font = '700 1.3px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#ffffff';
    ctx.fillText('Hold', x, y);
  } else if (kind === 'fs-item') badge(ctx, detail, x, y, s * 2.4);
}

/** One hex in the faction's territory look, drawn by the map's territory code (fill, pattern, border). */
function territorySwatch(
  ctx: PrintContext,
  faction: number,
  x: number,
  y: number,
  s: number,
  factions: readonly TerritoryFaction[],
  createPath: PathFactory,
): void {
  const hex: MapHex = { q: 0, r: 0, terrain: 'open', river: false, bridge: false };
  const chunk = {
    id: 'legend',
    cx: 0,
    cy: 0,
    bounds: { minX: -SCREEN_HEX, minY: -SCREEN_HEX, maxX: SCREEN_HEX, maxY: SCREEN_HEX },
    hexes: [hex],
    centres: new Float64Array([0, 0]),
  };
  const lookup = (q: number, r: number) => (q === 0 && r === 0 ? hex : undefined);
  const chunks = buildTerritoryChunks([chunk], new Map([['0,0', faction]]), lookup, SCREEN_HEX, createPath);
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s / SCREEN_HEX, s / SCREEN_HEX);
  drawTerritoryChunks(ctx, chunks, factions, SWATCH_SCALE);
  ctx.restore();
}
