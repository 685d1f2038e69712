import { HEX_SIDE_LENGTH, TILE_HEIGHT, TILE_WIDTH, TILESET_COLUMNS } from '@shared/export';
import { TERRAINS } from '@shared/map';
import { MAP_COLORS, TERRAIN_COLORS } from '../../canvas/draw/palette';
import type { PrintEnvironment, PrintSurface } from '../printSurface';

/**
 * The Tiled tileset image: one flat-top hex per terrain in TERRAINS order, in the map's terrain colours with its
 * grid line round it, on a transparent ground so neighbouring tiles show between the corners.
 */
export function renderTerrainTileset(env: PrintEnvironment): PrintSurface {
  const surface = env.createSurface(TILE_WIDTH * TILESET_COLUMNS, TILE_HEIGHT, true);
  const ctx = surface.context;
  const inset = (TILE_WIDTH - HEX_SIDE_LENGTH) / 2;
  TERRAINS.forEach((terrain, index) => {
    const left = index * TILE_WIDTH;
    ctx.beginPath();
    ctx.moveTo(left, TILE_HEIGHT / 2);
    ctx.lineTo(left + inset, 0);
    ctx.lineTo(left + inset + HEX_SIDE_LENGTH, 0);
    ctx.lineTo(left + TILE_WIDTH, TILE_HEIGHT / 2);
    ctx.lineTo(left + inset + HEX_SIDE_LENGTH, TILE_HEIGHT);
    ctx.lineTo(left + inset, TILE_HEIGHT);
    ctx.closePath();
    ctx.fillStyle = TERRAIN_COLORS[terrain];
    ctx.fill();
    ctx.strokeStyle = MAP_COLORS.grid;
    ctx.lineWidth = 1;
    ctx.stroke();
  });
  return surface;
}
