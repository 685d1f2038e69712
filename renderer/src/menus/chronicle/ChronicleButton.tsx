import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { ChronicleDialog } from './ChronicleDialog';

/** The top bar's "Publish chronicle…" (issue 33), there once a campaign has started. */
export function ChronicleButton() {
  const { t } = useTranslation('chronicle');
  const [open, setOpen] = useState(false);
  const started = useAppSelector((state) => state.document.present.campaign !== null);
  if (!started) return null;
  return (
    <>
      <button
        type="button"
        data-testid="chronicle-button"
        title={t('button.tooltip')}
        onClick={() => setOpen(true)}
      >
        {t('button.label')}
      </button>
      {open && <ChronicleDialog onClose={() => setOpen(false)} />}
    </>
  );
}
