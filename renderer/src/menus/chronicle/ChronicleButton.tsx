import { useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { ChronicleDialog } from './ChronicleDialog';

/** The top bar's "Publish chronicle…" (issue 33), there once a campaign has started. */
export function ChronicleButton() {
  const [open, setOpen] = useState(false);
  const started = useAppSelector((state) => state.document.present.campaign !== null);
  if (!started) return null;
  return (
    <>
      <button
        type="button"
        data-testid="chronicle-button"
        title="The whole campaign as one web page the club can browse turn by turn"
        onClick={() => setOpen(true)}
      >
        Publish chronicle…
      </button>
      {open && <ChronicleDialog onClose={() => setOpen(false)} />}
    </>
  );
}
