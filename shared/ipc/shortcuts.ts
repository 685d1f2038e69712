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
  // What it does and where it works, in the GM's words: `desktop:shortcuts.table.<id>.action` and `.where` in the
  // catalogues (shared/i18n/locales/<lang>/desktop.json; a test checks every id has both, in every language).
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
    menu: 'shortcuts',
  },
  {
    id: 'newMap',
    keys: [ctrl('n')],
    scope: 'window',
    menu: 'new',
    desktopOnly: true,
  },
  {
    id: 'open',
    keys: [ctrl('o')],
    scope: 'window',
    menu: 'open',
  },
  { id: 'save', keys: [ctrl('s')], scope: 'window', menu: 'save' },
  {
    id: 'saveAs',
    keys: [ctrl('s', true)],
    scope: 'window',
    menu: 'saveAs',
  },
  {
    id: 'export',
    keys: [ctrl('e')],
    scope: 'window',
    menu: 'export',
  },
  {
    id: 'undo',
    keys: [ctrl('z')],
    scope: 'window',
    menu: 'undo',
  },
  {
    id: 'redo',
    keys: [ctrl('y'), ctrl('z', true)],
    scope: 'window',
    menu: 'redo',
  },
  {
    id: 'zoomInMenu',
    keys: [ctrl('=')],
    scope: 'window',
    menu: 'zoomIn',
    desktopOnly: true,
  },
  {
    id: 'zoomOutMenu',
    keys: [ctrl('-')],
    scope: 'window',
    menu: 'zoomOut',
    desktopOnly: true,
  },
  {
    id: 'fitMenu',
    keys: [ctrl('0')],
    scope: 'window',
    menu: 'zoomReset',
    desktopOnly: true,
  },
  {
    id: 'coordinates',
    keys: [ctrl('k')],
    scope: 'window',
    menu: 'toggleCoordinates',
    desktopOnly: true,
  },
  {
    id: 'mapPan',
    keys: [plain('ArrowUp'), plain('ArrowDown'), plain('ArrowLeft'), plain('ArrowRight')],
    scope: 'map',
  },
  {
    id: 'mapZoomIn',
    keys: [plain('+'), plain('=')],
    scope: 'map',
  },
  { id: 'mapZoomOut', keys: [plain('-')], scope: 'map' },
  {
    id: 'mapFit',
    keys: [plain('0'), plain('f')],
    scope: 'map',
  },
  {
    id: 'hexCursor',
    keys: [plain('ArrowUp'), plain('ArrowDown'), plain('ArrowLeft'), plain('ArrowRight')],
    scope: 'map',
  },
  {
    id: 'moveArmy',
    keys: [plain('Enter')],
    scope: 'map',
  },
  {
    id: 'putDown',
    keys: [plain('Escape')],
    scope: 'window',
  },
  {
    id: 'closeDialog',
    keys: [plain('Escape')],
    scope: 'dialog',
  },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** The modifier keys' names as the GM's keyboard prints them (German keyboards: Strg, Umschalt). */
export interface KeyNames {
  readonly ctrl: string;
  readonly shift: string;
  readonly esc: string;
}
const ENGLISH_KEYS: KeyNames = { ctrl: 'Ctrl', shift: 'Shift', esc: 'Esc' };

/**
 * "Ctrl+Shift+S", "?", "↑": how a chord is written in the dialog (`mac`: ⌘ for Ctrl). The caller passes the key
 * names of the GM's language (`desktop:shortcuts.keyNames`); this table stays free of i18n because the preload
 * bundles shared/ipc.
 */
export function chordLabel(chord: KeyChord, mac = false, keyNames: KeyNames = ENGLISH_KEYS): string {
  const names: Record<string, string> = {
    ArrowUp: '↑',
    ArrowDown: '↓',
    ArrowLeft: '←',
    ArrowRight: '→',
    Escape: keyNames.esc,
  };
  const key = names[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key);
  return [chord.mod ? (mac ? '⌘' : keyNames.ctrl) : null, chord.shift ? keyNames.shift : null, key]
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
