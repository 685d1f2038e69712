import { describe, expect, it } from 'vitest';
import { demoMapDocument } from '@shared/document';
import { legalMoves } from '@shared/rulesets/core';
import { documentReplaced } from '../../../../renderer/src/document/document';
import {
  autoPlayed,
  campaignAbandoned,
  campaignStarted,
  commandIssued,
} from '../../../../renderer/src/campaign/campaignActions';
import { autoPlaySet } from '../../../../renderer/src/rulesets/core/coreCampaignActions';
import { redoRequested, undoRequested } from '../../../../renderer/src/store/undoable';
import { issueCommand } from '../../../../renderer/src/campaign/issueCommand';
import { draftFromMap, setupInput } from '../../../../renderer/src/rulesets/core/setup/setupDraft';
import { campaignOf, campaignStore, played } from '../../campaignFixture';

describe('the campaign in the store', () => {
  it('runs a command through the engine (step) and makes it one undo step', () => {
    const store = campaignStore();
    const before = campaignOf(store);
    store.dispatch(commandIssued({ command: { type: 'RollMove', armyId: 'army-1' } }));
    expect(campaignOf(store)).toEqual(played(before, { type: 'RollMove', armyId: 'army-1' }));
    expect(store.getState().document.past).toHaveLength(1);
    store.dispatch(undoRequested());
    expect(campaignOf(store)).toBe(before);
    store.dispatch(redoRequested());
    expect(campaignOf(store).armies.entities['army-1']!.moveAllowance).toBeGreaterThan(0);
  });

  it('uses the dice the GM typed in (physical rolls) instead of the seeded RNG', () => {
    const store = campaignStore();
    store.dispatch(commandIssued({ command: { type: 'RollMove', armyId: 'army-2' }, dice: { move: [1] } }));
    const rolled = campaignOf(store).log.find((e) => e.type === 'MoveAllowanceRolled');
    expect(rolled?.type === 'MoveAllowanceRolled' && rolled.payload.d3).toBe(1);
  });

  it('refuses an illegal command with its rule ID and changes nothing', () => {
    const store = campaignStore();
    const before = store.getState().document;
    const accepted = store.dispatch(issueCommand({ type: 'RollMove', armyId: 'army-4' }));
    expect(accepted).toBe(false);
    expect(store.getState().play.message).toEqual({
      kind: 'refusal',
      text: expect.stringMatching(/^TURN-2: /),
    });
    expect(store.getState().document).toBe(before);
  });

  it('announces what a command caused: the roll with its penalty and bonus (MOVE-2..4)', () => {
    const store = campaignStore();
    store.dispatch(issueCommand({ type: 'RollMove', armyId: 'army-1' }));
    expect(store.getState().play.message?.text).toMatch(/may move \d \(D3 \d, penalty \d, bonus \d\)/);
  });

  it('sets auto-play per player in the campaign settings (GEN-6), as an undo step', () => {
    const store = campaignStore();
    store.dispatch(autoPlaySet({ playerId: 'p-blue', on: true }));
    expect(campaignOf(store).settings.autoPlay).toEqual({ 'p-blue': true });
    store.dispatch(undoRequested());
    expect(campaignOf(store).settings.autoPlay).toEqual({});
  });

  it('records a simulation run in chunks as one undo step', () => {
    const store = campaignStore();
    const start = campaignOf(store);
    const one = played(start, { type: 'RollMove', armyId: 'army-1' });
    const two = played(one, {
      type: 'MoveArmy',
      armyId: 'army-1',
      path: [one.armies.entities['army-1']!.hex!],
    });
    store.dispatch(autoPlayed({ state: one, commands: 1, runId: 'r' }));
    store.dispatch(autoPlayed({ state: two, commands: 1, runId: 'r' }));
    expect(store.getState().document.past).toHaveLength(1);
    store.dispatch(undoRequested());
    expect(campaignOf(store)).toBe(start);
  });

  it('starts a campaign from the setup form with a fresh seed, and abandons it (undoably)', () => {
    const store = campaignStore();
    store.dispatch(documentReplaced({ mapDocument: demoMapDocument(), campaign: null }));
    const mapDocument = store.getState().document.present.mapDocument;
    const input = setupInput(draftFromMap(mapDocument), mapDocument.map);
    store.dispatch(campaignStarted(input, 77));
    const campaign = campaignOf(store);
    expect(campaign.status).toBe('running');
    expect(campaign.log[0]).toMatchObject({ type: 'CampaignCreated', payload: { rngSeed: 77 } });
    expect(campaign.armies.ids).toHaveLength(12);
    store.dispatch(campaignAbandoned());
    expect(store.getState().document.present.campaign).toBeNull();
    store.dispatch(undoRequested());
    expect(campaignOf(store)).toBe(campaign);
  });

  it('gives each army a legal move after its roll (the highlight the map shows)', () => {
    const store = campaignStore();
    store.dispatch(issueCommand({ type: 'RollMove', armyId: 'army-1' }));
    expect(legalMoves(campaignOf(store), 'army-1').length).toBeGreaterThan(0);
  });
});
