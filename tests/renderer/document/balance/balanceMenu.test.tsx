// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { firestormOnMap } from '@shared/balance';
import { skirmishHexmarchDocument } from '@shared/document';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../../renderer/src/app/store';
import { giveElementsASize } from '../../canvasMock';
import { campaignStore } from '../../campaignFixture';
import { storeWith } from '../../documentFixture';
import { fakePlatform } from '../files/fakePlatform';
import { renderApp } from '../../renderApp';

vi.mock('../../../../renderer/src/canvas', async () => (await import('../../canvasMock')).canvasModuleMock());

/** The desktop app: the preload's bridge on window.hexmarch, its native menu driven by the test (Electron mocked). */
let desktop: ReturnType<typeof fakePlatform>;

beforeAll(() => giveElementsASize());
beforeEach(() => {
  desktop = fakePlatform();
  vi.stubGlobal('hexmarch', { ...desktop, saveExport: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Campaign › Balance report… as main forwards it once the file session listens. */
async function chooseBalanceReport() {
  await waitFor(() => expect(desktop.onMenuCommand).toHaveBeenCalled());
  const listener = desktop.onMenuCommand.mock.calls.at(-1)![0];
  act(() => listener({ type: 'balanceReport' }));
}

describe('Campaign › Balance report… (issue 16)', () => {
  it('opens the balance report of the running campaign, as the top-bar button does', async () => {
    renderApp(campaignStore());
    expect(screen.queryByTestId('balance-dialog')).toBeNull();
    await chooseBalanceReport();
    const dialog = screen.getByTestId('balance-dialog');
    expect(dialog.textContent).toContain('Balance report');
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('balance-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('balance-button'));
    expect(screen.getByTestId('balance-dialog')).toBeTruthy();
  });

  it('says what is missing when the document has no campaign yet, where the top bar shows no button', async () => {
    renderApp(storeWith());
    expect(screen.queryByTestId('balance-button')).toBeNull();
    await chooseBalanceReport();
    expect(screen.getByRole('alert').textContent).toBe(
      'There is no campaign to test yet: set one up in the Campaign tab first.',
    );
  });

  it('offers the report of a Firestorm campaign in factions (BALANCE_KINDS)', () => {
    const document = skirmishHexmarchDocument();
    const firestorm = firestormOnMap(document.mapDocument.map, 2, 1);
    if (!firestorm.ok) throw new Error(firestorm.error.join('; '));
    const present = { ...document, campaign: firestorm.value };
    renderApp(createAppStore({ document: { past: [], present, future: [], lastGroup: null } }));
    fireEvent.click(screen.getByTestId('balance-button'));
    const dialog = screen.getByTestId('balance-dialog');
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    expect(dialog.textContent).toContain('A fair setup gives each faction an equal share of the wins.');
  });
});
