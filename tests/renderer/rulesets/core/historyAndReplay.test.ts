import { coreCampaignOf } from '@shared/document';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayTo, type Campaign } from '@shared/rulesets/core';
import { simulateToEnd, stopSimulation } from '../../../../renderer/src/rulesets/core/coreAutoPlay';
import { eventSentence } from '../../../../renderer/src/rulesets/core/history/eventSentence';
import { goOn } from '../../../../renderer/src/rulesets/core/goOn';
import { issueCommand } from '../../../../renderer/src/campaign/issueCommand';
import { selectShownCampaign } from '../../../../renderer/src/rulesets/core/coreSelectors';
import { replayTurnChosen } from '../../../../renderer/src/campaign/playSlice';
import { undoRequested } from '../../../../renderer/src/store/undoable';
import { battleCommands, campaignOf, campaignStore } from '../../campaignFixture';

/** Turn 1 of the skirmish played up to the retreat choice after a tabletop minor victory. */
function toRetreat() {
  const store = campaignStore();
  for (const command of battleCommands(campaignOf(store))) store.dispatch(issueCommand(command));
  store.dispatch(issueCommand({ type: 'EndMovePhase' }));
  const battleId = campaignOf(store).battles.ids[0]!;
  store.dispatch(
    issueCommand({ type: 'RecordTabletopResult', battleId, winner: 'attacker', level: 'minor' }),
  );
  return store;
}

const sentences = (campaign: Campaign) =>
  campaign.log.map((event, i) => eventSentence(campaign, event, i)).filter((s): s is string => s !== null);

afterEach(() => {
  vi.useRealTimers();
});

describe('the history', () => {
  it('tells each event as a sentence with its turn and rule IDs', () => {
    const store = toRetreat();
    const options = campaignOf(store).turn.awaiting!;
    store.dispatch(
      issueCommand({
        type: 'ChooseRetreat',
        armyId: options.armyId,
        hex: (campaignOf(store).log.at(-1)!.payload as { options: { to: string }[] }).options[0]!.to as never,
      }),
    );
    const text = sentences(campaignOf(store));
    expect(text).toContainEqual(
      expect.stringMatching(
        /^Turn 1 — Battle at hex \d{4}: Red's Red player 3 attacks Blue's Blue player \d \(MOVE-7/,
      ),
    );
    expect(text).toContainEqual(
      expect.stringMatching(
        /^Turn 1 — Blue's Blue player \d retreats (N|NE|SE|S|SW|NW), shaken \(.*RESULT-3/,
      ),
    );
    expect(text.some((line) => line.includes('is now shaken'))).toBe(false);
    expect(text).toContainEqual(
      'Turn 1 — Tabletop result: attacker wins, a minor victory (BATTLE-6, BATTLE-7)',
    );
  });

  it('keeps the go-on button disabled with the rule that holds it (TURN-1, RETREAT-4)', () => {
    const store = toRetreat();
    expect(goOn(campaignOf(store)).blocked).toMatch(/^RETREAT-4: Blue player \d must choose/);
    store.dispatch(undoRequested());
    expect(goOn(campaignOf(store))).toEqual({
      label: 'Go to results',
      blocked: 'TURN-1: 1 battle still needs a result (tabletop or dice).',
    });
    expect(goOn(coreCampaignOf(campaignStore().getState().document.present)!)).toEqual({
      label: 'End move phase',
      blocked: null,
    });
  });

  it('replays a past side-turn read-only by folding the log from the empty state', () => {
    const store = toRetreat();
    const live = campaignOf(store);
    const retreat = live.turn.awaiting!;
    const to = (live.log.at(-1)!.payload as { options: { to: string }[] }).options[0]!.to;
    store.dispatch(issueCommand({ type: 'ChooseRetreat', armyId: retreat.armyId, hex: to as never }));
    const atTurn2 = campaignOf(store);
    expect(atTurn2.turn.number).toBe(2);
    const turn1 = replayTo(atTurn2, 1);
    // The end of side-turn 1: turn 1 still, every army where turn 1 left it.
    expect(turn1.turn.number).toBe(1);
    expect(turn1.turn.activeSideId).not.toBe(atTurn2.turn.activeSideId);
    expect(turn1.log.at(-1)!.type).toBe('TurnEnded');
    for (const id of atTurn2.armies.ids)
      expect(turn1.armies.entities[id]!.hex).toBe(atTurn2.armies.entities[id]!.hex);
    expect(replayTo(atTurn2, 2)).toEqual(atTurn2);
    store.dispatch(replayTurnChosen(0));
    expect(selectShownCampaign(store.getState())!.turn.phase).toBe('SETUP');
    // Read-only: a command during replay is refused and changes nothing.
    const before = store.getState().document;
    expect(store.dispatch(issueCommand({ type: 'RollMove', armyId: 'army-4' }))).toBe(false);
    expect(store.getState().play.message?.text).toMatch(/read-only/);
    expect(store.getState().document).toBe(before);
  });
});

describe('simulate to the end', () => {
  it('plays every player by the BOT policies in chunks until VICT ends the campaign, as one undo step', async () => {
    vi.useFakeTimers();
    const store = campaignStore();
    const start = campaignOf(store);
    store.dispatch(simulateToEnd());
    expect(store.getState().play.simulation).not.toBeNull();
    await vi.runAllTimersAsync();
    expect(campaignOf(store).status).toBe('ended');
    expect(store.getState().play.simulation).toBeNull();
    expect(store.getState().document.past).toHaveLength(1);
    store.dispatch(undoRequested());
    expect(campaignOf(store)).toBe(start);
  });

  it('stops when the GM presses Stop, keeping what was played', async () => {
    vi.useFakeTimers();
    const store = campaignStore();
    store.dispatch(simulateToEnd());
    store.dispatch(stopSimulation());
    await vi.runAllTimersAsync();
    expect(campaignOf(store).status).toBe('running');
    expect(store.getState().play.message?.text).toBe('Simulation stopped.');
  });
});
