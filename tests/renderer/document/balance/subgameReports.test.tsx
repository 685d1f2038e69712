// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defenseBalanceSetup, type AssaultBalanceSetup } from '@shared/balance';
import { createAppStore } from '../../../../renderer/src/app/store';
import { draftInput, EXAMPLE_DRAFT } from '../../../../renderer/src/rulesets/assault/assaultDraft';
import { BalanceDialog } from '../../../../renderer/src/document/balance/BalanceDialog';
import { fortressBattleDocument } from '../../../shared/balance/fortressBattleFixture';
import { InThreadBalanceWorker } from '../../workers/inThreadWorker';

const assault: AssaultBalanceSetup = {
  ruleset: 'assault',
  title: 'Assault: Besiegers against Garrison',
  names: { besieger: 'Besiegers', defender: 'Garrison' },
  input: draftInput(EXAMPLE_DRAFT, 1),
};

beforeEach(() => vi.stubGlobal('Worker', InThreadBalanceWorker));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openDialog(props: Parameters<typeof BalanceDialog>[0], store = createAppStore()) {
  render(
    <Provider store={store}>
      <BalanceDialog {...props} />
    </Provider>,
  );
  return screen.getByTestId('balance-dialog');
}

async function run(dialog: HTMLElement, label: string, runs: string, done: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: runs } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
  await waitFor(() => expect(screen.getByTestId('balance-progress').textContent).toContain(done), {
    timeout: 20_000,
  });
}

describe('the balance report of the sub-games in the report dialog (issue 16)', () => {
  it('plays an assault many times and plots who wins, how it ends, how long it lasts and what it costs', async () => {
    const dialog = openDialog({ setup: assault, onClose: () => {} });
    expect(dialog.textContent).toContain('Assault: Besiegers against Garrison');
    expect(dialog.textContent).toContain('every choice on auto-play (BOT-20..24)');
    await run(dialog, 'Assaults to play', '24', '24 assaults played.');
    const wins = within(dialog).getByRole('region', { name: 'Win rates' });
    const shares = within(wins)
      .getAllByRole('img')
      .slice(0, 2)
      .map((bar) => Number(/(\d+) %$/.exec(bar.getAttribute('aria-label')!)![1]));
    expect(shares[0]! + shares[1]!).toBeGreaterThanOrEqual(99);
    expect(wins.textContent).toContain('Beaten off');
    const turns = within(dialog).getByRole('region', { name: 'How long assaults last' });
    expect(turns.querySelectorAll('rect').length).toBeGreaterThan(0);
    const costs = within(dialog).getByRole('region', { name: 'What it costs' });
    expect(costs.textContent).toMatch(/Garrison: taken prisoner/);
    expect(within(dialog).getByRole('region', { name: 'Garrison: troops lost' })).toBeTruthy();
  }, 30_000);

  it('plays a defense setup and plots how often the city holds, Influence and length', async () => {
    const dialog = openDialog({
      setup: defenseBalanceSetup({ players: 2, difficulty: 3 }),
      onClose: () => {},
    });
    await run(dialog, 'Games to play', '10', '10 games played.');
    expect(within(dialog).getByRole('region', { name: 'Win rates' }).textContent).toContain('The city holds');
    const influence = within(dialog).getByRole('region', { name: 'Influence per player at the end' });
    expect(influence.querySelector('svg')!.getAttribute('aria-label')).toMatch(/Influence on average$/);
    expect(within(dialog).getByRole('region', { name: 'How long games last' })).toBeTruthy();
  }, 30_000);

  it('offers a campaign’s fortress battle waiting for an assault beside the campaign itself', () => {
    const present = fortressBattleDocument();
    const store = createAppStore({ document: { past: [], present, future: [], lastGroup: null } });
    const dialog = openDialog({ onClose: () => {} }, store);
    const select = within(dialog).getByLabelText('Report on') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'The campaign "Siege of the Blue fortress"',
      expect.stringMatching(/^Assault on .+: .+ against .+$/),
    ]);
    expect(within(dialog).getByLabelText('Campaigns to play')).toBeTruthy();
    fireEvent.change(select, { target: { value: '1' } });
    expect(within(dialog).getByLabelText('Assaults to play')).toBeTruthy();
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
  });
});
