// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeHexmarchFile } from '@shared/file';
import { selectHexmarchDocument } from '../../../../renderer/src/document/document';
import { createAppStore } from '../../../../renderer/src/app/store';
import { campaignAbandoned } from '../../../../renderer/src/campaign/campaignActions';
import { FileActions } from '../../../../renderer/src/menus/FileActions';
import { RECOVERY_DELAY_MS } from '../../../../renderer/src/document/files/fileListeners';
import { RECOVERY_KEY } from '../../../../renderer/src/platform/browserFiles';
import { generatedDocument } from '../../../shared/file/documentFactory';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function renderFileActions(store = createAppStore()) {
  render(
    <Provider store={store}>
      <FileActions />
    </Provider>,
  );
  // Let the session read the recovery copy.
  await act(() => Promise.resolve());
  return store;
}

describe('FileActions in the browser edition', () => {
  it('shows Open, Save and Save as with the file name, and the plain app title', async () => {
    await renderFileActions();
    expect(screen.getByTestId('file-open').textContent).toBe('Open…');
    expect(screen.getByTestId('file-save-as').textContent).toBe('Save as…');
    expect(screen.getByTestId('file-name').textContent).toBe('Untitled');
    expect(document.title).toBe('Hexmarch');
    expect(screen.queryByTestId('recovery-offer')).toBeNull();
  });

  it('offers the recovery copy in browser storage and restores it into the store', async () => {
    const recovered = generatedDocument(31, 2);
    localStorage.setItem(RECOVERY_KEY, serializeHexmarchFile(recovered, '0.1.0'));
    const store = await renderFileActions();
    await act(async () => fireEvent.click(screen.getByTestId('recovery-restore')));
    expect(selectHexmarchDocument(store.getState())).toEqual(recovered);
    expect(screen.getByTestId('file-name').textContent).toBe('Recovered campaign •');
    expect(document.title).toBe('Recovered campaign • — Hexmarch');
  });

  it('forgets the recovery copy when the GM discards it', async () => {
    localStorage.setItem(RECOVERY_KEY, serializeHexmarchFile(generatedDocument(32, 0), '0.1.0'));
    await renderFileActions();
    fireEvent.click(screen.getByTestId('recovery-discard'));
    expect(screen.queryByTestId('recovery-offer')).toBeNull();
    expect(localStorage.getItem(RECOVERY_KEY)).toBeNull();
  });

  it('drops an unreadable recovery copy without offering it', async () => {
    localStorage.setItem(RECOVERY_KEY, '{"format":"hexmarch","version":1,"appVers');
    await renderFileActions();
    expect(screen.queryByTestId('recovery-offer')).toBeNull();
    expect(localStorage.getItem(RECOVERY_KEY)).toBeNull();
  });

  it('does not offer this session’s own recovery copy when the file UI is mounted again', async () => {
    const store = await renderFileActions();
    act(() => void store.dispatch(campaignAbandoned()));
    await act(() => new Promise((resolve) => setTimeout(resolve, RECOVERY_DELAY_MS + 100)));
    expect(localStorage.getItem(RECOVERY_KEY)).not.toBeNull();
    cleanup();
    await renderFileActions(store);
    expect(screen.queryByTestId('recovery-offer')).toBeNull();
    expect(screen.getByTestId('file-name').textContent).toBe('Untitled •');
  });
});
