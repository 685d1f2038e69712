import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

/**
 * A dialog's bottom row: what it is busy with, Cancel, the dialog's own buttons, then the submit button (every
 * button but the status is disabled while busy). Test ids are `<prefix>-status` and `<prefix>-cancel`.
 */
export function DialogActions(props: {
  prefix: string;
  busy: string | null;
  onCancel: () => void;
  submitLabel: string;
  submitTestId: string;
  submitDisabled: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('app');
  return (
    <div className="dialog-actions">
      <span className="muted" data-testid={`${props.prefix}-status`}>
        {props.busy ?? ''}
      </span>
      <button
        type="button"
        data-testid={`${props.prefix}-cancel`}
        disabled={props.busy !== null}
        onClick={props.onCancel}
      >
        {t('dialog.cancel')}
      </button>
      {props.children}
      <button
        type="submit"
        className="primary"
        data-testid={props.submitTestId}
        disabled={props.busy !== null || props.submitDisabled}
      >
        {props.submitLabel}
      </button>
    </div>
  );
}
