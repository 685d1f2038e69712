import { useState } from 'react';
import { chordLabel, SHORTCUTS, type KeyChord, type Shortcut } from '@shared/ipc';
import { t as translate } from '@shared/i18n';
import { useTranslation } from '../../i18n';
import { Dialog } from '../Dialog';
import { useEscapeKey } from '../useEscapeKey';
import './shortcuts.css';

/** Shortcuts that work in this edition: the browser keeps Ctrl+N and Ctrl+= for itself. */
export function shortcutsFor(edition: 'desktop' | 'browser'): readonly Shortcut[] {
  return (SHORTCUTS as readonly Shortcut[]).filter((entry) => edition === 'desktop' || !entry.desktopOnly);
}

/** What a shortcut does and where it works, in the GM's language (desktop:shortcuts.table.<id>). */
export function shortcutText(entry: Shortcut): { action: string; where: string } {
  const key = `desktop:shortcuts.table.${entry.id}` as const;
  return {
    action: translate(`${key}.action` as 'desktop:shortcuts.table.open.action'),
    where: translate(`${key}.where` as 'desktop:shortcuts.table.open.where'),
  };
}

/** A chord as the GM's keyboard prints it (Strg+O on a German one). */
export const keyLabel = (chord: KeyChord, mac: boolean): string =>
  chordLabel(chord, mac, {
    ctrl: translate('desktop:shortcuts.keyNames.ctrl'),
    shift: translate('desktop:shortcuts.keyNames.shift'),
    esc: translate('desktop:shortcuts.keyNames.esc'),
  });

const keysText = (entry: Shortcut, mac: boolean) =>
  entry.keys.map((chord: KeyChord) => keyLabel(chord, mac)).join(' ');

/** True when every word typed appears in the action, the place or the keys. */
function matchesSearch(entry: Shortcut, search: string, mac: boolean): boolean {
  const { action, where } = shortcutText(entry);
  const haystack = `${action} ${where} ${keysText(entry, mac)}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * Keyboard shortcuts (issue 32): the one table (shared/ipc/shortcuts.ts) listed, with a search field, opened by
 * "?" and Help › Keyboard Shortcuts.
 */
export function ShortcutsDialog({
  edition,
  mac = false,
  onClose,
}: {
  edition: 'desktop' | 'browser';
  mac?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('desktop');
  const [search, setSearch] = useState('');
  useEscapeKey(onClose);
  const shown = shortcutsFor(edition).filter((entry) => matchesSearch(entry, search, mac));
  return (
    <Dialog labelledBy="shortcuts-title" testId="shortcuts-dialog" onSubmit={onClose}>
      <h1 id="shortcuts-title">{t('shortcuts.title')}</h1>
      <input
        type="search"
        className="shortcuts-search"
        placeholder={t('shortcuts.searchPlaceholder')}
        aria-label={t('shortcuts.searchLabel')}
        data-testid="shortcuts-search"
        value={search}
        autoFocus
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="shortcuts-scroll">
        <table className="shortcuts-table" data-testid="shortcuts-table">
          <thead>
            <tr>
              <th scope="col">{t('shortcuts.keys')}</th>
              <th scope="col">{t('shortcuts.does')}</th>
              <th scope="col">{t('shortcuts.where')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((entry) => (
              <tr key={entry.id} data-testid="shortcut-row" data-shortcut={entry.id}>
                <td>
                  {entry.keys.map((chord: KeyChord, index) => (
                    <kbd key={index}>{keyLabel(chord, mac)}</kbd>
                  ))}
                </td>
                <td>{shortcutText(entry).action}</td>
                <td className="muted">{shortcutText(entry).where}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p data-testid="shortcuts-none">{t('shortcuts.none', { search })}</p>}
      </div>
      <div className="dialog-actions">
        <button type="submit" className="primary" data-testid="shortcuts-close">
          {t('shortcuts.close')}
        </button>
      </div>
    </Dialog>
  );
}
