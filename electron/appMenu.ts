import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { t } from '@shared/i18n';
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
 * The native menus (issue 5 §4), in the GM's language (issue 32: main rebuilds them when the renderer says it
 * changed; Electron's roles get our labels too, or they would stay in the system's language). Document commands go to the renderer rather than to Electron's roles, so
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
      ? [{ label: t('electron:menu.noRecent'), enabled: false }]
      : recentFiles.map((file) => ({
          label: path.basename(file),
          toolTip: file,
          click: () => openRecent(file),
        }));
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: t('electron:menu.file'),
      submenu: [
        item(t('electron:menu.newMap'), 'new'),
        item(t('electron:menu.open'), 'open'),
        { label: t('electron:menu.openRecent'), submenu: recent },
        item(t('electron:menu.importAzgaar'), 'importAzgaar'),
        { type: 'separator' },
        item(t('electron:menu.save'), 'save'),
        item(t('electron:menu.saveAs'), 'saveAs'),
        item(t('electron:menu.export'), 'export'),
        item(t('electron:menu.versions'), 'versions'),
        { type: 'separator' },
        isMac
          ? { role: 'close', label: t('electron:menu.close') }
          : { role: 'quit', label: t('electron:menu.quit') },
      ],
    },
    {
      label: t('electron:menu.edit'),
      submenu: [
        item(t('electron:menu.undo'), 'undo'),
        item(t('electron:menu.redo'), 'redo', isMac ? 'Shift+Cmd+Z' : acceleratorOf('redo')),
        { type: 'separator' },
        { role: 'cut', label: t('electron:menu.cut') },
        { role: 'copy', label: t('electron:menu.copy') },
        { role: 'paste', label: t('electron:menu.paste') },
        { role: 'selectAll', label: t('electron:menu.selectAll') },
      ],
    },
    {
      label: t('electron:menu.view'),
      submenu: [
        item(t('electron:menu.zoomIn'), 'zoomIn'),
        item(t('electron:menu.zoomOut'), 'zoomOut'),
        item(t('electron:menu.fit'), 'zoomReset'),
        { type: 'separator' },
        item(t('electron:menu.coordinates'), 'toggleCoordinates'),
        { type: 'separator' },
        { role: 'togglefullscreen', label: t('electron:menu.fullScreen') },
      ],
    },
    {
      label: t('electron:menu.campaign'),
      submenu: [item(t('electron:menu.balance'), 'balanceReport')],
    },
    {
      label: t('electron:menu.help'),
      // "?" itself is the renderer's (renderer/src/kit/shortcuts): an accelerator would take it from text fields.
      submenu: [item(t('electron:menu.shortcuts'), 'shortcuts')],
    },
  ];
}
