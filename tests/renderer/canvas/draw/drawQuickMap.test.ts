import { createCanvas, Path2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { hexCentreX, hexCentreY } from '@shared/layout';
import { generateMap, DEFAULT_MAP_PARAMS } from '@shared/mapgen';
import type { CampaignMap } from '@shared/map';
import type { DrawContext, PathBuilder } from '../../../../renderer/src/canvas/draw/drawContext';
import {
  drawQuickFeatures,
  drawQuickTerrain,
  mapOutline,
} from '../../../../renderer/src/canvas/draw/drawQuickMap';
import { GRID_MIN_SCALE } from '../../../../renderer/src/canvas/draw/drawTerrain';
import { lazyMapPicture } from '../../../../renderer/src/canvas/draw/lazyMapPicture';
import { buildMapPicture, drawMap } from '../../../../renderer/src/canvas/draw/mapPicture';
import { rectangleMap } from './../testMaps';

const createPath = () => new Path2D() as unknown as PathBuilder;
const SIZE = 32;
const STYLE = { playerColors: { 'p-red': '#D55E00', 'p-blue': '#0072B2' } };

/** The map drawn at `scale` (below the grid's) both ways, in Skia (@napi-rs/canvas): the RGBA of each picture. */
function bothPictures(map: CampaignMap, scale: number) {
  const width = Math.ceil((map.width ?? 0) * 1.5 * SIZE * scale) + 40;
  const height = Math.ceil(((map.height ?? 0) + 1) * Math.sqrt(3) * SIZE * scale) + 40;
  const rect = { minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity };
  const draw = (paint: (ctx: DrawContext) => void) => {
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.setTransform(scale, 0, 0, scale, 20 + SIZE * scale, 20 + SIZE * scale);
    paint(ctx as unknown as DrawContext);
    return ctx.getImageData(0, 0, width, height).data;
  };
  const quick = draw((ctx) => {
    const lazy = lazyMapPicture(map, SIZE, createPath);
    drawQuickTerrain(ctx, lazy.hexes, lazy.lookup, SIZE, rect, createPath);
    drawQuickFeatures(ctx, lazy.hexes, lazy.lookup, SIZE, scale, STYLE, createPath);
    expect(lazy.built).toBe(false);
  });
  const chunked = draw((ctx) =>
    drawMap(
      ctx,
      buildMapPicture(map, SIZE, createPath),
      { rect, scale },
      { ...STYLE, showCoordinates: false },
      createPath,
    ),
  );
  const pixel = (q: number, r: number) => {
    const x = Math.round(20 + SIZE * scale + hexCentreX(q, SIZE) * scale);
    const y = Math.round(20 + SIZE * scale + hexCentreY(q, r, SIZE) * scale);
    return (y * width + x) * 4;
  };
  return { quick, chunked, pixel };
}

describe('the quick first frame (issue 30)', () => {
  const generated = generateMap({ ...DEFAULT_MAP_PARAMS, width: 60, height: 40 }, 11);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const map = generated.value.map;

  it("is the chunked picture but for anti-aliasing along terrain borders: every hex's centre the same colour", () => {
    const scale = GRID_MIN_SCALE * 0.6;
    const { quick, chunked, pixel } = bothPictures(map, scale);
    let differ = 0;
    for (let index = 0; index < quick.length; index += 4)
      if (quick.slice(index, index + 4).some((value, channel) => value !== chunked[index + channel]))
        differ++;
    // A few percent of the pixels: the blended ones along borders between terrains and chunks.
    expect(differ / (quick.length / 4)).toBeLessThan(0.05);
    for (const hex of Object.values(map.hexes)) {
      if (hex.river || hex.settlement) continue; // Icons and rivers are drawn by the same code either way.
      const at = pixel(hex.q, hex.r);
      expect([...quick.slice(at, at + 4)], `hex ${hex.q},${hex.r}`).toEqual([...chunked.slice(at, at + 4)]);
    }
  });

  it('outlines a map with a hole as two loops, so the hole stays empty', () => {
    const holed = rectangleMap(7, 7);
    const hexes = Object.values(holed.hexes).filter((hex) => !(hex.q === 3 && hex.r === 2));
    const lookup = (q: number, r: number) => hexes.find((hex) => hex.q === q && hex.r === r);
    const moves: number[] = [];
    const recorder = {
      moveTo: () => moves.push(0),
      lineTo: () => (moves[moves.length - 1] as number)++ && undefined,
      closePath: () => undefined,
    } as unknown as PathBuilder;
    mapOutline(hexes, lookup, SIZE, () => recorder);
    // One loop for the outer border, one of six edges around the missing hex.
    expect(moves).toHaveLength(2);
    expect(moves).toContain(6);
  });
});
