import { useEffect, useRef } from 'react';
import { acceleratorOf, SHORTCUTS, shortcutsOf, type Shortcut, type ShortcutId } from '@shared/ipc';

/** Inputs that take no text: with one of these focused (after a click), a shortcut still means the app. */
const NON_TEXT_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Fields where keys belong to the text being typed (Ctrl+Z undoes the typing, "?" is a question mark). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/** The window-wide shortcuts a text field keeps for itself while the GM types in it. */
const TYPING_KEEPS = new Set<ShortcutId>(['undo', 'redo', 'shortcuts', 'putDown']);

/** A shortcut's action; `false` when it does not apply just now (the key then goes on as usual). */
type Handler = () => void | boolean;
/** Handlers per shortcut, the latest mounted last: the innermost screen (the defense screen's Undo) wins. */
const handlers = new Map<ShortcutId, Handler[]>();

/** The shortcuts that have a handler now (the test of the table checks the app registers each). */
export function registeredShortcuts(): ShortcutId[] {
  return [...handlers.entries()].filter(([, list]) => list.length > 0).map(([id]) => id);
}

/** Runs shortcut `id`'s current handler (a desktop menu command does the same as its key); false when none. */
export function runShortcut(id: ShortcutId): boolean {
  const handler = handlers.get(id)?.at(-1);
  return handler ? handler() !== false : false;
}

/**
 * Gives window shortcut `id` its action while the calling component is mounted and `enabled`. The table
 * (shared/ipc/shortcuts.ts) says which keys; this says what they do here.
 */
export function useShortcut(id: ShortcutId, handler: Handler, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const run = () => latest.current();
    handlers.set(id, [...(handlers.get(id) ?? []), run]);
    return () => {
      handlers.set(
        id,
        (handlers.get(id) ?? []).filter((entry) => entry !== run),
      );
    };
  }, [id, enabled]);
}

const byId = new Map<string, Shortcut>(SHORTCUTS.map((entry) => [entry.id, entry]));

/**
 * The one window keydown handler: finds the table's window shortcuts the key is, and runs the first that has a
 * handler. On the desktop the native menu owns the shortcuts it lists (their accelerators fire its commands).
 */
export function handleWindowKey(event: KeyboardEvent, edition: 'desktop' | 'browser'): boolean {
  if (event.defaultPrevented) return false;
  for (const id of shortcutsOf(event, 'window')) {
    const entry = byId.get(id);
    if (!entry) continue;
    if (edition === 'desktop' && entry.menu && acceleratorOf(entry.menu)) continue;
    if (edition === 'browser' && entry.desktopOnly) continue;
    if (TYPING_KEEPS.has(id) && isTyping(event.target)) continue;
    if (runShortcut(id)) {
      event.preventDefault();
      return true;
    }
  }
  return false;
}

/** Installs {@link handleWindowKey} once, for the app's lifetime. */
export function useShortcutListener(edition: 'desktop' | 'browser'): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => void handleWindowKey(event, edition);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [edition]);
}
