import fc from 'fast-check';
import { chooseCasualties, type Candidate } from '@shared/rulesets/assault/casualtySelection';
import { describe, expect, it } from 'vitest';

/** BOT-21 read literally: every subset that covers the hits, ranked by its four criteria; the best one's ids. */
function everySubsetBest(candidates: readonly Candidate[], hits: number): string[] {
  const usable = candidates.filter((c) => c.absorption > 0);
  if (hits <= 0) return [];
  if (usable.reduce((s, c) => s + c.absorption, 0) <= hits) return usable.map((c) => c.id);
  let best: { ids: string[]; key: [number, number, number, string] } | undefined;
  for (let mask = 1; mask < 1 << usable.length; mask++) {
    const chosen = usable.filter((_, i) => mask & (1 << i));
    const used = chosen.reduce((s, c) => s + c.absorption, 0);
    if (used < hits) continue;
    const lost = chosen.reduce((s, c) => s + c.defeatedBR, 0);
    const sorted = chosen.map((c) => c.id).sort();
    const key: [number, number, number, string] = [lost, used, chosen.length, sorted.join('\u0000')];
    const before = (a: typeof key, b: typeof key) =>
      a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] !== b[2] ? a[2] < b[2] : a[3] < b[3];
    if (!best || before(key, best.key)) best = { ids: chosen.map((c) => c.id), key };
  }
  return best?.ids ?? [];
}

/** Units as applyHits offers them: half-point BRs, loose units at half absorption and 0 BR defeated. */
const candidates = fc
  .array(
    fc.record({
      br: fc.integer({ min: 0, max: 16 }).map((half) => half / 2),
      loose: fc.boolean(),
      kind: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 0, maxLength: 12 },
  )
  .map((units) =>
    units.map(({ br, loose, kind }, i): Candidate => {
      // Ids that sort otherwise than they are listed (z9 before a10 in the list), so BOT-21 (4) is exercised.
      const id = `${'zab'[kind % 3]}${(i * 7) % 13}-${i}`;
      return loose ? { id, absorption: br / 2, defeatedBR: 0 } : { id, absorption: br, defeatedBR: br };
    }),
  );

describe('BOT-21 casualty selection', () => {
  it('picks, up to 16 candidates, the subset that comparing every covering subset picks', () => {
    fc.assert(
      fc.property(candidates, fc.integer({ min: -1, max: 20 }), (units, hits) => {
        expect(chooseCasualties(units, hits)).toEqual(everySubsetBest(units, hits));
      }),
      { numRuns: 2000 },
    );
  });

  it('spares the high-BR unit when lower ones cover the hits, and breaks a tie by the sorted ids', () => {
    const units: Candidate[] = [
      { id: 'knights', absorption: 4, defeatedBR: 4 },
      { id: 'spears', absorption: 1.5, defeatedBR: 1.5 },
      { id: 'militia', absorption: 0.5, defeatedBR: 0.5 },
      { id: 'archers', absorption: 1, defeatedBR: 1 },
    ];
    expect(chooseCasualties(units, 2)).toEqual(['spears', 'militia']);
    const twins: Candidate[] = [
      { id: 'b', absorption: 1, defeatedBR: 1 },
      { id: 'a', absorption: 1, defeatedBR: 1 },
    ];
    expect(chooseCasualties(twins, 1)).toEqual(['a']);
  });
});
