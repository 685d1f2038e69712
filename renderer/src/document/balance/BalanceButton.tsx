import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { balanceKindOf } from '@shared/balance';
import { useAppSelector } from '../../store/hooks';
import type { AppStore } from '../../app/store';
import { attachBalanceOpener } from '../files/useFileSession';
import { BalanceDialog } from './BalanceDialog';
import { useTranslation } from '../../i18n';

/**
 * The top bar's "Balance report…" (issue 16), there once a core or Firestorm campaign exists, and the dialog that Campaign ›
 * Balance report… in the desktop menu opens too. From the menu the dialog opens whatever the document holds: it
 * says what is missing (no campaign yet, not started, ended) rather than leave the menu item dead.
 */
export function BalanceButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('app');
  const store = useStore() as AppStore;
  useEffect(() => attachBalanceOpener(store, () => setOpen(true)), [store]);
  // Core and Firestorm campaigns (BALANCE_KINDS): the report plays any campaign a report kind knows.
  const playable = useAppSelector((state) => {
    const campaign = state.document.present.campaign;
    return campaign !== null && balanceKindOf(campaign) !== undefined;
  });
  return (
    <>
      {playable && (
        <button
          type="button"
          data-testid="balance-button"
          title={t('topBar.balance.tooltip')}
          onClick={() => setOpen(true)}
        >
          {t('topBar.balance.label')}
        </button>
      )}
      {open && <BalanceDialog onClose={() => setOpen(false)} />}
    </>
  );
}
