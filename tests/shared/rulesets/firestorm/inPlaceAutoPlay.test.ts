import fc from 'fast-check';
import { kernelStep, replayEvents } from '@shared/kernel';
import { firestormRunSetup } from '@shared/balance/firestormBalanceRun';
import { firestormAutoCommand, firestormRuleset, runFirestormCampaign } from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign, playByStep } from './fixtures';

const SETUP = fourFactionCampaign(1);

/**
 * Issue 11 speed: runFirestormCampaign changes a private copy of the state, its territories and its banners in
 * place (ownedFsState), carries the banner index over in place, and caches map data per map. Its final state and log must be byte-identical to the copying step's for any seed,
 * replaying its log must give that state (GEN-5), and the setup it was given (shared by a thousand balance runs)
 * must stay as it was.
 */
describe('Firestorm auto-play in place against the copying step', () => {
  it('ends byte-identical for any seed, and its log replays to the same state', () => {
    const before = JSON.stringify(SETUP);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const initial = firestormRunSetup(SETUP, seed);
        const fast = runFirestormCampaign(initial, { maxTurns: 40 }).state;
        const slow = playByStep(initial, 40);
        expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
        const events = fast.log.slice(initial.log.length);
        expect(JSON.stringify(replayEvents(firestormRuleset, initial, events))).toBe(JSON.stringify(slow));
      }),
      { numRuns: 8, seed: 11 },
    );
    expect(JSON.stringify(SETUP)).toBe(before);
  });

  it('ends byte-identical with sieges fought and draws that leave the defender in place', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const initial = fourFactionCampaign(seed, {
          'fs.autoResolve': true,
          'fs.drawRetreatsDefender': false,
        });
        const fast = runFirestormCampaign(initial, { maxTurns: 60 }).state;
        expect(JSON.stringify(fast)).toBe(JSON.stringify(playByStep(initial, 60)));
      }),
      { numRuns: 6, seed: 16 },
    );
  });

  it('leaves the result an ordinary state: stepping it further copies the state, territories and banners', () => {
    const played = runFirestormCampaign(fourFactionCampaign(5), { maxTurns: 3 }).state;
    const before = JSON.stringify(played);
    let state = played;
    for (
      let n = 0;
      n < 200 && (state.territories === played.territories || state.banners === played.banners);
      n++
    ) {
      const stepped = kernelStep(firestormRuleset, state, firestormAutoCommand(state));
      if (!stepped.ok) throw new Error(stepped.violations[0]!.message);
      state = stepped.state;
    }
    expect(state).not.toBe(played);
    expect(state.territories).not.toBe(played.territories);
    expect(state.banners).not.toBe(played.banners);
    expect(JSON.stringify(played)).toBe(before);
  });
});
