import { distance, parseHexKey, spiral, keyOf, type HexKey } from '@shared/hex';
import { hexKeyToPixel, type WorldRect } from '@shared/layout';
import type { CampaignMap } from '@shared/map';
import { MM_PER_INCH } from '@shared/print';
import type { PackMapView } from '@shared/pack';
import type { PathFactory } from '../canvas/draw/drawContext';
import { drawFeatureChunks } from '../canvas/draw/drawFeatures';
import { drawNames } from '../canvas/draw/drawNames';
import { PLAY_COLORS } from '../canvas/draw/drawPlayOverlay';
import { drawTerrainChunks } from '../canvas/draw/drawTerrain';
import { addHex, cornerOffsets } from '../canvas/draw/hexPath';
import { buildMapPicture, type MapPicture } from '../canvas/draw/mapPicture';
import { visibleChunks } from '../canvas/draw/terrainChunks';
import { drawArmyFlags } from '../print/drawArmyFlags';
import { drawControlBadges } from '../print/drawControlBadges';
import { drawWaterMarks } from '../print/drawWaterMarks';
import { printBounds, PRINT_HEX_SIZE } from '../print/exportPrint';
import type { PrintContext, PrintEnvironment, PrintSurface } from '../print/printSurface';

/** The screen's 96 CSS px per inch: the map code picks its level of detail from it (see drawSheet). */
const SCREEN_DPI = 96;

// Runtime cache only: one set of chunked paths per map and path factory, shared by every map of a pack.
const pictures = new WeakMap<CampaignMap, { createPath: PathFactory; picture: MapPicture }>();

function pictureOf(map: CampaignMap, createPath: PathFactory): MapPicture {
  const cached = pictures.get(map);
  if (cached && cached.createPath === createPath) return cached.picture;
  const picture = buildMapPicture(map, PRINT_HEX_SIZE, createPath);
  pictures.set(map, { createPath, picture });
  return picture;
}

const centre = (key: HexKey) => hexKeyToPixel(key, PRINT_HEX_SIZE);

/** The world box of a map block, with room for the flags above the top row. */
export function packMapBounds(view: PackMapView): WorldRect {
  if (view.area === 'whole') return printBounds(view.map);
  const s = PRINT_HEX_SIZE;
  const xs = view.area.map((k) => centre(k).x);
  const ys = view.area.map((k) => centre(k).y);
  return {
    minX: Math.min(...xs) - 1.6 * s,
    maxX: Math.max(...xs) + 1.6 * s,
    minY: Math.min(...ys) - 1.3 * s,
    maxY: Math.max(...ys) + 1.0 * s,
  };
}

/** The printed size of a map block `widthMm` wide, no taller than `maxHeightMm`. */
export function packMapSize(view: PackMapView, widthMm: number, maxHeightMm: number) {
  const b = packMapBounds(view);
  const aspect = (b.maxY - b.minY) / (b.maxX - b.minX);
  const heightMm = Math.min(maxHeightMm, widthMm * aspect);
  return { widthMm: Math.min(widthMm, heightMm / aspect), heightMm };
}

/**
 * A pack's map block drawn with the printed map's own code (terrain, water marks, settlements, control badges,
 * names, army flags), at `dpi`, `widthMm` × `heightMm` on paper. Focus hexes get the battle ring of the play
 * overlay; an inset fades the hexes beyond its area so the battle hex and its neighbours stand out.
 */
export function drawPackMap(
  env: PrintEnvironment,
  view: PackMapView,
  widthMm: number,
  heightMm: number,
  dpi: number,
): PrintSurface {
  const px = (mm: number) => Math.max(1, Math.round((mm * dpi) / MM_PER_INCH));
  const surface = env.createSurface(px(widthMm), px(heightMm));
  const ctx = surface.context;
  const bounds = packMapBounds(view);
  const mmPerWorld = Math.min(widthMm / (bounds.maxX - bounds.minX), heightMm / (bounds.maxY - bounds.minY));
  const pxPerWorld = (mmPerWorld * dpi) / MM_PER_INCH;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, surface.width, surface.height);
  const rect: WorldRect = {
    minX: (bounds.minX + bounds.maxX) / 2 - surface.width / pxPerWorld / 2,
    minY: (bounds.minY + bounds.maxY) / 2 - surface.height / pxPerWorld / 2,
    maxX: (bounds.minX + bounds.maxX) / 2 + surface.width / pxPerWorld / 2,
    maxY: (bounds.minY + bounds.maxY) / 2 + surface.height / pxPerWorld / 2,
  };
  ctx.save();
  ctx.scale(pxPerWorld, pxPerWorld);
  ctx.translate(-rect.minX, -rect.minY);
  drawMapContent(ctx, env.createPath, view, rect, mmPerWorld);
  ctx.restore();
  ctx.strokeStyle = '#444444';
  ctx.lineWidth = Math.max(1, dpi / 150);
  ctx.strokeRect(0, 0, surface.width, surface.height);
  return surface;
}

function drawMapContent(
  ctx: PrintContext,
  createPath: PathFactory,
  view: PackMapView,
  rect: WorldRect,
  mmPerWorld: number,
): void {
  const picture = pictureOf(view.map, createPath);
  const size = PRINT_HEX_SIZE;
  const scale = (mmPerWorld * SCREEN_DPI) / MM_PER_INCH;
  const meets = (b: WorldRect) =>
    b.minX <= rect.maxX && b.maxX >= rect.minX && b.minY <= rect.maxY && b.maxY >= rect.minY;
  drawTerrainChunks(ctx, visibleChunks(picture.terrain, rect), size, picture.lookup, scale, createPath);
  drawWaterMarks(ctx, picture.terrain, rect, mmPerWorld);
  const features = picture.features.chunks.filter(({ bounds }) => meets(bounds));
  drawFeatureChunks(ctx, features, size, picture.lookup, scale, { playerColors: view.playerColors });
  drawControlBadges(ctx, picture.features, rect, view);
  if (view.area !== 'whole') fadeBeyond(ctx, view.area);
  drawNames(ctx, features, size, scale);
  drawArmyFlags(ctx, view.armies, size, rect, true);
  const corners = cornerOffsets(size * 0.86);
  ctx.beginPath();
  for (const key of view.focus) {
    const c = centre(key);
    addHex(ctx, c.x, c.y, corners);
  }
  ctx.strokeStyle = PLAY_COLORS.battleLine;
  ctx.lineWidth = 0.7 / mmPerWorld;
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/** A white veil over the ring of hexes around an inset's area. */
function fadeBeyond(ctx: PrintContext, area: readonly HexKey[]): void {
  const inside = new Set<string>(area);
  const middle = parseHexKey(area[0]!);
  const corners = cornerOffsets(PRINT_HEX_SIZE);
  ctx.beginPath();
  for (const hex of spiral(middle, 3)) {
    const key = keyOf(hex);
    if (inside.has(key) || distance(middle, hex) < 1) continue;
    const c = centre(key);
    addHex(ctx, c.x, c.y, corners);
  }
  ctx.fillStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.fill();
}
