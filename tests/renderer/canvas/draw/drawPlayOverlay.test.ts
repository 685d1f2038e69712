import { describe, expect, it } from 'vitest';
import type { HexKey } from '@shared/hex';
import {
  drawPlayOverlay,
  EMPTY_PLAY_OVERLAY,
  PLAY_COLORS,
} from '../../../../renderer/src/canvas/draw/drawPlayOverlay';
import { RecordingContext } from '../recordingContext';

const keys = (...values: string[]) => values as HexKey[];

describe('drawPlayOverlay', () => {
  it('draws nothing when no army is picked up and no retreat is awaited', () => {
    const ctx = new RecordingContext();
    drawPlayOverlay(ctx, EMPTY_PLAY_OVERLAY, 32, 1);
    expect(ctx.calls).toHaveLength(0);
  });

  it('fills every reachable hex in one path, rings battle hexes and draws the path with a dot per step', () => {
    const ctx = new RecordingContext();
    drawPlayOverlay(
      ctx,
      {
        ...EMPTY_PLAY_OVERLAY,
        reachable: keys('1,0', '2,0', '3,0'),
        battles: keys('3,0'),
        path: keys('0,0', '1,0', '2,0'),
      },
      32,
      1,
    );
    expect(ctx.ops('fill').map((c) => c.fillStyle)).toEqual([
      PLAY_COLORS.reachFill,
      PLAY_COLORS.path,
      PLAY_COLORS.path,
    ]);
    expect(ctx.ops('stroke').map((c) => c.strokeStyle)).toEqual([
      PLAY_COLORS.reachLine,
      PLAY_COLORS.battleLine,
      PLAY_COLORS.pathHalo,
      PLAY_COLORS.path,
    ]);
  });

  it('crosses out a refused drop and fills retreat choices', () => {
    const ctx = new RecordingContext();
    drawPlayOverlay(
      ctx,
      { ...EMPTY_PLAY_OVERLAY, refused: keys('4,4')[0]!, choices: keys('1,1', '1,2') },
      32,
      2,
    );
    expect(ctx.ops('fill').map((c) => c.fillStyle)).toEqual([PLAY_COLORS.choiceFill]);
    expect(ctx.ops('stroke').map((c) => c.strokeStyle)).toEqual([
      PLAY_COLORS.choiceLine,
      PLAY_COLORS.refused,
    ]);
    // Line widths in screen pixels: 4 px at scale 2.
    expect(ctx.lineWidth).toBe(2);
  });
});
