import type { Rng } from '../random';

const HEADS = [
  'Ash',
  'Bel',
  'Cor',
  'Dun',
  'El',
  'Fen',
  'Gar',
  'Hal',
  'Ing',
  'Kel',
  'Lor',
  'Mar',
  'Nor',
  'Ost',
  'Pel',
  'Quen',
  'Ros',
  'Sal',
  'Tor',
  'Ul',
  'Val',
  'Wyn',
  'Yar',
  'Brom',
] as const;
const MIDDLES = ['a', 'e', 'i', 'o', 'en', 'ar', 'il', 'wen'] as const;
const TAILS = [
  'ford',
  'ton',
  'by',
  'wick',
  'dale',
  'mere',
  'holm',
  'stead',
  'bury',
  'gate',
  'haven',
  'moor',
  'field',
  'well',
  'crag',
  'thorpe',
] as const;

/**
 * A small seeded name maker (head + optional middle + tail syllables, e.g. "Dunmere", "Valenwick"). Names are unique
 * within one map; after a few collisions a numeral is added rather than looping.
 */
export function createNameGenerator(rng: Rng): () => string {
  const used = new Set<string>();
  const pick = <T>(list: readonly T[]): T => list[rng.int(0, list.length - 1)]!;
  return () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const name = pick(HEADS) + (rng.float() < 0.35 ? pick(MIDDLES) : '') + pick(TAILS);
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    const base = pick(HEADS) + pick(TAILS);
    let n = 2;
    while (used.has(`${base} ${n}`)) n++;
    used.add(`${base} ${n}`);
    return `${base} ${n}`;
  };
}
