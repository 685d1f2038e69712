import { useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { PackDialog } from './PackDialog';
import { useTranslation } from '../../i18n';
import { MenuButton } from '../MenuButton';

/** The top bar's "Print pack…" (issue 17), there once a campaign has started. */
export function PackButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('app');
  const started = useAppSelector((state) => state.document.present.campaign !== null);
  if (!started) return null;
  return (
    <>
      <MenuButton
        testId="pack-button"
        label={t('topBar.pack.label')}
        tooltip={t('topBar.pack.tooltip')}
        onClick={() => setOpen(true)}
      />
      {open && <PackDialog onClose={() => setOpen(false)} />}
    </>
  );
}
