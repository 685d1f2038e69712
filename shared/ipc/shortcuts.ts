import type { MENU_COMMANDS } from './files';

/**
 * Every keyboard shortcut of Hexmarch, declared once (issue 32): the key, what it does and where it works. This
 * table drives the renderer's key handling (renderer/src/kit/shortcuts), the desktop menus' accelerators
 * (electron/appMenu.ts) and the Keyboard shortcuts dialog, so the three cannot disagree.
 */

/** One key press: `key` as KeyboardEvent.key reports it (letters lower case), with its modifiers. */
export interface KeyChord {
  readonly key: string;
  /** Ctrl, or Cmd on macOS. */
  readonly mod?: boolean;
  readonly shift?: boolean;
}

/**
 * Where a shortcut is heard. `window`: anywhere in the window, though not while typing in a field (except the
 * Ctrl shortcuts of files, which a field has no use for). `map`: the map that has the focus (click it or Tab to
 * it). `dialog`: an open dialog.
 */
export type ShortcutScope = 'window' | 'map' | 'dialog';

type MenuCommandType = (typeof MENU_COMMANDS)[number];

export interface Shortcut {
  readonly id: string;
  readonly keys: readonly KeyChord[];
  readonly scope: ShortcutScope;
  /** What it does, as the dialog lists it. */
  readonly action: string;
  /** Where it works, in the GM's words. */
  readonly where: string;
  /** The desktop menu item it is the accelerator of (the menu then handles it there). */
  readonly menu?: MenuCommandType;
  /** Only the desktop's menu has it (the browser keeps the key for itself: Ctrl+N opens a window, Ctrl+= zooms). */
  readonly desktopOnly?: boolean;
}

const ctrl = (key: string, shift = false): KeyChord => ({ key, mod: true, ...(shift ? { shift } : {}) });
const plain = (key: string): KeyChord => ({ key });

export const SHORTCUTS = [
  {
    id: 'shortcuts',
    keys: [plain('?')],
    scope: 'window',
    action: 'Show the keyboard shortcuts',
    where: 'Everywhere',
    menu: 'shortcuts',
  },
  {
    id: 'newMap',
    keys: [ctrl('n')],
    scope: 'window',
    action: 'New map…',
    where: 'Desktop app',
    menu: 'new',
    desktopOnly: true,
  },
  {
    id: 'open',
    keys: [ctrl('o')],
    scope: 'window',
    action: 'Open a file…',
    where: 'Everywhere',
    menu: 'open',
  },
  { id: 'save', keys: [ctrl('s')], scope: 'window', action: 'Save', where: 'Everywhere', menu: 'save' },
  {
    id: 'saveAs',
    keys: [ctrl('s', true)],
    scope: 'window',
    action: 'Save as a new file…',
    where: 'Everywhere',
    menu: 'saveAs',
  },
  {
    id: 'export',
    keys: [ctrl('e')],
    scope: 'window',
    action: 'Print and export…',
    where: 'Everywhere',
    menu: 'export',
  },
  {
    id: 'undo',
    keys: [ctrl('z')],
    scope: 'window',
    action: 'Undo',
    where: 'Everywhere; on the settlement defense screen, its last move',
    menu: 'undo',
  },
  {
    id: 'redo',
    keys: [ctrl('y'), ctrl('z', true)],
    scope: 'window',
    action: 'Redo',
    where: 'Everywhere but the settlement defense screen',
    menu: 'redo',
  },
  {
    id: 'zoomInMenu',
    keys: [ctrl('=')],
    scope: 'window',
    action: 'Zoom in',
    where: 'Desktop app',
    menu: 'zoomIn',
    desktopOnly: true,
  },
  {
    id: 'zoomOutMenu',
    keys: [ctrl('-')],
    scope: 'window',
    action: 'Zoom out',
    where: 'Desktop app',
    menu: 'zoomOut',
    desktopOnly: true,
  },
  {
    id: 'fitMenu',
    keys: [ctrl('0')],
    scope: 'window',
    action: 'Fit the map to the window',
    where: 'Desktop app',
    menu: 'zoomReset',
    desktopOnly: true,
  },
  {
    id: 'coordinates',
    keys: [ctrl('k')],
    scope: 'window',
    action: 'Show or hide hex coordinates',
    where: 'Desktop app',
    menu: 'toggleCoordinates',
    desktopOnly: true,
  },
  {
    id: 'mapPan',
    keys: [plain('ArrowUp'), plain('ArrowDown'), plain('ArrowLeft'), plain('ArrowRight')],
    scope: 'map',
    action: 'Pan the map',
    where: 'The map, once clicked',
  },
  {
    id: 'mapZoomIn',
    keys: [plain('+'), plain('=')],
    scope: 'map',
    action: 'Zoom in',
    where: 'The map, once clicked',
  },
  { id: 'mapZoomOut', keys: [plain('-')], scope: 'map', action: 'Zoom out', where: 'The map, once clicked' },
  {
    id: 'mapFit',
    keys: [plain('0'), plain('f')],
    scope: 'map',
    action: 'Fit the map to the window',
    where: 'The map, once clicked',
  },
  {
    id: 'hexCursor',
    keys: [plain('ArrowUp'), plain('ArrowDown'), plain('ArrowLeft'), plain('ArrowRight')],
    scope: 'map',
    action: 'Select the next hex up, down, left or right',
    where: 'The map of the Map and Campaign tabs, once clicked',
  },
  {
    id: 'moveArmy',
    keys: [plain('Enter')],
    scope: 'map',
    action: 'Move the picked-up army to the selected hex',
    where: 'The Campaign tab’s map',
  },
  {
    id: 'putDown',
    keys: [plain('Escape')],
    scope: 'window',
    action: 'Put the picked-up army down',
    where: 'Campaign tab, with no dialog open',
  },
  {
    id: 'closeDialog',
    keys: [plain('Escape')],
    scope: 'dialog',
    action: 'Close the dialog, or answer Cancel',
    where: 'Any dialog',
  },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** "Ctrl+Shift+S", "?", "↑": how a chord is written in the dialog (`mac`: ⌘ for Ctrl). */
export function chordLabel(chord: KeyChord, mac = false): string {
  const names: Record<string, string> = {
    ArrowUp: '↑',
    ArrowDown: '↓',
    ArrowLeft: '←',
    ArrowRight: '→',
    Escape: 'Esc',
  };
  const key = names[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key);
  return [chord.mod ? (mac ? '⌘' : 'Ctrl') : null, chord.shift ? 'Shift' : null, key]
    .filter((part) => part !== null)
    .join('+');
}

/** The Electron accelerator of a menu command ("CmdOrCtrl+Shift+S"), from its first chord in the table. */
export function acceleratorOf(command: MenuCommandType): string | undefined {
  const shortcut = (SHORTCUTS as readonly Shortcut[]).find((entry) => entry.menu === command);
  const chord = shortcut?.keys[0];
  if (!chord) return undefined;
  // "?" is the renderer's own: as a menu accelerator it would take the character from every text field.
  if (!chord.mod) return undefined;
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key;
  return [chord.mod ? 'CmdOrCtrl' : null, chord.shift ? 'Shift' : null, key]
    .filter((part) => part !== null)
    .join('+');
}

/** The modifier-and-key facts of a key event the matcher needs (a DOM KeyboardEvent has them all). */
export interface KeyFacts {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** True when `event` is `chord`. "?" and "+" need Shift on most layouts, so Shift only counts with Ctrl. */
export function chordMatches(chord: KeyChord, event: KeyFacts): boolean {
  if (event.altKey) return false;
  const mod = event.ctrlKey || event.metaKey;
  if (mod !== Boolean(chord.mod)) return false;
  if (chord.mod && event.shiftKey !== Boolean(chord.shift)) return false;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return key === chord.key;
}

/** The ids of `scope`'s shortcuts that `event` is, in table order. */
export function shortcutsOf(event: KeyFacts, scope: ShortcutScope): ShortcutId[] {
  return SHORTCUTS.filter(
    (entry) => entry.scope === scope && entry.keys.some((chord: KeyChord) => chordMatches(chord, event)),
  ).map((entry) => entry.id);
}

/** True when `event` is one of shortcut `id`'s keys. */
export function isShortcut(id: ShortcutId, event: KeyFacts): boolean {
  const entry = SHORTCUTS.find((candidate) => candidate.id === id);
  return entry !== undefined && entry.keys.some((chord: KeyChord) => chordMatches(chord, event));
}
