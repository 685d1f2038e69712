import { describe, expect, it } from 'vitest';
import { wheelPixels, wheelZoomFactor } from '../../../renderer/src/canvas/wheelZoom';

const step = (deltaY: number, deltaMode = 0, ctrlKey = false) => ({ deltaY, deltaMode, ctrlKey });

describe('wheel zoom (issue 15: trackpad-sized steps)', () => {
  it('zooms a mouse notch by about 16 % each way', () => {
    expect(wheelZoomFactor(step(-100))).toBeCloseTo(Math.exp(0.15));
    expect(wheelZoomFactor(step(100))).toBeCloseTo(Math.exp(-0.15));
  });

  it('zooms a two-finger swipe of small steps visibly: twenty 4 px steps zoom in by over 50 %', () => {
    let scale = 1;
    for (let i = 0; i < 20; i++) scale *= wheelZoomFactor(step(-4));
    expect(scale).toBeGreaterThan(1.5);
  });

  it('follows a pinch (ctrl+wheel) faster still, both ways', () => {
    expect(wheelZoomFactor(step(-3, 0, true))).toBeGreaterThan(wheelZoomFactor(step(-3)));
    expect(wheelZoomFactor(step(3, 0, true))).toBeLessThan(1);
  });

  it('reads line and page steps as pixels', () => {
    expect(wheelPixels(step(3, 1))).toBe(48);
    expect(wheelPixels(step(1, 2))).toBe(800);
    expect(wheelZoomFactor(step(-3, 1))).toBeGreaterThan(1);
  });
});
