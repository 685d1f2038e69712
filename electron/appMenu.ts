import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { acceleratorOf, type MenuCommand } from '@shared/ipc';

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
  // Accelerators come from the one shortcut table (shared/ipc/shortcuts.ts, issue 32), as the dialog lists them.
  const item = (
    label: string,
    type: Exclude<MenuCommand['type'], 'openRecent'>,
    accelerator = acceleratorOf(type),
  ) =>
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
        item('New Map…', 'new'),
        item('Open…', 'open'),
        { label: 'Open Recent', submenu: recent },
        item('Import Azgaar world…', 'importAzgaar'),
        { type: 'separator' },
        item('Save', 'save'),
        item('Save As…', 'saveAs'),
        item('Export…', 'export'),
        item('Versions…', 'versions'),
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        item('Undo', 'undo'),
        item('Redo', 'redo', isMac ? 'Shift+Cmd+Z' : acceleratorOf('redo')),
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
        item('Zoom In', 'zoomIn'),
        item('Zoom Out', 'zoomOut'),
        item('Fit Map to Window', 'zoomReset'),
        { type: 'separator' },
        item('Show Coordinates', 'toggleCoordinates'),
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
