import { useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { PackDialog } from './PackDialog';

/** The top bar's "Print pack…" (issue 17), there once a campaign has started. */
export function PackButton() {
  const [open, setOpen] = useState(false);
  const started = useAppSelector((state) => state.document.present.campaign !== null);
  if (!started) return null;
  return (
    <>
      <button
        type="button"
        data-testid="pack-button"
        title="Battle sheets, turn reports and per-side debriefs for game night"
        onClick={() => setOpen(true)}
      >
        Print pack…
      </button>
      {open && <PackDialog onClose={() => setOpen(false)} />}
    </>
  );
}
