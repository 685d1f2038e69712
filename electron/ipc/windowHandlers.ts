import { z } from 'zod';
import type { IpcMain } from 'electron';
import { IPC_CHANNELS, type WindowState } from '@shared/ipc';
import { isAllowedExternalUrl } from '../externalLinks';
import { handleValidated } from './handleValidated';

export { windowTitleOf } from '@shared/ipc';

export interface WindowHandlerDeps {
  readonly setWindowState: (state: WindowState) => void;
  readonly closeWindow: () => void;
  readonly openExternal: (url: string) => Promise<void>;
}

export const WINDOW_ARGS = {
  setWindowState: z.tuple([z.object({ documentName: z.string().min(1).max(200), dirty: z.boolean() })]),
  closeWindow: z.tuple([]),
  openExternal: z.tuple([z.string().max(2000)]),
} as const;

export function registerWindowHandlers(ipcMain: Pick<IpcMain, 'handle'>, deps: WindowHandlerDeps): void {
  const c = IPC_CHANNELS;
  handleValidated(ipcMain, c.setWindowState, WINDOW_ARGS.setWindowState, (state) =>
    deps.setWindowState(state),
  );
  handleValidated(ipcMain, c.closeWindow, WINDOW_ARGS.closeWindow, () => deps.closeWindow());
  handleValidated(ipcMain, c.openExternal, WINDOW_ARGS.openExternal, async (url) => {
    if (!isAllowedExternalUrl(url)) return false;
    await deps.openExternal(url);
    return true;
  });
}

/** The close prompt's buttons, in the order showMessageBoxSync gets them. */
export const CLOSE_PROMPT_BUTTONS = ['Save', 'Don’t Save', 'Cancel'] as const;

/** What closing the window does: close now, ask first, or (after the GM answered) save / discard / stay. */
export function closeDecision(
  dirty: boolean,
  answer?: number,
): 'close' | 'ask' | 'save' | 'discard' | 'stay' {
  if (!dirty) return 'close';
  if (answer === undefined) return 'ask';
  return answer === 0 ? 'save' : answer === 1 ? 'discard' : 'stay';
}
