import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc';
import { isAllowedExternalUrl } from '../../../electron/externalLinks';
import { closeDecision, registerWindowHandlers, windowTitleOf } from '../../../electron/ipc/windowHandlers';
import { fakeIpcMain } from './fakeIpcMain';

function setup() {
  const ipc = fakeIpcMain();
  const deps = {
    setWindowState: vi.fn(),
    closeWindow: vi.fn(),
    openExternal: vi.fn(() => Promise.resolve()),
    setLanguage: vi.fn(),
  };
  registerWindowHandlers(ipc.ipcMain, deps);
  return { ipc, deps };
}

describe('shell.openExternal allow-list', () => {
  it.each([
    ['https://github.com/hexmarch/hexmarch/issues', true],
    ['https://hexmarch.invalid/help', true],
    ['http://github.com/', false],
    ['https://github.com.evil.example/', false],
    ['https://user@github.com/', false],
    ['https://github.com:8443/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['smb://server/share', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedExternalUrl(url)).toBe(allowed);
  });

  it('opens only allow-listed addresses through the IPC handler', async () => {
    const { ipc, deps } = setup();
    await expect(ipc.invoke(IPC_CHANNELS.openExternal, 'https://github.com/')).resolves.toBe(true);
    await expect(ipc.invoke(IPC_CHANNELS.openExternal, 'file:///bin/sh')).resolves.toBe(false);
    expect(deps.openExternal).toHaveBeenCalledTimes(1);
  });
});

describe('window state', () => {
  it('titles the window with the file name and a dot while there are unsaved changes', () => {
    expect(windowTitleOf({ documentName: 'Border War.hexmarch', dirty: false })).toBe(
      'Border War.hexmarch — Hexmarch',
    );
    expect(windowTitleOf({ documentName: 'Border War.hexmarch', dirty: true })).toBe(
      'Border War.hexmarch • — Hexmarch',
    );
  });

  it('shows just Hexmarch for the untouched untitled document the app starts with', () => {
    expect(windowTitleOf({ documentName: 'Untitled', dirty: false })).toBe('Hexmarch');
    expect(windowTitleOf({ documentName: 'Untitled', dirty: true })).toBe('Untitled • — Hexmarch');
  });

  it('passes a valid state on and refuses a malformed one', async () => {
    const { ipc, deps } = setup();
    await ipc.invoke(IPC_CHANNELS.setWindowState, { documentName: 'A.hexmarch', dirty: true });
    expect(deps.setWindowState).toHaveBeenCalledWith({ documentName: 'A.hexmarch', dirty: true });
    await expect(
      ipc.invoke(IPC_CHANNELS.setWindowState, { documentName: 'A', dirty: 'yes' }),
    ).rejects.toThrow(/invalid arguments/);
  });

  it('asks before closing with unsaved changes and acts on the answer', () => {
    expect(closeDecision(false)).toBe('close');
    expect(closeDecision(true)).toBe('ask');
    expect([0, 1, 2].map((answer) => closeDecision(true, answer))).toEqual(['save', 'discard', 'stay']);
  });
});

describe('the GM’s language for main (issue 32)', () => {
  it('takes a language Hexmarch speaks from the renderer and refuses anything else', async () => {
    const { ipc, deps } = setup();
    await ipc.invoke(IPC_CHANNELS.setLanguage, 'de');
    await ipc.invoke(IPC_CHANNELS.setLanguage, 'en-XA');
    await expect(ipc.invoke(IPC_CHANNELS.setLanguage, 'fr')).rejects.toThrow(/invalid arguments/);
    await expect(ipc.invoke(IPC_CHANNELS.setLanguage, 'de', 'extra')).rejects.toThrow(/invalid arguments/);
    expect(deps.setLanguage.mock.calls).toEqual([['de'], ['en-XA']]);
  });
});
