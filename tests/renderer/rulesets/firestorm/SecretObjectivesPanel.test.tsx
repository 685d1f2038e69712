// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { demoMapDocument, firestormDemoState } from '@shared/document';
import { seatViewer } from '@shared/kernel';
import { gloryOf, type FsState } from '@shared/rulesets/firestorm';
import { documentReplaced } from '../../../../renderer/src/document/document';
import { createAppStore } from '../../../../renderer/src/app/store';
import { selectFirestorm } from '../../../../renderer/src/rulesets/firestorm/fsSelectors';
import { fsViewerChosen } from '../../../../renderer/src/rulesets/firestorm/fsSlice';
import { SecretObjectivesPanel } from '../../../../renderer/src/rulesets/firestorm/glory/SecretObjectivesPanel';

function show(campaign: FsState) {
  const store = createAppStore();
  store.dispatch(documentReplaced({ mapDocument: demoMapDocument(), campaign }));
  render(
    <Provider store={store}>
      <SecretObjectivesPanel />
    </Provider>,
  );
  return store;
}

const rowOf = (player: string) =>
  screen.getAllByTestId('fs-objective').find((li) => li.dataset.player === player)!;
const CARD = 'Hold three territories with a Shrine';

describe('Secret objectives panel (FS-SETUP-5, FS-GLORY-1)', () => {
  afterEach(cleanup);
  const campaign = firestormDemoState(0);
  const first = campaign.factions[0]!;
  const player = first.playerIds[0]!;

  it('records a card, keeps it from another faction’s seat, and banks its reward when achieved', () => {
    const store = show(campaign);
    const row = within(rowOf(player));
    fireEvent.change(row.getByLabelText(`${player}'s Secret Objective`), { target: { value: CARD } });
    fireEvent.click(row.getByText('Record'));
    expect(rowOf(player).textContent).toContain(CARD);

    // Another faction's seat sees that a card exists, not its text.
    act(() => void store.dispatch(fsViewerChosen(seatViewer(campaign.factions[1]!.id))));
    expect(rowOf(player).textContent).not.toContain(CARD);
    expect(rowOf(player).textContent).toContain('a secret card');

    act(() => void store.dispatch(fsViewerChosen({ kind: 'gm' })));
    const before = gloryOf(selectFirestorm(store.getState())!, first);
    fireEvent.change(within(rowOf(player)).getByLabelText(`${player}'s reward in glory`), {
      target: { value: '3' },
    });
    fireEvent.click(within(rowOf(player)).getByText('Achieved'));
    const after = selectFirestorm(store.getState())!;
    expect(gloryOf(after, after.factions[0]!)).toBe(before + 3);
    expect(rowOf(player).textContent).toContain('achieved');
  });

  it('banks the book’s glory for the chosen faction, with its reason', () => {
    const store = show(campaign);
    const form = within(screen.getByTestId('fs-book-glory'));
    const second = campaign.factions[1]!;
    fireEvent.change(form.getByLabelText('Faction'), { target: { value: second.id } });
    fireEvent.change(form.getByLabelText('Glory'), { target: { value: '2' } });
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'Times of War bonus' } });
    fireEvent.click(form.getByText('Bank glory'));
    const after = selectFirestorm(store.getState())!;
    expect(after.factions[1]!.gloryBanked).toBe(second.gloryBanked + 2);
    expect(after.log.at(-1)).toMatchObject({
      type: 'GloryAwarded',
      payload: { source: 'bookBonus', reason: 'Times of War bonus' },
    });
  });

  it('refuses a reason left empty with the rule, changing nothing', () => {
    const store = show(campaign);
    fireEvent.click(within(screen.getByTestId('fs-book-glory')).getByText('Bank glory'));
    expect(selectFirestorm(store.getState())).toBe(campaign);
    expect(store.getState().play.message?.text).toMatch(/GEN-10: malformed command: reason/);
  });
});
