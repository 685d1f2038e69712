import { shortFingerprint } from '@shared/rulesets/firestorm/submission';
import { useTranslation } from '../../../i18n';

export interface PrivacyScreenProps {
  readonly factionName: string;
  /** Before: waiting for the faction's player. After: the orders are locked, the device goes back. */
  readonly stage: 'pass' | 'locked';
  readonly fingerprint?: string;
  readonly onContinue: () => void;
}

/**
 * FS-ORDER-2 hot-seat: an opaque screen over the whole window while the device changes hands, so nobody sees another
 * faction's orders. After locking it shows the fingerprint the player may write down and check at reveal.
 */
export function PrivacyScreen({ factionName, stage, fingerprint, onContinue }: PrivacyScreenProps) {
  const { t } = useTranslation('firestorm');
  const faction = factionName;
  return (
    <div className="fs-privacy" role="dialog" aria-modal="true" data-testid="fs-privacy-screen">
      {stage === 'pass' ? (
        <>
          <h1>{t('privacy.passTitle', { faction })}</h1>
          <p>{t('privacy.passText', { faction })}</p>
          <button type="button" className="primary" data-testid="fs-privacy-continue" onClick={onContinue}>
            {t('privacy.show', { faction })}
          </button>
        </>
      ) : (
        <>
          <h1>{t('privacy.lockedTitle', { faction })}</h1>
          {fingerprint && (
            <p>
              {t('privacy.fingerprint')}{' '}
              <strong className="fs-fingerprint" data-testid="fs-fingerprint">
                {shortFingerprint(fingerprint)}
              </strong>
              <br />
              {t('privacy.writeDown')}
            </p>
          )}
          <button type="button" className="primary" data-testid="fs-privacy-continue" onClick={onContinue}>
            {t('privacy.done')}
          </button>
        </>
      )}
    </div>
  );
}
