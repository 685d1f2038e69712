// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chordLabel, SHORTCUTS, type KeyChord, type Shortcut, type ShortcutId } from '@shared/ipc';
import { appMenuTemplate } from '../../../electron/appMenu';
import {
  handleWindowKey,
  registeredShortcuts,
  useShortcut,
} from '../../../renderer/src/kit/shortcuts/shortcutHandlers';
import {
  shortcutsFor,
  ShortcutsDialog,
  shortcutText,
} from '../../../renderer/src/kit/shortcuts/ShortcutsDialog';
import { DE, EN, setLanguage } from '@shared/i18n';
import { armyPickedUp } from '../../../renderer/src/campaign/playSlice';
import { giveElementsASize } from '../canvasMock';
import { renderApp } from '../renderApp';
import { campaignStore } from '../campaignFixture';

vi.mock('../../../renderer/src/canvas', async () => (await import('../canvasMock')).canvasModuleMock());

beforeAll(() => giveElementsASize());
afterEach(cleanup);

const ALL = SHORTCUTS as readonly Shortcut[];
const keyEvent = (chord: KeyChord) =>
  new KeyboardEvent('keydown', {
    key: chord.key,
    ctrlKey: Boolean(chord.mod),
    shiftKey: Boolean(chord.shift),
    bubbles: true,
    cancelable: true,
  });

/** Registers a spy for every shortcut of the table, as the app's screens register their actions. */
function AllSpies({ spies }: { spies: Record<string, () => void> }) {
  for (const entry of ALL) {
    // The table is constant, so the hooks run in the same order every render.
    useShortcut(entry.id as ShortcutId, () => spies[entry.id]!());
  }
  return null;
}

describe('the shortcut table drives the key handling and the dialog (issue 32)', () => {
  it('runs, for every key of every window shortcut, that shortcut’s action and no other', () => {
    const spies = Object.fromEntries(ALL.map((entry) => [entry.id, vi.fn()]));
    render(<AllSpies spies={spies} />);
    for (const edition of ['browser', 'desktop'] as const)
      for (const entry of ALL.filter((candidate) => candidate.scope === 'window')) {
        const heard =
          edition === 'browser' ? !entry.desktopOnly : !entry.menu || entry.keys.every((k) => !k.mod);
        for (const chord of entry.keys) {
          for (const spy of Object.values(spies)) spy.mockClear();
          const handled = handleWindowKey(keyEvent(chord), edition);
          // On the desktop the native menu's accelerator does it (the next test); the page stays out of its way.
          expect(handled, `${edition}: ${entry.id} ${chordLabel(chord)}`).toBe(heard);
          const ran = Object.entries(spies)
            .filter(([, spy]) => spy.mock.calls.length > 0)
            .map(([id]) => id);
          expect(ran).toEqual(heard ? [entry.id] : []);
        }
      }
  });

  it('gives each desktop menu item the accelerator of its shortcut', () => {
    const template = appMenuTemplate({ send: () => {}, recentFiles: [], openRecent: () => {}, isMac: false });
    const items = template.flatMap((menu) => (Array.isArray(menu.submenu) ? menu.submenu : []));
    for (const entry of ALL.filter((candidate) => candidate.menu && candidate.keys[0]!.mod)) {
      const chord = entry.keys[0]!;
      const expected = `CmdOrCtrl+${chord.shift ? 'Shift+' : ''}${chord.key.toUpperCase()}`;
      const item = items.find((candidate) => candidate.accelerator === expected);
      expect(item, `${entry.id}: ${expected}`).toBeDefined();
    }
  });

  it('lists every shortcut in the dialog, with its keys, action and place, and finds them by search', () => {
    render(<ShortcutsDialog edition="desktop" onClose={() => {}} />);
    const rows = screen.getAllByTestId('shortcut-row');
    expect(rows.map((row) => row.dataset.shortcut)).toEqual(ALL.map((entry) => entry.id));
    for (const entry of ALL) {
      const row = rows.find((candidate) => candidate.dataset.shortcut === entry.id)!;
      expect(row.textContent).toContain(shortcutText(entry).action);
      expect(row.textContent).toContain(shortcutText(entry).where);
      for (const chord of entry.keys) expect(row.textContent).toContain(chordLabel(chord));
    }
    fireEvent.change(screen.getByTestId('shortcuts-search'), { target: { value: 'undo' } });
    expect(screen.getAllByTestId('shortcut-row').map((row) => row.dataset.shortcut)).toEqual(['undo']);
    fireEvent.change(screen.getByTestId('shortcuts-search'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('shortcuts-none')).toBeTruthy();
  });

  it('has what each shortcut does and where, in English and German', () => {
    for (const catalogue of [EN, DE]) {
      const table = catalogue.desktop.shortcuts.table as Record<string, { action: string; where: string }>;
      expect(Object.keys(table).sort()).toEqual(ALL.map((entry) => entry.id).sort());
      for (const entry of ALL) {
        expect(table[entry.id]!.action.length).toBeGreaterThan(0);
        expect(table[entry.id]!.where.length).toBeGreaterThan(0);
      }
    }
    expect(shortcutText(ALL.find((entry) => entry.id === 'undo')!).action).toBe('Undo');
  });

  it('names the keys as a German keyboard prints them (Strg, Umschalt), and the search finds them so', () => {
    setLanguage('de');
    try {
      render(<ShortcutsDialog edition="desktop" onClose={() => {}} />);
      const saveAs = screen.getAllByTestId('shortcut-row').find((row) => row.dataset.shortcut === 'saveAs')!;
      expect(saveAs.textContent).toContain('Strg+Umschalt+S');
      fireEvent.change(screen.getByTestId('shortcuts-search'), { target: { value: 'strg+z' } });
      expect(screen.getAllByTestId('shortcut-row').map((row) => row.dataset.shortcut)).toEqual(['undo']);
    } finally {
      setLanguage('en');
    }
  });

  it('lists in the browser edition every shortcut it hears, leaving out the desktop menu’s own', () => {
    expect(shortcutsFor('browser').map((entry) => entry.id)).toEqual(
      ALL.filter((entry) => !entry.desktopOnly).map((entry) => entry.id),
    );
  });

  it('has the app give an action to every window shortcut the browser edition hears', () => {
    const store = campaignStore();
    renderApp(store);
    // Escape puts a picked-up army down: its action is there while one is picked up.
    act(() => void store.dispatch(armyPickedUp({ armyId: 'R1' })));
    const heard = ALL.filter((entry) => entry.scope === 'window' && !entry.desktopOnly).map((e) => e.id);
    expect(new Set(registeredShortcuts())).toEqual(new Set(heard));
  });

  it('opens the dialog with "?", not while typing, and closes it with Escape', () => {
    renderApp(campaignStore());
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    fireEvent.keyDown(field, { key: '?' });
    expect(screen.queryByTestId('shortcuts-dialog')).toBeNull();
    field.remove();
    fireEvent.keyDown(window, { key: '?' });
    const dialog = screen.getByTestId('shortcuts-dialog');
    expect(within(dialog).getAllByTestId('shortcut-row').length).toBe(shortcutsFor('browser').length);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('shortcuts-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('shortcuts-button'));
    expect(screen.getByTestId('shortcuts-dialog')).toBeTruthy();
  });
});
