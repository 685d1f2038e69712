import { t } from '@shared/i18n';

/** The × that closes a message (issue 15: every message can be put away). */
export function DismissButton({ testId, onDismiss }: { testId: string; onDismiss: () => void }) {
  return (
    <button
      type="button"
      className="link"
      aria-label={t('app:dialog.dismiss')}
      data-testid={testId}
      onClick={onDismiss}
    >
      ×
    </button>
  );
}
