import type { CampaignMap } from '@shared/map';
import { describe, expect, it } from 'vitest';
import {
  drawFeatures,
  ICONS_MIN_SCALE,
  NAMES_MIN_SCALE,
} from '../../../../renderer/src/canvas/draw/drawFeatures';
import { buildFeatureChunks } from '../../../../renderer/src/canvas/draw/featureChunks';
import { hexLookup } from '../../../../renderer/src/canvas/draw/hexLookup';
import { MAP_COLORS } from '../../../../renderer/src/canvas/draw/palette';
import { addRiverCourse } from '../../../../renderer/src/canvas/draw/riverPath';
import { createRecordingPath, RecordingContext, RecordingPath } from '../recordingContext';
import { prepared, rectangleMap } from '../testMaps';

const featuresOf = (map: CampaignMap) => {
  const { chunks, lookup } = prepared(map);
  return buildFeatureChunks(chunks, lookup, 32, createRecordingPath);
};

const SIZE = 32;
const EVERYWHERE = { minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 };
const style = { playerColors: { 'p-red': '#D55E00' } };

describe('river courses', () => {
  // A river flowing S down column 1: (1,0) → (1,1) → (1,2) → (1,3), out of the map edge below.
  const map = rectangleMap(3, 4, {
    '1,0': { river: true, riverFlow: 'S' },
    '1,1': { river: true, riverFlow: 'S', bridge: true },
    '1,2': { river: true, riverFlow: 'S' },
    '1,3': { river: true, riverFlow: 'S' },
  });

  it('starts a source hex at its centre and ends at the outflow edge midpoint', () => {
    const path = new RecordingPath();
    addRiverCourse(path, map.hexes['1,0' as never]!, 48, 0, SIZE, hexLookup(map));
    expect(path.commands).toEqual([
      { op: 'moveTo', args: [48, 0] },
      { op: 'lineTo', args: [48, (Math.sqrt(3) / 2) * SIZE] },
    ]);
  });

  it('curves from each inflow edge midpoint through the centre to the outflow midpoint', () => {
    const path = new RecordingPath();
    addRiverCourse(path, map.hexes['1,1' as never]!, 0, 0, SIZE, hexLookup(map));
    const h = (Math.sqrt(3) / 2) * SIZE;
    expect(path.commands).toEqual([
      { op: 'moveTo', args: [0, -h] },
      { op: 'quadraticCurveTo', args: [0, 0, 0, h] },
    ]);
  });

  it('joins hand-painted river hexes (no flow) to each river neighbour', () => {
    const painted = rectangleMap(3, 3, {
      '1,0': { river: true },
      '1,1': { river: true },
      '2,0': { river: true },
    });
    const path = new RecordingPath();
    addRiverCourse(path, painted.hexes['1,0' as never]!, 0, 0, SIZE, hexLookup(painted));
    expect(path.count('lineTo')).toBe(2);
  });

  it('strokes the rivers of a chunk as one path and draws the bridge', () => {
    const features = featuresOf(map);
    const ctx = new RecordingContext();
    drawFeatures(ctx, features, hexLookup(map), { rect: EVERYWHERE, scale: 1 }, style);
    const riverStrokes = ctx.ops('stroke').filter((call) => call.path);
    expect(riverStrokes.map((call) => call.strokeStyle)).toEqual([MAP_COLORS.riverEdge, MAP_COLORS.river]);
    expect(ctx.ops('fillRect').length).toBe(1);
  });
});

describe('settlements', () => {
  const map = rectangleMap(3, 3, {
    '0,0': { settlement: { type: 'city', controller: 'p-red', name: 'Redholm' } },
    '2,0': { settlement: { type: 'village', controller: null, name: 'Greyford' } },
  });
  const features = featuresOf(map);

  it("fills icons with the controller's colour, and neutral ones white", () => {
    const ctx = new RecordingContext();
    drawFeatures(ctx, features, hexLookup(map), { rect: EVERYWHERE, scale: 1 }, style);
    const fills = ctx.ops('fill').map((call) => call.fillStyle);
    expect(fills).toContain('#D55E00');
    expect(fills).toContain(MAP_COLORS.neutralFill);
  });

  it('writes names only from the names zoom', () => {
    const near = new RecordingContext();
    drawFeatures(near, features, hexLookup(map), { rect: EVERYWHERE, scale: NAMES_MIN_SCALE }, style);
    expect(near.ops('fillText').map((call) => call.text)).toEqual(['Redholm', 'Greyford']);
    const far = new RecordingContext();
    drawFeatures(far, features, hexLookup(map), { rect: EVERYWHERE, scale: NAMES_MIN_SCALE - 0.01 }, style);
    expect(far.ops('fillText')).toHaveLength(0);
  });

  it('draws one dot per settlement at overview zoom instead of icons', () => {
    const ctx = new RecordingContext();
    drawFeatures(ctx, features, hexLookup(map), { rect: EVERYWHERE, scale: ICONS_MIN_SCALE / 2 }, style);
    expect(ctx.ops('fill')).toHaveLength(2);
  });

  it('draws nothing for chunks outside the view', () => {
    const ctx = new RecordingContext();
    const away = { minX: 1e6, minY: 1e6, maxX: 1e6 + 1, maxY: 1e6 + 1 };
    expect(drawFeatures(ctx, features, hexLookup(map), { rect: away, scale: 1 }, style)).toBe(0);
    expect(ctx.calls).toHaveLength(0);
  });
});
