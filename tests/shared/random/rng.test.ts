import { describe, expect, it } from 'vitest';
import { createRng, createRngState, normalizeSeed, rngFromState } from '@shared/random';

const draw = (rng: ReturnType<typeof createRng>, n: number) =>
  Array.from({ length: n }, (_, i) => (i % 2 ? rng.float() : rng.int(1, 6)));

describe('seeded Rng (GEN-5)', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draw(createRng(42), 50)).toEqual(draw(createRng(42), 50));
  });

  it('gives a different sequence for a different seed', () => {
    expect(draw(createRng(42), 20)).not.toEqual(draw(createRng(43), 20));
  });

  it('continues exactly from a stored state (rngFromState round trip)', () => {
    const rng = createRng(7);
    draw(rng, 13);
    const saved = JSON.parse(JSON.stringify(rng.state()));
    const expected = draw(rng, 30);
    expect(draw(rngFromState(saved), 30)).toEqual(expected);
  });

  it('counts draws in the cursor and keeps the seed', () => {
    const rng = createRng(9);
    expect(rng.state()).toMatchObject({ seed: 9, cursor: 0 });
    draw(rng, 5);
    expect(rng.state()).toMatchObject({ seed: 9, cursor: 5 });
    expect(createRngState(9)).toEqual(createRng(9).state());
  });

  it('keeps floats in [0, 1) and ints in [min, max]', () => {
    const rng = createRng(1);
    for (let i = 0; i < 2000; i++) {
      const f = rng.float();
      expect(f >= 0 && f < 1).toBe(true);
      const n = rng.int(-2, 3);
      expect(Number.isInteger(n) && n >= -2 && n <= 3).toBe(true);
    }
  });

  it('rejects bad int bounds and non-finite seeds with clear errors', () => {
    const rng = createRng(1);
    expect(() => rng.int(3, 1)).toThrow('Rng.int needs whole numbers min ≤ max, got 3..1');
    expect(() => rng.int(0.5, 2)).toThrow(/whole numbers/);
    expect(() => createRng(Number.NaN)).toThrow('A seed must be a finite number, got NaN');
  });

  it('folds any finite number into a 32-bit seed', () => {
    expect(normalizeSeed(12.9)).toBe(12);
    expect(normalizeSeed(2 ** 32 + 5)).toBe(5);
    expect(normalizeSeed(-1)).toBe(-1);
  });
});
