import {
  applyEvent,
  applyEvents,
  emptyCampaign,
  runCampaign,
  step,
  stepAppending,
} from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { generatedCampaign } from './factories';

describe('the event log (GEN-5, EVT-1)', () => {
  it('grows once per command and leaves the caller’s earlier state as it was', () => {
    const start = generatedCampaign(5);
    const before = start.log.length;
    const first = step(start, { type: 'RollMove', armyId: start.armies.ids[0] });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(start.log).toHaveLength(before);
    expect(first.state.log).toEqual([...start.log, ...first.events]);
    expect(first.state.log.map((e) => e.seq)).toEqual(first.state.log.map((_, i) => i + 1));
  });

  it('is appended in place only by stepAppending, on the array the caller owns', () => {
    const start = generatedCampaign(5);
    const owned = { ...start, log: [...start.log] };
    const result = stepAppending(owned, { type: 'RollMove', armyId: start.armies.ids[0] });
    expect(result.ok && result.state.log).toBe(owned.log);
    expect(owned.log.length).toBeGreaterThan(start.log.length);
  });

  it('replays a whole simulated campaign to the same state, batch and event by event', () => {
    const start = generatedCampaign(8);
    const played = runCampaign(start, { maxTurns: 500 });
    const base = emptyCampaign(8);
    expect(applyEvents(base, played.state.log)).toEqual(played.state);
    expect(played.state.log.reduce(applyEvent, base)).toEqual(played.state);
    expect(start.log.length).toBeLessThan(played.state.log.length);
    expect(applyEvents(base, start.log)).toEqual(start); // runCampaign did not touch its input
  });
});
