import { createRngState } from '@shared/random';
import { runBalanceGame } from '@shared/balance';
import { createCoreCampaign, setupFromGeneratedMap } from '@shared/rulesets/core';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { describe, expect, it } from 'vitest';
import { runBalancePool } from '../../scripts/balance/balancePool';
import { runChunks } from '../../scripts/balance/runChunks';

describe('runChunks', () => {
  it('hands out every run index once, ascending, in chunks of at most 16', () => {
    for (const [runs, threads] of [
      [1, 1],
      [2, 2],
      [7, 2],
      [1000, 2],
      [1000, 8],
      [33, 4],
    ] as const) {
      const chunks = runChunks(runs, threads);
      expect(chunks.flat()).toEqual(Array.from({ length: runs }, (_, i) => i));
      expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(16);
      expect(chunks.length).toBeGreaterThanOrEqual(threads);
    }
    expect(runChunks(1000, 2)[0]).toHaveLength(16);
    expect(runChunks(40, 2)[0]).toHaveLength(1);
  });

  it('hands out smaller chunks towards the end, the last ones single runs, so the threads finish together', () => {
    const sizes = runChunks(1000, 2).map((c) => c.length);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!);
    expect(sizes.slice(-16)).toEqual(Array.from({ length: 16 }, () => 1));
    expect(sizes.length).toBeLessThan(200);
  });
});

describe('runBalancePool', () => {
  it('plays every run once on the workers, each as the same run on this thread plays it', async () => {
    const generated = generateMap(DEFAULT_MAP_PARAMS, 3);
    if (!generated.ok) throw new Error(generated.error.join('; '));
    const created = createCoreCampaign(
      setupFromGeneratedMap(generated.value, {
        id: 'pool',
        name: 'Pool',
        seed: 3,
        settings: { core: { defaultResolution: 'dice', fortressResolution: 'dice' } },
      }),
    );
    if (!created.ok) throw new Error('set-up');
    const setup = { ...created.value.state, rng: createRngState(3) };
    const request = { runs: 5, baseSeed: 40, maxTurns: 60 };
    const summaries = await runBalancePool(setup, request, { threads: 2 });
    const byIndex = [...summaries].sort((a, b) => a.index - b.index);
    expect(byIndex.map((s) => s.index)).toEqual([0, 1, 2, 3, 4]);
    for (const s of byIndex) expect(s).toEqual(runBalanceGame(setup, s.index, request));
  }, 60_000);
});
