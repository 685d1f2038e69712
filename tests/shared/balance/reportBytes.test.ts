import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runBalanceHere } from '@shared/balance';
import { assaultOdds } from '@shared/rulesets/assault';
import { BENCH_BESIEGER, BENCH_DEFENDER } from '../../../bench/suites/assaultSuite';
import { freshCampaign } from './balanceFixtures';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Issue 30: speed work must leave every report byte-identical for the same seeds. These pin the bytes of a balance
 * report and of assault odds (their JSON, as `hexmarch balance --json` writes them) as they stood before it; a
 * change here means the engine now plays differently, which a speed change must never do.
 */
describe('reports stay byte-identical for the same seeds (issue 30)', () => {
  it('the balance report of the default 30×20 campaign, seeds 1…40', () => {
    const report = runBalanceHere(freshCampaign(1), { runs: 40, baseSeed: 1, maxTurns: 200 });
    expect(sha256(report)).toBe('be9ea4f352ba9881bd81393587f5717ea9b24fa4ad9151a2f20be91fcb569d4d');
  });

  it('the assault odds of 1,000 assaults 12 v 12 (the bench assault), seed 7', () => {
    const odds = assaultOdds(
      { seed: 7, besieger: BENCH_BESIEGER, defender: BENCH_DEFENDER, stronghold: { breaches: 1 } },
      1000,
    );
    expect(sha256(odds)).toBe('1648efa0bf4f0df150e68f942ba16abd964f0983fea0857336206ec195d4c08e');
  });
});
