import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { attachBalanceOpener } from '../files/useFileSession';
import { BalanceDialog } from './BalanceDialog';

/**
 * The top bar's "Balance report…" (issue 16), there once a core campaign exists, and the dialog that Campaign ›
 * Balance report… in the desktop menu opens too. From the menu the dialog opens whatever the document holds: it
 * says what is missing (no campaign yet, not started, ended) rather than leave the menu item dead.
 */
export function BalanceButton() {
  const [open, setOpen] = useState(false);
  const store = useStore() as AppStore;
  useEffect(() => attachBalanceOpener(store, () => setOpen(true)), [store]);
  const core = useAppSelector((state) => state.document.present.campaign?.ruleset === 'core');
  return (
    <>
      {core && (
        <button
          type="button"
          data-testid="balance-button"
          title="Play this campaign many times by itself to see whether the setup is fair"
          onClick={() => setOpen(true)}
        >
          Balance report…
        </button>
      )}
      {open && <BalanceDialog onClose={() => setOpen(false)} />}
    </>
  );
}
