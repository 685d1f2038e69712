import { describe, expect, it } from 'vitest';
import type { HexKey } from '@shared/hex';
import { drawOverlay } from '../../../../renderer/src/canvas/draw/drawOverlay';
import { MAP_COLORS } from '../../../../renderer/src/canvas/draw/palette';
import { RecordingContext } from '../recordingContext';

const key = (value: string) => value as HexKey;

describe('drawOverlay', () => {
  it('draws nothing without hover, selection or highlights', () => {
    const ctx = new RecordingContext();
    drawOverlay(ctx, { hoverHex: null, selectedHex: null, highlightHexes: [] }, 32, 1);
    expect(ctx.calls).toHaveLength(0);
  });

  it('outlines the hover and selected hexes over a dark shadow, selection last', () => {
    const ctx = new RecordingContext();
    drawOverlay(ctx, { hoverHex: key('1,1'), selectedHex: key('2,0'), highlightHexes: [] }, 32, 2);
    expect(ctx.ops('stroke').map((call) => call.strokeStyle)).toEqual([
      MAP_COLORS.hoverShadow,
      MAP_COLORS.hover,
      MAP_COLORS.hoverShadow,
      MAP_COLORS.selection,
    ]);
    // Six corners of each outline, drawn straight into the context.
    expect(ctx.count('lineTo')).toBe(10);
    // Line widths are in screen pixels: 2.5 px at scale 2 is 1.25 world units.
    expect(ctx.lineWidth).toBe(1.25);
  });

  it('fills all highlighted hexes in one path', () => {
    const ctx = new RecordingContext();
    drawOverlay(
      ctx,
      { hoverHex: null, selectedHex: null, highlightHexes: [key('0,0'), key('0,1'), key('1,0')] },
      32,
      1,
    );
    expect(ctx.ops('fill')).toHaveLength(1);
    expect(ctx.count('closePath')).toBe(3);
  });
});
