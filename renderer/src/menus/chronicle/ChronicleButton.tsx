import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { ChronicleDialog } from './ChronicleDialog';
import { MenuButton } from '../MenuButton';

/**
 * The top bar's "Chronicle…" (issue 33: Publish chronicle), there once a campaign has started. A short label: the top
 * bar holds the turn bar too, which must stay on one line at 1920 px (trustRetreatLegend).
 */
export function ChronicleButton() {
  const { t } = useTranslation('chronicle');
  const [open, setOpen] = useState(false);
  const started = useAppSelector((state) => state.document.present.campaign !== null);
  if (!started) return null;
  return (
    <>
      <MenuButton
        testId="chronicle-button"
        label={t('button.label')}
        tooltip={t('button.tooltip')}
        onClick={() => setOpen(true)}
      />
      {open && <ChronicleDialog onClose={() => setOpen(false)} />}
    </>
  );
}
