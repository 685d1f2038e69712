import { coreCampaignOf } from '@shared/document';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import { campaignPointer } from '../../../../renderer/src/rulesets/core/campaignPointer';
import { moveRefusal } from '../../../../renderer/src/rulesets/core/moveArmyTo';
import {
  selectArmyMarkers,
  selectLegalMoves,
  selectRetreatChoices,
} from '../../../../renderer/src/rulesets/core/coreSelectors';
import { physicalDiceToggled } from '../../../../renderer/src/campaign/playSlice';
import { battleCommands, campaignOf, campaignStore, played, pointer } from '../../campaignFixture';
import { issueCommand } from '../../../../renderer/src/campaign/issueCommand';

describe('the campaign pointer (drag and click)', () => {
  it('picks up an army on press, rolls its D3 and highlights where it may go (MOVE-2, MOVE-5)', () => {
    const store = campaignStore();
    const hex = campaignOf(store).armies.entities['army-1']!.hex!;
    store.dispatch(campaignPointer(pointer('down', hex)));
    expect(store.getState().play).toMatchObject({ selectedArmyId: 'army-1', dragging: true });
    const expected = legalMoves(
      played(coreCampaignOf(store.getState().document.past[0]!)!, { type: 'RollMove', armyId: 'army-1' }),
      'army-1',
    );
    expect(selectLegalMoves(store.getState()).map((m) => m.to)).toEqual(expected.map((m) => m.to));
  });

  it('drops on a legal hex: the army moves along its legal path and is put down', () => {
    const store = campaignStore();
    const hex = campaignOf(store).armies.entities['army-1']!.hex!;
    store.dispatch(campaignPointer(pointer('down', hex)));
    const target = selectLegalMoves(store.getState()).at(-1)!;
    store.dispatch(campaignPointer(pointer('move', target.to)));
    store.dispatch(campaignPointer(pointer('up', target.to)));
    expect(campaignOf(store).armies.entities['army-1']!.hex).toBe(target.to);
    expect(store.getState().play.selectedArmyId).toBeNull();
  });

  it('drops on an illegal hex: the rule is shown and the army stays where it was', () => {
    const store = campaignStore();
    const hex = campaignOf(store).armies.entities['army-1']!.hex!;
    store.dispatch(campaignPointer(pointer('down', hex)));
    const far = '7,-1' as HexKey;
    store.dispatch(campaignPointer(pointer('up', far)));
    expect(campaignOf(store).armies.entities['army-1']!.hex).toBe(hex);
    expect(store.getState().play.message?.kind).toBe('refusal');
    expect(store.getState().play.message?.text).toMatch(/^MOVE-\d+: /);
    expect(store.getState().play.selectedArmyId).toBe('army-1');
  });

  it('moves by clicks: click the army, click its destination', () => {
    const store = campaignStore();
    const hex = campaignOf(store).armies.entities['army-2']!.hex!;
    store.dispatch(campaignPointer(pointer('down', hex)));
    store.dispatch(campaignPointer(pointer('up', hex)));
    expect(store.getState().play).toMatchObject({ selectedArmyId: 'army-2', dragging: false });
    const target = selectLegalMoves(store.getState())[0]!;
    store.dispatch(campaignPointer(pointer('down', target.to)));
    expect(campaignOf(store).armies.entities['army-2']!.hex).toBe(target.to);
  });

  it('refuses to pick up an enemy army, naming TURN-2', () => {
    const store = campaignStore();
    const hex = campaignOf(store).armies.entities['army-4']!.hex!;
    store.dispatch(campaignPointer(pointer('down', hex)));
    expect(store.getState().play.message?.text).toMatch(/^TURN-2: /);
    expect(store.getState().play.selectedArmyId).toBeNull();
  });

  it('waits for the typed-in roll when the GM rolls physical dice', () => {
    const store = campaignStore();
    store.dispatch(physicalDiceToggled());
    const hex = campaignOf(store).armies.entities['army-1']!.hex!;
    store.dispatch(campaignPointer(pointer('down', hex)));
    expect(campaignOf(store).armies.entities['army-1']!.moveAllowance).toBeUndefined();
    expect(store.getState().play.selectedArmyId).toBe('army-1');
    expect(selectLegalMoves(store.getState())).toEqual([]);
  });

  it('explains a hex out of reach with MOVE-5 and an occupied one with MOVE-9', () => {
    const state = played(coreCampaignOf(campaignStore().getState().document.present)!, {
      type: 'RollMove',
      armyId: 'army-1',
    });
    const friend = state.armies.entities['army-2']!.hex!;
    expect(moveRefusal(state, 'army-1', friend)).toMatch(/MOVE-9/);
    expect(moveRefusal(state, 'army-1', '7,-1' as HexKey)).toMatch(/MOVE-5/);
  });

  it('picks a retreat by clicking one of the highlighted hexes (RETREAT-4)', () => {
    const store = campaignStore();
    for (const command of battleCommands(campaignOf(store))) store.dispatch(issueCommand(command));
    store.dispatch(issueCommand({ type: 'EndMovePhase' }));
    const battleId = campaignOf(store).battles.ids[0]!;
    store.dispatch(
      issueCommand({ type: 'RecordTabletopResult', battleId, winner: 'attacker', level: 'minor' }),
    );
    const choices = selectRetreatChoices(store.getState());
    expect(choices.length).toBeGreaterThan(1);
    store.dispatch(campaignPointer(pointer('down', choices[1]!.to)));
    const defender = campaignOf(store).battles.entities[battleId]!.defender.armyId;
    expect(campaignOf(store).armies.entities[defender]).toMatchObject({
      hex: choices[1]!.to,
      status: 'shaken',
    });
    expect(campaignOf(store).turn).toMatchObject({ number: 2, phase: 'MOVE' });
  });
});

describe('army markers', () => {
  it('gives each army its owner colour, status, Lord and a short label', () => {
    const store = campaignStore();
    const markers = selectArmyMarkers(store.getState());
    expect(markers).toHaveLength(6);
    expect(markers[0]).toMatchObject({
      id: 'army-1',
      status: 'fresh',
      label: 'R1',
      done: false,
      color: '#D55E00',
    });
    expect(markers.filter((m) => m.lord !== null)).toHaveLength(2);
  });
});
