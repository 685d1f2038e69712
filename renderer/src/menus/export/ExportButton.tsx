import { useState } from 'react';
import { ExportDialog } from './ExportDialog';

/** The toolbar's "Export…" button; the dialog lives while it is open (its settings are not part of the document). */
export function ExportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="export-button"
        title="Print or export the map"
        onClick={() => setOpen(true)}
      >
        Export…
      </button>
      {open && <ExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
