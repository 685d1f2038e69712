import { useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import type { BalanceSetup } from '@shared/balance';
import { BalanceDialog } from './BalanceDialog';
import { useTranslation } from '../../i18n';

/**
 * "Balance report…" beside a sub-game's own estimate (the Assault tab's odds, the defense setup's win rate): the
 * same report dialog as a campaign's, on the setup the screen shows, with plots of every run's outcome.
 */
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

export function BalanceReportButton({ setup, testId }: { setup: BalanceSetup | null; testId: string }) {
  // Its text lives with the defense tab's (the Assault tab's odds use the same button).
  const { t } = useTranslation('defense');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid={testId}
        disabled={!setup}
        title={t('balanceReport.tooltip')}
        onClick={() => setOpen(true)}
      >
        {t('balanceReport.label')}
      </button>
      {open &&
        setup &&
        // A portal: the buttons sit inside other panels and dialogs (a <p>, the defense setup's form), which a
        // dialog must not be nested in; its submits and keys stop here rather than reach that form in React's tree.
        createPortal(
          <div onSubmit={keepInside} onKeyDown={keepInside}>
            <BalanceDialog setup={setup} onClose={() => setOpen(false)} />
          </div>,
          document.body,
        )}
    </>
  );
}
