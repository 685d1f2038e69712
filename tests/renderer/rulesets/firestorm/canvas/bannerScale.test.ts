import { describe, expect, it } from 'vitest';
import { MIN_FLAG_PX } from '../../../../../renderer/src/canvas/flagScale';
import {
  BANNER_HEIGHT,
  bannerScale,
} from '../../../../../renderer/src/rulesets/firestorm/canvas/bannerScale';

describe('Firestorm banners keep a readable size on screen (issue 27)', () => {
  it('draws a banner at least 24 px tall at fit, its own size when zoomed in, at most twice it', () => {
    for (const fit of [0.38, 0.45, 0.6, 0.74]) {
      expect(BANNER_HEIGHT * fit * bannerScale(fit)).toBeGreaterThanOrEqual(MIN_FLAG_PX - 1e-9);
      expect(BANNER_HEIGHT * fit * bannerScale(fit)).toBeCloseTo(MIN_FLAG_PX);
    }
    // Big enough already: drawn at its own size.
    expect(bannerScale(MIN_FLAG_PX / BANNER_HEIGHT)).toBe(1);
    expect(bannerScale(1.5)).toBe(1);
    // A huge map seen whole: never more than twice its size (then below 24 px, by design).
    expect(bannerScale(0.05)).toBe(2);
    expect(bannerScale(0)).toBe(1);
    expect(bannerScale(Number.NaN)).toBe(1);
  });

  it('grows no faster than the camera shrinks: the on-screen height never falls as the user zooms in', () => {
    let last = 0;
    for (let s = 0.05; s <= 2; s += 0.01) {
      const px = BANNER_HEIGHT * s * bannerScale(s);
      expect(px).toBeGreaterThanOrEqual(last - 1e-9);
      last = px;
    }
  });
});
