import { replayEvents } from '@shared/kernel';
import { runSetup } from '@shared/balance/coreBalanceRun';
import {
  autoPlayCommand,
  coreRuleset,
  runCampaign,
  runCampaignWith,
  step,
  type Campaign,
} from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { generatedCampaign } from './factories';

/** The reference: runCampaign's loop through the public, copying step, one new state per command. */
function playByStep(initial: Campaign, maxTurns: number): Campaign {
  let state = initial;
  while (state.status === 'running' && state.turn.number <= maxTurns) {
    const stepped = step(state, autoPlayCommand(state, { everyone: true, tabletopByDice: true }));
    if (!stepped.ok) throw new Error(stepped.violations[0]!.message);
    state = stepped.state;
  }
  return state;
}

/** A few setups unlike the default: more armies, no neutral claims (CAPT-2 setting), another map. */
function variant(seed: number): Campaign {
  const base = generatedCampaign(seed, 100 + (seed % 5));
  const core = base.settings.core;
  if (seed % 3 === 1)
    return {
      ...base,
      settings: { ...base.settings, core: { ...core, neutralSettlementsCapturable: false } },
    };
  return base;
}

/**
 * Issue 16 speed: runCampaign changes a private copy of the state in place (stepInPlace, applyInPlace). Its final
 * state and log must be byte-identical to the copying step's, seed after seed, and replaying its log must give
 * the same state (GEN-5); the state it was given, shared with a thousand balance runs, must stay as it was.
 */
describe('auto-play in place (runCampaign) against the copying step', () => {
  it.each(Array.from({ length: 24 }, (_, i) => i + 1))('ends byte-identical for seed %i', (seed) => {
    const setup = variant(seed);
    const before = JSON.stringify(setup);
    // The balance report's start: the run's own seed and first side (SETUP-8) on the GM's setup.
    const initial = runSetup(setup, 1000 + seed);
    const fast = runCampaign(initial, { maxTurns: 120 });
    const slow = playByStep(initial, 120);
    expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow));
    const events = fast.state.log.slice(initial.log.length);
    expect(JSON.stringify(replayEvents(coreRuleset, initial, events))).toBe(JSON.stringify(slow));
    expect(JSON.stringify(setup)).toBe(before);
  });

  it('leaves the result an ordinary state: stepping it further copies instead of changing it', () => {
    const played = runCampaign(generatedCampaign(3), { maxTurns: 6 }).state;
    const before = JSON.stringify(played);
    const next = step(played, autoPlayCommand(played, { everyone: true, tabletopByDice: true }));
    expect(next.ok).toBe(true);
    expect(next.state).not.toBe(played);
    expect(JSON.stringify(played)).toBe(before);
  });
});

/**
 * Issue 16 speed: runCampaignWith lends one hexes copy from run to run of the same setup, putting back the hexes
 * each run captured. Every run must see the setup's hexes as they are (same play as runCampaign), and the setup
 * itself must stay as it was.
 */
describe('auto-play on a lent hexes copy (runCampaignWith)', () => {
  it('plays run after run from one setup exactly as runCampaign does', () => {
    const setup = variant(2);
    const before = JSON.stringify(setup);
    const seen: string[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      const initial = runSetup(setup, 500 + seed);
      const lent = runCampaignWith(initial, { maxTurns: 120 }, (run) => JSON.stringify(run));
      expect(lent).toBe(JSON.stringify(runCampaign(initial, { maxTurns: 120 })));
      seen.push(lent);
    }
    // The runs differ (each its own seed): a copy put back wrongly could not hide behind identical games.
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect(JSON.stringify(setup)).toBe(before);
  });

  it('puts the lent copy back when a run throws, so the next run starts from the setup', () => {
    const setup = variant(4);
    const initial = runSetup(setup, 77);
    expect(() =>
      runCampaignWith(initial, { maxTurns: 120 }, () => {
        throw new Error('reader failed');
      }),
    ).toThrow('reader failed');
    const after = runCampaignWith(initial, { maxTurns: 120 }, (run) => JSON.stringify(run));
    expect(after).toBe(JSON.stringify(runCampaign(initial, { maxTurns: 120 })));
  });
});
