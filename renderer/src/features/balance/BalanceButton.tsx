import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { BalanceDialog } from './BalanceDialog';

/** The top bar's "Balance report…" (issue 16), there once a core campaign exists. */
export function BalanceButton() {
  const [open, setOpen] = useState(false);
  const core = useAppSelector((state) => state.document.present.campaign?.ruleset === 'core');
  if (!core) return null;
  return (
    <>
      <button
        type="button"
        data-testid="balance-button"
        title="Play this campaign many times by itself to see whether the setup is fair"
        onClick={() => setOpen(true)}
      >
        Balance report…
      </button>
      {open && <BalanceDialog onClose={() => setOpen(false)} />}
    </>
  );
}
