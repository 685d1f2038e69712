import { useState } from 'react';
import { ExportDialog } from './ExportDialog';
import { useTranslation } from '../../i18n';

/** The toolbar's "Export…" button; the dialog lives while it is open (its settings are not part of the document). */
export function ExportButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('app');
  return (
    <>
      <button
        type="button"
        data-testid="export-button"
        title={t('topBar.export.tooltip')}
        onClick={() => setOpen(true)}
      >
        {t('topBar.export.label')}
      </button>
      {open && <ExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
