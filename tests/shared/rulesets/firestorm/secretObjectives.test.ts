import { kernelStep, replayEvents } from '@shared/kernel';
import {
  firestormRuleset,
  gloryOf,
  visibleEvents,
  visibleSecretObjectives,
  type FsState,
} from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign } from './fixtures';

/** Plays `commands` from `fs`, failing the test on a refusal; returns the state and every event. */
function play(fs: FsState, commands: readonly object[]) {
  let state = fs;
  const events = [];
  for (const command of commands) {
    const r = kernelStep(firestormRuleset, state, command);
    if (!r.ok) throw new Error(r.violations.map((v) => `${v.ruleId}: ${v.message}`).join(' '));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

const CARD = 'Hold the Caverns of Fulminax at the end of any turn';
const iron = (fs: FsState) => fs.factions.find((f) => f.name === 'Iron')!;
const ash = (fs: FsState) => fs.factions.find((f) => f.name === 'Ash')!;

describe('Firestorm Secret Objectives and glory entered by hand (FS-SETUP-5, FS-GLORY-1)', () => {
  it('stores a player’s card text, replaces it until met, and banks the reward entered by hand', () => {
    const fs = fourFactionCampaign(3);
    const before = gloryOf(fs, iron(fs));
    const { state, events } = play(fs, [
      { type: 'RecordSecretObjective', player: 'Ivy', text: 'A first draw' },
      { type: 'RecordSecretObjective', player: 'Ivy', text: `  ${CARD}  ` },
      { type: 'RecordObjectiveAchieved', player: 'Ivy', glory: 3 },
    ]);
    expect(state.secretObjectives).toEqual({ Ivy: { text: CARD, achieved: true } });
    expect(iron(state).gloryBanked).toBe(iron(fs).gloryBanked + 3);
    // FS-GLORY-3: the tally includes what was banked.
    expect(gloryOf(state, iron(state))).toBe(before + 3);
    const award = events.find((e) => e.type === 'GloryAwarded')!;
    expect(award).toMatchObject({
      payload: { faction: iron(fs).id, amount: 3, source: 'secretObjective', player: 'Ivy' },
      ruleIds: ['FS-SETUP-5', 'FS-GLORY-1'],
    });
    // GEN-5: the log replays to the same state.
    expect(replayEvents(firestormRuleset, fs, events)).toEqual(state);
  });

  it('records before turn 1 leave the campaign waiting at START for the GM (records move no step)', () => {
    const fs = fourFactionCampaign(3);
    const { state, events } = play(fs, [
      { type: 'RecordSecretObjective', player: 'Ian', text: CARD },
      { type: 'RecordRoster', banner: fs.banners[0]!.id, roster: [{ id: 'u1', br: 2 }] },
    ]);
    expect(state.turn).toEqual(fs.turn);
    expect(events.map((e) => e.type)).toEqual(['SecretObjectiveRecorded', 'RosterRecorded']);
  });

  it('banks a book bonus for a faction with its reason, and a reward of 0 glory banks nothing', () => {
    const fs = fourFactionCampaign(3);
    const { state, events } = play(fs, [
      { type: 'RecordGloryBonus', faction: ash(fs).id, glory: 2, reason: 'Times of War: the Burning Fields' },
      { type: 'RecordSecretObjective', player: 'Abe', text: 'Raze two territories' },
      { type: 'RecordObjectiveAchieved', player: 'Abe', glory: 0 },
    ]);
    expect(ash(state).gloryBanked).toBe(ash(fs).gloryBanked + 2);
    expect(events.filter((e) => e.type === 'GloryAwarded').map((e) => e.payload)).toEqual([
      { faction: ash(fs).id, amount: 2, source: 'bookBonus', reason: 'Times of War: the Burning Fields' },
    ]);
  });

  it('refuses strangers, a second achievement, a met card replaced and an empty text, changing nothing', () => {
    const fs = fourFactionCampaign(3);
    const met = play(fs, [
      { type: 'RecordSecretObjective', player: 'Ian', text: CARD },
      { type: 'RecordObjectiveAchieved', player: 'Ian', glory: 1 },
    ]).state;
    const refusals: [FsState, object, string, string][] = [
      [fs, { type: 'RecordSecretObjective', player: 'Zed', text: CARD }, 'FS-SETUP-5', 'Zed is not a player'],
      [fs, { type: 'RecordObjectiveAchieved', player: 'Bea', glory: 1 }, 'FS-SETUP-5', 'no Secret Objective'],
      [
        met,
        { type: 'RecordObjectiveAchieved', player: 'Ian', glory: 1 },
        'FS-SETUP-5',
        'already been achieved',
      ],
      [
        met,
        { type: 'RecordSecretObjective', player: 'Ian', text: 'New' },
        'FS-SETUP-5',
        'already been achieved',
      ],
      [fs, { type: 'RecordSecretObjective', player: 'Ian', text: '   ' }, 'GEN-10', 'text'],
      [fs, { type: 'RecordObjectiveAchieved', player: 'Ian', glory: -1 }, 'GEN-10', 'glory'],
      [
        fs,
        { type: 'RecordGloryBonus', faction: 'nobody', glory: 2, reason: 'x' },
        'FS-GLORY-1',
        'no faction',
      ],
    ];
    for (const [state, command, ruleId, words] of refusals) {
      const r = kernelStep(firestormRuleset, state, command);
      expect(r.ok, JSON.stringify(command)).toBe(false);
      if (r.ok) continue;
      expect(r.violations[0]).toMatchObject({ ruleId, message: expect.stringContaining(words) });
    }
  });

  it('shows a card’s text only to the GM and its own faction until it is met (FS-SETUP-5)', () => {
    const fs = fourFactionCampaign(3);
    const drawn = play(fs, [{ type: 'RecordSecretObjective', player: 'Ivy', text: CARD }]).state;
    const ironSeat = { kind: 'seat', id: iron(fs).id } as const;
    const ashSeat = { kind: 'seat', id: ash(fs).id } as const;
    expect(visibleSecretObjectives(drawn, { kind: 'gm' })).toEqual({ Ivy: { text: CARD, achieved: false } });
    expect(visibleSecretObjectives(drawn, ironSeat)).toEqual({ Ivy: { text: CARD, achieved: false } });
    expect(visibleSecretObjectives(drawn, ashSeat)).toEqual({ Ivy: { hidden: true } });
    const logText = (state: FsState, viewer: typeof ashSeat) =>
      JSON.stringify(visibleEvents(state, viewer).filter((e) => e.type.startsWith('SecretObjective')));
    expect(logText(drawn, ashSeat)).not.toContain('Fulminax');
    expect(logText(drawn, ironSeat)).toContain('Fulminax');

    const met = play(drawn, [{ type: 'RecordObjectiveAchieved', player: 'Ivy', glory: 2 }]).state;
    expect(visibleSecretObjectives(met, ashSeat)).toEqual({ Ivy: { text: CARD, achieved: true } });
    expect(logText(met, ashSeat)).toContain('Fulminax');
  });
});
