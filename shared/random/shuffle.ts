import type { Rng } from './rng';

/**
 * A seeded Fisher–Yates shuffle (ANV-8 decks, piles): a new array, drawn from `rng` so that a ruleset recording the
 * result and the RNG state after it in an event replays exactly (GEN-5).
 */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
