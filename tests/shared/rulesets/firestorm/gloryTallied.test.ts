import { gloryOf, runFirestormCampaign } from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign } from './fixtures';

/**
 * AMD-15: `GloryTallied` is one event per SCORING with `breakdown: {<faction>: {held, banked, glory}}` (FS-GLORY-3).
 * A scenario can say that an event occurs, not that it occurs once: this counts them over a whole campaign.
 */
describe('GloryTallied (AMD-15, FS-GLORY-3)', () => {
  it('is emitted once per turn, with every faction in id order and held + banked = glory', () => {
    const played = runFirestormCampaign(fourFactionCampaign(3), { maxTurns: 60 });
    expect(played.stop).toBe('ended');
    const { state } = played;
    const tallies = state.log.filter((e) => e.type === 'GloryTallied');
    const turns = tallies.map((e) => e.turn);
    expect(new Set(turns).size).toBe(turns.length);
    // The campaign ended at a SCORING (FS-GLORY-4): every turn it played was tallied exactly once.
    expect(turns).toEqual(Array.from({ length: state.turn.number }, (_, i) => i + 1));
    for (const tally of tallies) {
      const breakdown = tally.payload.breakdown as Record<
        string,
        { held: number; banked: number; glory: number }
      >;
      expect(Object.keys(breakdown)).toEqual(state.factions.map((f) => f.id));
      for (const b of Object.values(breakdown)) {
        expect(Object.keys(b).sort()).toEqual(['banked', 'glory', 'held']);
        expect(b.held + b.banked).toBe(b.glory);
      }
    }
    const last = tallies.at(-1)!.payload.breakdown as Record<string, { glory: number }>;
    for (const f of state.factions) expect(last[f.id]!.glory).toBe(gloryOf(state, f));
  });
});
