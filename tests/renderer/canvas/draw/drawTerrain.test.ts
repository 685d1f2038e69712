import type { CampaignMap } from '@shared/map';
import { describe, expect, it } from 'vitest';
import {
  drawTerrain,
  GRID_MIN_SCALE,
  MARKS_MIN_SCALE,
} from '../../../../renderer/src/canvas/draw/drawTerrain';
import { TERRAIN_COLORS } from '../../../../renderer/src/canvas/draw/palette';
import { buildTerrainChunks } from '../../../../renderer/src/canvas/draw/terrainChunks';
import { hexLookup } from '../../../../renderer/src/canvas/draw/hexLookup';
import { buildGridPath } from '../../../../renderer/src/canvas/draw/terrainMarks';
import { createRecordingPath, RecordingContext, type RecordingPath } from '../recordingContext';
import { prepared, rectangleMap } from '../testMaps';

const terrainOf = (map: CampaignMap) => {
  const { chunks, lookup } = prepared(map);
  return buildTerrainChunks(chunks, lookup, 32, createRecordingPath);
};

const SIZE = 32;
const EVERYWHERE = { minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 };

describe('drawTerrain', () => {
  it('fills each chunk once per terrain it holds, and nothing per hex', () => {
    const map = rectangleMap(32, 32, { '3,3': { terrain: 'forest' }, '20,5': { terrain: 'water' } });
    const terrain = terrainOf(map);
    const ctx = new RecordingContext();
    const stats = drawTerrain(
      ctx,
      terrain,
      hexLookup(map),
      { rect: EVERYWHERE, scale: 0.1 },
      createRecordingPath,
    );
    expect(stats.chunks).toBe(4);
    // 4 base fills (all open) + the forest chunk and the water chunk.
    expect(ctx.ops('fill')).toHaveLength(6);
    expect(ctx.ops('fill').map((call) => call.fillStyle)).toContain(TERRAIN_COLORS.forest);
    // No hex outlines go to the context itself: the paths were built once.
    expect(ctx.count('closePath')).toBe(0);
  });

  it('culls chunks outside the view', () => {
    const map = rectangleMap(64, 64);
    const terrain = terrainOf(map);
    const ctx = new RecordingContext();
    // A small window around the origin meets only the first chunk.
    const view = { rect: { minX: 0, minY: 0, maxX: 100, maxY: 100 }, scale: 0.1 };
    expect(drawTerrain(ctx, terrain, hexLookup(map), view, createRecordingPath).chunks).toBe(1);
    expect(ctx.ops('fill')).toHaveLength(1);
    const away = { rect: { minX: 1e6, minY: 1e6, maxX: 1e6 + 10, maxY: 1e6 + 10 }, scale: 0.1 };
    const empty = new RecordingContext();
    expect(drawTerrain(empty, terrain, hexLookup(map), away, createRecordingPath)).toEqual({
      chunks: 0,
      fills: 0,
      strokes: 0,
    });
    expect(empty.calls).toHaveLength(0);
  });

  it('adds texture marks and grid lines only from their zoom levels', () => {
    const map = rectangleMap(4, 4, { '1,1': { terrain: 'forest' }, '2,1': { terrain: 'hills' } });
    const terrain = terrainOf(map);
    const far = new RecordingContext();
    drawTerrain(
      far,
      terrain,
      hexLookup(map),
      { rect: EVERYWHERE, scale: GRID_MIN_SCALE - 0.01 },
      createRecordingPath,
    );
    expect(far.ops('stroke')).toHaveLength(0);
    const near = new RecordingContext();
    drawTerrain(
      near,
      terrain,
      hexLookup(map),
      { rect: EVERYWHERE, scale: MARKS_MIN_SCALE },
      createRecordingPath,
    );
    // Forest tree dots are filled in the forest mark colour; hill arcs and the grid are stroked.
    expect(near.ops('fill').length).toBe(3 + 1);
    expect(near.ops('stroke').length).toBe(2);
  });
});

describe('buildGridPath', () => {
  it('strokes every edge of a lone chunk exactly once', () => {
    // A 2×2 odd-q block has 4 hexes: 4·6 = 24 edge sides, of which the 5 shared edges are drawn once: 19 edges.
    const map = rectangleMap(2, 2);
    const [built] = terrainOf(map).chunks;
    const grid = buildGridPath(built!.chunk, hexLookup(map), SIZE, createRecordingPath) as RecordingPath;
    expect(grid.count('moveTo')).toBe(19);
  });
});
