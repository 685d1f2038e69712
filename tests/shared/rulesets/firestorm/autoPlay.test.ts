import { replayEvents } from '@shared/kernel';
import { firestormRuleset, gloryOf, ownedHexes, runFirestormCampaign } from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign } from './fixtures';

describe('a 4-faction Firestorm campaign on auto-play (BOT-10..19)', () => {
  it('plays itself to a glory victory (FS-GLORY-4) and replays byte for byte (GEN-5)', () => {
    const initial = fourFactionCampaign(3);
    const played = runFirestormCampaign(initial, { maxTurns: 60 });
    expect(played.stop).toBe('ended');
    const state = played.state;
    expect(state.status).toBe('ended');
    const winner = state.factions.find((f) => f.id === state.result!.winner)!;
    expect(gloryOf(state, winner)).toBeGreaterThanOrEqual(30);
    expect(state.log.some((e) => e.type === 'BattleStarted')).toBe(true);
    expect(state.log.some((e) => e.type === 'DomainItemBuilt')).toBe(true);
    const replayed = replayEvents(firestormRuleset, initial, state.log);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(state));
    // The owned-territory index apply carries from event to event equals one built afresh from the territories.
    const fresh = { ...state, territories: { ...state.territories } };
    for (const f of state.factions) expect(ownedHexes(state, f.id)).toEqual(ownedHexes(fresh, f.id));
  });

  it('is deterministic for a seed', () => {
    const a = runFirestormCampaign(fourFactionCampaign(5), { maxTurns: 60 }).state;
    const b = runFirestormCampaign(fourFactionCampaign(5), { maxTurns: 60 }).state;
    expect(JSON.stringify(a.log)).toBe(JSON.stringify(b.log));
  });
});
