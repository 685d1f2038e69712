import { z } from 'zod';
import type { IpcMain } from 'electron';
import { LANGUAGES, t, type Language } from '@shared/i18n';
import { IPC_CHANNELS, type WindowState } from '@shared/ipc';
import { isAllowedExternalUrl } from '../externalLinks';
import { handleValidated } from './handleValidated';

export { windowTitleOf } from '@shared/ipc';

export interface WindowHandlerDeps {
  readonly setWindowState: (state: WindowState) => void;
  readonly closeWindow: () => void;
  readonly openExternal: (url: string) => Promise<void>;
  /** The GM's language changed in the renderer (issue 32): menus and dialogs follow it. */
  readonly setLanguage: (language: Language) => void;
}

export const WINDOW_ARGS = {
  setWindowState: z.tuple([z.object({ documentName: z.string().min(1).max(200), dirty: z.boolean() })]),
  closeWindow: z.tuple([]),
  openExternal: z.tuple([z.string().max(2000)]),
  setLanguage: z.tuple([z.enum(LANGUAGES as [Language, ...Language[]])]),
} as const;

export function registerWindowHandlers(ipcMain: Pick<IpcMain, 'handle'>, deps: WindowHandlerDeps): void {
  const c = IPC_CHANNELS;
  handleValidated(ipcMain, c.setWindowState, WINDOW_ARGS.setWindowState, (state) =>
    deps.setWindowState(state),
  );
  handleValidated(ipcMain, c.closeWindow, WINDOW_ARGS.closeWindow, () => deps.closeWindow());
  handleValidated(ipcMain, c.setLanguage, WINDOW_ARGS.setLanguage, (language) => deps.setLanguage(language));
  handleValidated(ipcMain, c.openExternal, WINDOW_ARGS.openExternal, async (url) => {
    if (!isAllowedExternalUrl(url)) return false;
    await deps.openExternal(url);
    return true;
  });
}

/** The close prompt for unsaved changes to `documentName`, in the GM's language; its answers as closeDecision reads them. */
export function closePromptOf(documentName: string) {
  return {
    type: 'warning' as const,
    buttons: [
      t('electron:closePrompt.save'),
      t('electron:closePrompt.dontSave'),
      t('electron:closePrompt.cancel'),
    ],
    defaultId: 0,
    cancelId: 2,
    message: t('electron:closePrompt.message', { name: documentName }),
    detail: t('electron:closePrompt.detail'),
  };
}

/** What closing the window does: close now, ask first, or (after the GM answered) save / discard / stay. */
export function closeDecision(
  dirty: boolean,
  answer?: number,
): 'close' | 'ask' | 'save' | 'discard' | 'stay' {
  if (!dirty) return 'close';
  if (answer === undefined) return 'ask';
  return answer === 0 ? 'save' : answer === 1 ? 'discard' : 'stay';
}
