import { describe, expect, it } from 'vitest';
import type { CampaignMap } from '@shared/map';
import { buildFeatureChunks } from '../../../../renderer/src/canvas/draw/featureChunks';
import { drawNames } from '../../../../renderer/src/canvas/draw/drawNames';
import { createRecordingPath, RecordingContext } from '../recordingContext';
import { prepared, rectangleMap } from '../testMaps';

const SIZE = 32;
const featuresOf = (map: CampaignMap) => {
  const { chunks, lookup } = prepared(map);
  return buildFeatureChunks(chunks, lookup, SIZE, createRecordingPath).chunks;
};
const named = (type: 'village' | 'city', name: string) => ({ settlement: { type, controller: null, name } });

describe('drawNames', () => {
  it('writes a lone name under its settlement', () => {
    const ctx = new RecordingContext();
    expect(
      drawNames(ctx, featuresOf(rectangleMap(3, 3, { '1,1': named('village', 'Ashby') })), SIZE, 1),
    ).toBe(1);
    expect(ctx.ops('fillText').map((call) => call.text)).toEqual(['Ashby']);
  });

  it('moves a clashing name above its icon, and leaves out a name with no free spot', () => {
    // (0,1), (2,0) and (4,-1) sit in one screen row, 96 units apart; each 40-letter name is ~244 units wide.
    const long = (letter: string) => letter.repeat(40);
    const map = rectangleMap(6, 3, {
      '0,1': named('village', long('a')),
      '2,0': named('village', long('b')),
      '4,-1': named('village', long('c')),
    });
    const ctx = new RecordingContext();
    // a takes the spot below, b the spot above; both of c's spots are taken.
    expect(drawNames(ctx, featuresOf(map), SIZE, 1)).toBe(2);
    expect(ctx.ops('fillText').map((call) => call.text?.[0])).toEqual(['a', 'b']);
  });

  it('gives a city its spot before a village', () => {
    const map = rectangleMap(4, 3, {
      '0,1': named('village', 'v'.repeat(30)),
      '1,1': named('city', 'c'.repeat(30)),
    });
    const ctx = new RecordingContext();
    drawNames(ctx, featuresOf(map), SIZE, 1);
    expect(ctx.ops('fillText').map((call) => call.text?.[0])).toEqual(['c', 'v']);
  });

  it('keeps clear of boxes already taken (a printed hex label, HEX-7): the name goes above its icon', () => {
    const map = rectangleMap(3, 3, { '1,1': named('village', 'Ashby') });
    const free = new RecordingContext();
    drawNames(free, featuresOf(map), SIZE, 1);
    const below = free.ops('fillText')[0]!;
    const ctx = new RecordingContext();
    // The whole band under the hex centre is taken.
    const taken = [{ minX: -1e6, maxX: 1e6, minY: below.y! - 1, maxY: below.y! + 40 }];
    expect(drawNames(ctx, featuresOf(map), SIZE, 1, taken)).toBe(1);
    expect(ctx.ops('fillText')[0]!.y).toBeLessThan(below.y! - SIZE);
  });
});
