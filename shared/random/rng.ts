import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The whole PRNG state as plain JSON (GEN-5, DATA-1 `rngSeed`/`rngCursor`): storing it in the campaign makes a
 * campaign replay exactly. `words` is pure-rand's xoroshiro128+ state; `cursor` counts draws since the seed.
 */
export interface RngState {
  readonly seed: number;
  readonly cursor: number;
  readonly words: readonly number[];
}

/**
 * A seeded random source. The object is mutable for speed in hot loops (map generation draws ~10⁵ values), but
 * all it holds is an RngState, read back with `state()`; shared/ code always receives it as an argument.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  float(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A snapshot of the current state, safe to store. */
  state(): RngState;
}

/** Seeds are 32-bit integers; anything else is folded into one so every number is a valid seed. */
export function normalizeSeed(seed: number): number {
  if (!Number.isFinite(seed)) throw new Error(`A seed must be a finite number, got ${seed}`);
  return Math.trunc(seed) | 0;
}

export function createRngState(seed: number): RngState {
  const normalized = normalizeSeed(seed);
  return { seed: normalized, cursor: 0, words: [...xoroshiro128plus(normalized).getState()] };
}

export function rngFromState(state: RngState): Rng {
  const generator: RandomGenerator = xoroshiro128plusFromState(state.words);
  let cursor = state.cursor;
  return {
    float() {
      cursor++;
      return uniformFloat64(generator);
    },
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
        throw new Error(`Rng.int needs whole numbers min ≤ max, got ${min}..${max}`);
      }
      cursor++;
      return uniformInt(generator, min, max);
    },
    state: () => ({ seed: state.seed, cursor, words: [...generator.getState()] }),
  };
}

export function createRng(seed: number): Rng {
  return rngFromState(createRngState(seed));
}
