// @vitest-environment jsdom
import { coreCampaignOf } from '@shared/document';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { autoPlayCommand } from '@shared/rulesets/core';
import { selectHexmarchDocument } from '../../../../renderer/src/document/document';
import { createAppStore } from '../../../../renderer/src/app/store';
import { commandIssued } from '../../../../renderer/src/campaign/campaignActions';
import { giveElementsASize } from '../../canvasMock';
import { renderApp } from '../../renderApp';

vi.mock('../../../../renderer/src/canvas', async () => (await import('../../canvasMock')).canvasModuleMock());

beforeAll(() => giveElementsASize());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The demo campaign with one command played: unsaved changes. */
async function appWithUnsavedChanges() {
  const store = createAppStore();
  renderApp(store);
  await act(() => Promise.resolve());
  const campaign = coreCampaignOf(selectHexmarchDocument(store.getState()))!;
  act(() => void store.dispatch(commandIssued({ command: autoPlayCommand(campaign, { everyone: true })! })));
  expect(screen.getByTestId('file-name').textContent).toBe('Untitled •');
  return store;
}

describe('the discard question (issue 9)', () => {
  it('asks before a demo replaces unsaved changes, naming both, and Escape keeps the campaign', async () => {
    const store = await appWithUnsavedChanges();
    const before = selectHexmarchDocument(store.getState());
    fireEvent.click(screen.getByTestId('open-skirmish'));
    const question = await screen.findByTestId('discard-question');
    expect(question.textContent).toContain('Discard the unsaved changes to Untitled?');
    expect(question.textContent).toContain('Opening the Skirmish (8 × 8) demo replaces what is open now.');
    expect(document.activeElement).toBe(screen.getByTestId('discard-cancel'));
    act(() => void fireEvent.keyDown(window, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByTestId('discard-question')).toBeNull());
    expect(selectHexmarchDocument(store.getState())).toBe(before);
  });

  it('replaces the document after Discard changes, as Untitled with Undo enabled', async () => {
    const store = await appWithUnsavedChanges();
    fireEvent.click(screen.getByTestId('open-skirmish'));
    fireEvent.click(await screen.findByTestId('discard-confirm'));
    await waitFor(() => expect(selectHexmarchDocument(store.getState()).mapDocument.map.width).toBe(8));
    expect(screen.getByTestId('file-name').textContent).toBe('Untitled');
    expect((screen.getByTestId('undo-button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks on Generate in the New map dialog, over the dialog, and Cancel returns to it', async () => {
    const store = await appWithUnsavedChanges();
    const before = selectHexmarchDocument(store.getState());
    fireEvent.click(screen.getByTestId('mode-map'));
    fireEvent.click(screen.getByTestId('new-map-button'));
    fireEvent.click(screen.getByTestId('newmap-generate'));
    fireEvent.click(await screen.findByTestId('discard-cancel'));
    await waitFor(() => expect(screen.queryByTestId('discard-question')).toBeNull());
    expect(screen.getByTestId('newmap-dialog')).toBeTruthy();
    expect(selectHexmarchDocument(store.getState())).toBe(before);
  });
});
