import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { getPlatform } from '../platform';
import { ShortcutsDialog } from '../kit/shortcuts/ShortcutsDialog';
import { useShortcut, useShortcutListener } from '../kit/shortcuts/shortcutHandlers';
import { attachShortcutsOpener } from '../document/files/useFileSession';
import type { AppStore } from './store';

/**
 * The app's one key listener over the shortcut table (issue 32), and the Keyboard shortcuts dialog it opens on "?"
 * (and Help › Keyboard Shortcuts on the desktop, the status bar's ? button in both editions).
 */
export function AppShortcuts() {
  const edition = getPlatform().edition;
  const store = useStore() as AppStore;
  const [open, setOpen] = useState(false);
  useShortcutListener(edition);
  useShortcut('shortcuts', () => setOpen(true), !open);
  useEffect(() => attachShortcutsOpener(store, () => setOpen(true)), [store]);
  const mac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
  return open ? <ShortcutsDialog edition={edition} mac={mac} onClose={() => setOpen(false)} /> : null;
}
