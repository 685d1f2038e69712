import { describe, expect, it } from 'vitest';
import { hexToPixel } from '@shared/layout';
import { CHUNK_SPAN } from '../../../../renderer/src/canvas/draw/chunkHexes';
import type { CampaignMap } from '@shared/map';
import { buildTerrainChunks, type TerrainChunks } from '../../../../renderer/src/canvas/draw/terrainChunks';
import { createRecordingPath, type RecordingPath } from '../recordingContext';
import { prepared, rectangleMap, withHex } from '../testMaps';

const SIZE = 32;

describe('chunkHexes', () => {
  it('splits a 40×40 map into 3×3 chunks of at most 16×16 hexes', () => {
    const chunks = prepared(rectangleMap(40, 40)).chunks;
    expect(chunks).toHaveLength(9);
    expect(chunks.reduce((sum, chunk) => sum + chunk.hexes.length, 0)).toBe(1600);
    for (const chunk of chunks) expect(chunk.hexes.length).toBeLessThanOrEqual(CHUNK_SPAN * CHUNK_SPAN);
  });

  it('stores the HEX-1 centre of every hex, the same as shared/layout computes', () => {
    for (const chunk of prepared(rectangleMap(20, 20)).chunks) {
      chunk.hexes.forEach((hex, index) => {
        const { x, y } = hexToPixel(hex.q, hex.r, SIZE);
        expect(chunk.centres[index * 2]).toBeCloseTo(x, 9);
        expect(chunk.centres[index * 2 + 1]).toBeCloseTo(y, 9);
      });
    }
  });

  it('boxes each chunk around its hexes, corners included', () => {
    const [only] = prepared(rectangleMap(1, 1)).chunks;
    expect(only?.bounds.minX).toBe(-SIZE);
    expect(only?.bounds.maxX).toBe(SIZE);
    expect(only?.bounds.maxY).toBeCloseTo((Math.sqrt(3) / 2) * SIZE, 9);
  });
});

describe('buildTerrainChunks', () => {
  const build = (map: CampaignMap, previous?: TerrainChunks) => {
    const { chunks, lookup } = prepared(map);
    return buildTerrainChunks(chunks, lookup, SIZE, createRecordingPath, previous);
  };
  const hexesIn = (path: RecordingPath) => path.count('closePath');

  it('builds one base path and one path per other terrain present', () => {
    const map = rectangleMap(4, 4, { '1,0': { terrain: 'forest' }, '2,0': { terrain: 'water' } });
    const [built] = build(map).chunks;
    expect(built?.baseTerrain).toBe('open');
    expect(built?.fills.map((fill) => fill.terrain)).toEqual(['forest', 'water']);
    expect(hexesIn(built?.fills[0]?.path as RecordingPath)).toBe(1);
  });

  it('picks the most common terrain as the base', () => {
    const overrides = Object.fromEntries(
      ['0,0', '0,1', '1,0'].map((key) => [key, { terrain: 'marsh' as const }]),
    );
    const [built] = build(rectangleMap(2, 2)).chunks;
    expect(built?.baseTerrain).toBe('open');
    const [marshy] = build(rectangleMap(2, 2, overrides)).chunks;
    expect(marshy?.baseTerrain).toBe('marsh');
  });

  it('leaves rim hexes of another terrain out of the base path, but keeps inner ones', () => {
    const map = rectangleMap(5, 5, { '0,0': { terrain: 'hills' }, '2,1': { terrain: 'hills' } });
    const [built] = build(map).chunks;
    // 25 hexes, minus the rim hill at (0,0); the inner hill at (2,1) stays under the base colour.
    expect(hexesIn(built?.base as RecordingPath)).toBe(24);
    expect(hexesIn(built?.fills[0]?.path as RecordingPath)).toBe(2);
  });

  it('reuses unchanged chunks after an edit and rebuilds only the edited one', () => {
    const map = rectangleMap(40, 40);
    const before = build(map);
    const after = build(withHex(map, '0,0', { terrain: 'forest' }), before);
    const rebuilt = after.chunks.filter((chunk) => !before.chunks.includes(chunk));
    expect(rebuilt.map((chunk) => chunk.chunk.id)).toEqual(['0,0']);
  });
});
