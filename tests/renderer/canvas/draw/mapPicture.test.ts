import { describe, expect, it } from 'vitest';
import { buildMapPicture, drawMap } from '../../../../renderer/src/canvas/draw/mapPicture';
import { MAP_COLORS, TERRAIN_COLORS } from '../../../../renderer/src/canvas/draw/palette';
import { createRecordingPath, RecordingContext } from '../recordingContext';
import { rectangleMap, withHex } from '../testMaps';

const EVERYWHERE = { minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 };
const map = rectangleMap(20, 20, {
  '3,3': { terrain: 'forest' },
  '5,5': { river: true, riverFlow: 'S' },
  '5,6': { river: true, riverFlow: 'S', bridge: true },
  '8,2': { settlement: { type: 'town', controller: 'p-blue', name: 'Bluetown' } },
});

describe('drawMap (printing, no Konva, no Path2D)', () => {
  it('draws terrain, rivers, a bridge, a settlement and its name in one pass', () => {
    const picture = buildMapPicture(map, 32, createRecordingPath);
    const ctx = new RecordingContext();
    drawMap(
      ctx,
      picture,
      { rect: EVERYWHERE, scale: 1 },
      { playerColors: { 'p-blue': '#0072B2' }, showCoordinates: true },
      createRecordingPath,
    );
    const fills = ctx.ops('fill').map((call) => call.fillStyle);
    expect(fills).toContain(TERRAIN_COLORS.open);
    expect(fills).toContain(TERRAIN_COLORS.forest);
    expect(fills).toContain('#0072B2');
    expect(ctx.ops('stroke').map((call) => call.strokeStyle)).toContain(MAP_COLORS.river);
    expect(ctx.ops('fillRect')).toHaveLength(1);
    const texts = ctx.ops('fillText').map((call) => call.text);
    expect(texts).toContain('Bluetown');
    expect(texts).toContain('0101');
    expect(texts.filter((text) => text !== undefined && /^\d{4}$/.test(text))).toHaveLength(400);
  });

  it('reuses the terrain of unchanged chunks when the map is edited', () => {
    const before = buildMapPicture(map, 32, createRecordingPath);
    const after = buildMapPicture(
      withHex(map, '19,-9', { terrain: 'water' }),
      32,
      createRecordingPath,
      before,
    );
    const kept = after.terrain.chunks.filter((chunk) => before.terrain.chunks.includes(chunk));
    expect(kept).toHaveLength(after.terrain.chunks.length - 1);
  });
});
