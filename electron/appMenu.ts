import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '@shared/ipc';

export interface AppMenuInput {
  /** Forwards a command to the renderer, which owns the document and its undo history. */
  readonly send: (command: MenuCommand) => void;
  /** Recent files, newest first (absolute paths: main's own, never sent to the renderer). */
  readonly recentFiles: readonly string[];
  readonly openRecent: (filePath: string) => void;
  readonly isMac: boolean;
}

/**
 * The native menus (issue 5 §4). Document commands go to the renderer rather than to Electron's roles, so
 * Edit › Undo reaches the app's history and not only the focused text field (the renderer decides which).
 */
export function appMenuTemplate({
  send,
  recentFiles,
  openRecent,
  isMac,
}: AppMenuInput): MenuItemConstructorOptions[] {
  const item = (label: string, type: Extract<MenuCommand, { type: string }>['type'], accelerator?: string) =>
    ({ label, accelerator, click: () => send({ type } as MenuCommand) }) satisfies MenuItemConstructorOptions;
  const recent: MenuItemConstructorOptions[] =
    recentFiles.length === 0
      ? [{ label: 'No recent files', enabled: false }]
      : recentFiles.map((file) => ({
          label: path.basename(file),
          toolTip: file,
          click: () => openRecent(file),
        }));
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: '&File',
      submenu: [
        item('New Map…', 'new', 'CmdOrCtrl+N'),
        item('Open…', 'open', 'CmdOrCtrl+O'),
        { label: 'Open Recent', submenu: recent },
        { type: 'separator' },
        item('Save', 'save', 'CmdOrCtrl+S'),
        item('Save As…', 'saveAs', 'CmdOrCtrl+Shift+S'),
        item('Export…', 'export', 'CmdOrCtrl+E'),
        item('Versions…', 'versions'),
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        item('Undo', 'undo', 'CmdOrCtrl+Z'),
        item('Redo', 'redo', isMac ? 'Shift+Cmd+Z' : 'Ctrl+Y'),
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&View',
      submenu: [
        item('Zoom In', 'zoomIn', 'CmdOrCtrl+='),
        item('Zoom Out', 'zoomOut', 'CmdOrCtrl+-'),
        item('Fit Map to Window', 'zoomReset', 'CmdOrCtrl+0'),
        { type: 'separator' },
        item('Show Coordinates', 'toggleCoordinates', 'CmdOrCtrl+K'),
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: '&Campaign',
      submenu: [item('Balance report…', 'balanceReport')],
    },
    {
      label: '&Help',
      // "?" itself is the renderer's (renderer/src/kit/shortcuts): an accelerator would take it from text fields.
      submenu: [item('Keyboard Shortcuts', 'shortcuts')],
    },
  ];
}
