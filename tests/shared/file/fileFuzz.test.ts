import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '@shared/random';
import { fuzzBaseFiles, judgeFileText, mutatedFileText } from '../../../scripts/lib/fileFuzz';

const BASES = fuzzBaseFiles();

/**
 * Issue 9: mutated campaign files (types changed, values deleted, numbers out of range, references to missing
 * things, lists grown) are opened or refused, never crash the loader, never hang it (the test's time limit), and
 * nothing that opens breaks a campaign invariant, fails to reopen as saved, or makes the engine throw.
 * `npx tsx scripts/fuzzFiles.ts --files 10000` runs the same judge longer, with lists up to 200,000 items.
 */
describe('fuzzed campaign files (fast-check)', () => {
  it('are opened whole or refused plainly, never corrupt', () => {
    const kinds = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BASES.length - 1 }), fc.integer(), (base, seed) => {
        const verdict = judgeFileText(mutatedFileText(BASES[base]!, createRng(seed), 2000));
        expect(verdict).toMatchObject({ kind: expect.stringMatching(/^(accepted|refused)$/) });
        kinds[verdict.kind as keyof typeof kinds]++;
      }),
      { numRuns: 300, seed: 20261124 },
    );
    // Both outcomes happen, so the mutations are neither all fatal nor all harmless.
    expect(kinds.accepted).toBeGreaterThan(10);
    expect(kinds.refused).toBeGreaterThan(100);
  }, 120_000);
});
