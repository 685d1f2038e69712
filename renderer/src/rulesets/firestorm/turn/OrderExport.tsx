import { shortFingerprint } from '@shared/rulesets/firestorm/submission';
import { Trans, useTranslation } from '../../../i18n';

export interface OrderExportProps {
  readonly factionName: string;
  readonly code: string;
  readonly fingerprint: string;
  readonly onDownload: () => void;
  readonly onClose: () => void;
}

/**
 * What a player at a distance sends the GM (FS-ORDER-2): the code to paste in a message, or the file; and the
 * fingerprint to keep and compare with the log at reveal.
 */
export function OrderExport({ factionName, code, fingerprint, onDownload, onClose }: OrderExportProps) {
  const { t } = useTranslation('fsTurn');
  return (
    <div className="fs-privacy" role="dialog" aria-modal="true" data-testid="fs-order-export">
      <h1>{t('export.title', { faction: factionName })}</h1>
      <p>{t('export.explain')}</p>
      <textarea className="fs-code" readOnly rows={4} value={code} data-testid="fs-export-code" />
      <p>
        <Trans
          t={t}
          i18nKey="export.fingerprint"
          values={{ print: shortFingerprint(fingerprint) }}
          components={{ b: <strong className="fs-fingerprint" data-testid="fs-fingerprint" /> }}
        />
      </p>
      <div className="fs-actions">
        <button type="button" onClick={() => void navigator.clipboard?.writeText(code)}>
          {t('export.copy')}
        </button>
        <button type="button" data-testid="fs-export-download" onClick={onDownload}>
          {t('export.save')}
        </button>
        <button type="button" className="primary" onClick={onClose}>
          {t('export.close')}
        </button>
      </div>
    </div>
  );
}
