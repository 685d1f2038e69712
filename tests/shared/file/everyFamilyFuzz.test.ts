import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '@shared/random';
import { mutatedFileText } from '../../../scripts/lib/fileFuzz';
import { FUZZ_FAMILIES } from '../../../scripts/lib/fuzzFamilies';

/**
 * Issue 26: every family of file Hexmarch reads, mutated at random and damaged the ways the issue found
 * (scripts/lib/fuzzCorruptions.ts), is opened whole or refused plainly: the loader never throws, and nothing it
 * opens fails an invariant, re-saves differently, or makes the engine throw within 12 auto-play commands.
 * `npx tsx scripts/fuzzFiles.ts` runs the same judges over 10,000 files with lists up to 200,000 items.
 */
describe.each(FUZZ_FAMILIES.map((family) => [family.name, family] as const))(
  'fuzzed %s files',
  (_name, family) => {
    const bases = family.bases();

    it('open the valid bases', () => {
      for (const base of bases)
        expect(family.judge(JSON.stringify(base))).toMatchObject({ kind: 'accepted' });
    });

    it('are opened whole or refused plainly, never corrupt, after random mutations', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: bases.length - 1 }), fc.integer(), (base, seed) => {
          const verdict = family.judge(mutatedFileText(bases[base]!, createRng(seed), 2000));
          expect(verdict).toMatchObject({ kind: expect.stringMatching(/^(accepted|refused)$/) });
        }),
        { numRuns: 40, seed: 20261128 },
      );
    }, 60_000);

    it.each(family.corruptions.map((c) => [c.name, c] as const))(
      'refuse or survive: %s',
      (_what, corruption) => {
        for (const base of bases) {
          const text = corruption.apply(base);
          if (text === undefined) continue;
          expect(family.judge(text)).toMatchObject({ kind: expect.stringMatching(/^(accepted|refused)$/) });
        }
      },
    );
  },
);
