import { useState } from 'react';
import { ExportDialog } from './ExportDialog';
import { useTranslation } from '../../i18n';
import { MenuButton } from '../MenuButton';

/** The toolbar's "Export…" button; the dialog lives while it is open (its settings are not part of the document). */
export function ExportButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('app');
  return (
    <>
      <MenuButton
        testId="export-button"
        label={t('topBar.export.label')}
        tooltip={t('topBar.export.tooltip')}
        onClick={() => setOpen(true)}
      />
      {open && <ExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
