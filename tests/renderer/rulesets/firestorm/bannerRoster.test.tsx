// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { kernelStep, seatViewer } from '@shared/kernel';
import { firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import { documentReplaced } from '../../../../renderer/src/document/document';
import { createAppStore, type AppStore } from '../../../../renderer/src/app/store';
import { BannerRosterPanel } from '../../../../renderer/src/rulesets/firestorm/BannerRosterPanel';
import { selectFirestorm } from '../../../../renderer/src/rulesets/firestorm/fsSelectors';
import { fsViewerChosen } from '../../../../renderer/src/rulesets/firestorm/fsSlice';
import { FinalAssaultMethod } from '../../../../renderer/src/rulesets/firestorm/siege/FinalAssaultMethod';
import { siegedCampaign, siegedDocument } from '../../../fixtures/siegedFirestorm';

function storeWith(campaign: FsState = siegedCampaign()): AppStore {
  const store = createAppStore();
  store.dispatch(documentReplaced({ ...siegedDocument(), campaign }));
  return store;
}

const banner = (store: AppStore, id: string) =>
  selectFirestorm(store.getState())!.banners.find((b) => b.id === id)!;

const record = (state: FsState, banner: string, roster: object[]): FsState => {
  const r = kernelStep(firestormRuleset, state, { type: 'RecordRoster', banner, roster });
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r.state;
};

const NAMES = {
  faction: (id: string) => id,
  banner: (id: string) => `banner ${id}`,
  hex: (h: string) => h,
  item: (t: string) => t,
  order: (t: string) => t,
};

describe('the roster of a Firestorm banner (DATA-9, SIEGE-16)', () => {
  afterEach(cleanup);

  it('records the roster with RecordRoster once every unit passes DATA-9, and shows its totals', () => {
    const store = storeWith();
    render(
      <Provider store={store}>
        <BannerRosterPanel />
      </Provider>,
    );
    fireEvent.change(screen.getByTestId('roster-banner-select'), { target: { value: 'A1' } });
    expect(screen.getByTestId('banner-roster-summary').textContent).toContain('No roster');
    fireEvent.click(screen.getByTestId('edit-banner-roster'));
    const dialog = within(screen.getByTestId('roster-dialog'));
    fireEvent.click(dialog.getByTestId('army-roster-add'));
    fireEvent.change(dialog.getByTestId('army-roster-br-0'), { target: { value: '1.3' } });
    expect(dialog.getByTestId('army-roster').textContent).toContain('BR 1.3 is not a multiple of 0.5');
    expect((dialog.getByTestId('roster-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(dialog.getByTestId('army-roster-br-0'), { target: { value: '2.5' } });
    fireEvent.click(dialog.getByTestId('roster-save'));
    expect(screen.queryByTestId('roster-dialog')).toBeNull();
    expect(banner(store, 'A1').roster).toEqual([expect.objectContaining({ br: 2.5, name: 'Unit 1' })]);
    expect(selectFirestorm(store.getState())!.log.at(-1)!.type).toBe('RosterRecorded');
    expect(screen.getByTestId('banner-roster-summary').textContent).toBe(
      '1 troop unit, 0 heroes, 0 equipment units; total rating 2.5, 100 troops.',
    );
  });

  it('shows only its own banners to a faction seat', () => {
    const store = storeWith();
    store.dispatch(fsViewerChosen(seatViewer('Ash')));
    render(
      <Provider store={store}>
        <BannerRosterPanel />
      </Provider>,
    );
    const options = [...(screen.getByTestId('roster-banner-select') as HTMLSelectElement).options];
    expect(options.map((o) => o.value)).toEqual(['A1']);
  });

  it('tells the siege panel the Final Assault is the quick roll until both banners have rosters, then an assault', () => {
    const start = siegedCampaign();
    const battle = start.battles[0]!;
    const siege = start.sieges[0]!;
    const method = (state: FsState) => {
      cleanup();
      render(<FinalAssaultMethod state={state} battle={battle} siege={siege} names={NAMES} />);
      return screen.getByTestId('fs-final-assault-method');
    };
    const none = method(start);
    expect(none.dataset.method).toBe('quickRoll');
    expect(none.textContent).toContain('banner A1 and banner I1 have no roster');
    const one = method(record(start, 'A1', [{ id: 'r1', br: 2 }]));
    expect(one.textContent).toContain('banner I1 has no roster');
    const both = method(record(record(start, 'A1', [{ id: 'r1', br: 2 }]), 'I1', [{ id: 'd1', br: 1 }]));
    expect(both.dataset.method).toBe('assault');
    // SIEGE-17: level 2 → room for 6; the destroyed gate and one Undermine → 2 breaches.
    expect(both.textContent).toContain('room for 6 units on the walls, 2 breaches (SIEGE-17)');
    const clash = method(record(record(start, 'A1', [{ id: 'r1', br: 2 }]), 'I1', [{ id: 'r1', br: 1 }]));
    expect(within(clash).getByRole('alert').textContent).toContain('the id r1 is in both rosters (DATA-9)');
    const off = { ...start, settings: { ...start.settings, 'fs.finalAssaultQuickRoll': false } };
    expect(method(off).dataset.method).toBe('tabletop');
  });
});
