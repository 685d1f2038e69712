/**
 * File capabilities of the bridge (issue 5): the renderer never names a path. Dialogs (and the recent-files menu,
 * and the command line) hand it opaque {@link FileRef} handles; main keeps the path behind each handle.
 */

/** A file the GM chose: an opaque handle and the name to show (no folder, no path). */
export interface FileRef {
  /** Opaque id issued by main (or by the browser edition); means nothing outside this run of the app. */
  readonly handle: string;
  /** The file name, e.g. "Border War.hexmarch", for the window title. */
  readonly name: string;
}

export type FileReadResult =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

export type FileWriteResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** What the window shows and main needs for the close prompt. */
export interface WindowState {
  /** The file name or "Untitled"; the window title is built from it. */
  readonly documentName: string;
  /** There are changes since the last save or open. */
  readonly dirty: boolean;
}

/** Which files an Open dialog offers: campaigns (.hexmarch), or an Azgaar world to import (issue 31: .json, .map). */
export const OPEN_DIALOG_KINDS = ['campaign', 'azgaar'] as const;
export type OpenDialogKind = (typeof OPEN_DIALOG_KINDS)[number];

/** Native menu items main forwards to the renderer, which owns the document and its history. */
export const MENU_COMMANDS = [
  'new',
  'open',
  'save',
  'saveAs',
  /** File › Export…: the print/export dialog (renderer/src/features/export). */
  'export',
  /** File › Import Azgaar world…: pick an Azgaar Full JSON export and its hex map size (issue 31). */
  'importAzgaar',
  'undo',
  'redo',
  'zoomIn',
  'zoomOut',
  'zoomReset',
  'toggleCoordinates',
  /** File › Versions…: the campaign's saved snapshots (issue 32). */
  'versions',
  /** Help › Keyboard shortcuts: the shortcuts dialog (issue 32). */
  'shortcuts',
  /** Campaign › Balance report…: the balance report dialog (renderer/src/features/balance, issue 16). */
  'balanceReport',
  /** The GM chose "Save" in the close prompt: save, then close the window. */
  'saveAndClose',
] as const;

export type MenuCommand =
  { readonly type: (typeof MENU_COMMANDS)[number] } | { readonly type: 'openRecent'; readonly file: FileRef };

/** Longest file text main accepts over IPC (chars): matches shared/file MAX_FILE_CHARS. */
export const MAX_FILE_TEXT = 32 * 1024 * 1024;

/**
 * "Border War.hexmarch • — Hexmarch": the file name, a dot while there are unsaved changes (both editions); just
 * "Hexmarch" for the untouched untitled document the app starts with.
 */
export function windowTitleOf(state: WindowState): string {
  if (state.documentName === 'Untitled' && !state.dirty) return 'Hexmarch';
  return `${state.documentName}${state.dirty ? ' •' : ''} — Hexmarch`;
}
