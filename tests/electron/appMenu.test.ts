import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate } from '../../electron/appMenu';

function menu(recentFiles: string[] = []) {
  const send = vi.fn();
  const openRecent = vi.fn();
  const template = appMenuTemplate({ send, recentFiles, openRecent, isMac: false });
  const submenu = (label: string) =>
    (template.find((entry) => entry.label === label)?.submenu ?? []) as MenuItemConstructorOptions[];
  const click = (top: string, label: string) =>
    (submenu(top).find((entry) => entry.label === label)?.click as () => void)();
  return { template, submenu, click, send, openRecent };
}

describe('native menus', () => {
  it('has File, Edit, View, Campaign and Help with the issue’s items', () => {
    const { template, submenu } = menu();
    expect(template.map((entry) => entry.label)).toEqual(['&File', '&Edit', '&View', '&Campaign', '&Help']);
    expect(submenu('&File').map((entry) => entry.label ?? entry.role ?? entry.type)).toEqual([
      'New Map…',
      'Open…',
      'Open Recent',
      'Import Azgaar world…',
      'separator',
      'Save',
      'Save As…',
      'Export…',
      'Versions…',
      'separator',
      'Quit',
    ]);
  });

  it('sends File › Versions… and Help › Keyboard Shortcuts to the renderer (issue 32)', () => {
    const { click, send } = menu();
    click('&File', 'Versions…');
    click('&Help', 'Keyboard Shortcuts');
    expect(send.mock.calls).toEqual([[{ type: 'versions' }], [{ type: 'shortcuts' }]]);
  });

  it('sends Campaign › Balance report… to the renderer, which opens the balance report (issue 16)', () => {
    const { click, send, submenu } = menu();
    expect(submenu('&Campaign').map((entry) => entry.label)).toEqual(['Balance report…']);
    click('&Campaign', 'Balance report…');
    expect(send).toHaveBeenCalledWith({ type: 'balanceReport' });
  });

  it('sends Export to the renderer, which opens the print and export dialog', () => {
    const { click, send } = menu();
    click('&File', 'Export…');
    expect(send).toHaveBeenCalledWith({ type: 'export' });
  });

  it('sends Import Azgaar world… to the renderer, which picks the world and opens its dialog (issue 31)', () => {
    const { click, send } = menu();
    click('&File', 'Import Azgaar world…');
    expect(send).toHaveBeenCalledWith({ type: 'importAzgaar' });
  });

  it('sends Undo and Redo to the renderer’s history rather than to a text-field role', () => {
    const { click, send, submenu } = menu();
    click('&Edit', 'Undo');
    click('&Edit', 'Redo');
    expect(send.mock.calls).toEqual([[{ type: 'undo' }], [{ type: 'redo' }]]);
    expect(submenu('&Edit').find((entry) => entry.label === 'Undo')?.accelerator).toBe('CmdOrCtrl+Z');
  });

  it('gives Save, Open and zoom their keyboard shortcuts', () => {
    const { submenu } = menu();
    const accelerators = [...submenu('&File'), ...submenu('&View')]
      .filter((entry) => entry.accelerator)
      .map((entry) => `${entry.label}=${entry.accelerator}`);
    expect(accelerators).toEqual(
      expect.arrayContaining([
        'Save=CmdOrCtrl+S',
        'Open…=CmdOrCtrl+O',
        'Zoom In=CmdOrCtrl+=',
        'Zoom Out=CmdOrCtrl+-',
      ]),
    );
  });

  it('lists recent files by name and opens the chosen one in main', () => {
    const { submenu, openRecent } = menu(['/home/gm/Campaigns/Border War.hexmarch']);
    const recent = submenu('&File').find((entry) => entry.label === 'Open Recent')
      ?.submenu as MenuItemConstructorOptions[];
    expect(recent.map((entry) => entry.label)).toEqual(['Border War.hexmarch']);
    (recent[0]?.click as () => void)();
    expect(openRecent).toHaveBeenCalledWith('/home/gm/Campaigns/Border War.hexmarch');
  });

  it('says so when there are no recent files', () => {
    const recent = menu()
      .submenu('&File')
      .find((entry) => entry.label === 'Open Recent')?.submenu;
    expect(recent).toEqual([{ label: 'No recent files', enabled: false }]);
  });
});
