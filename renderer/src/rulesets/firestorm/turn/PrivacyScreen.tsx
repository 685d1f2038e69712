import { shortFingerprint } from '@shared/rulesets/firestorm/submission';

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
  return (
    <div className="fs-privacy" role="dialog" aria-modal="true" data-testid="fs-privacy-screen">
      {stage === 'pass' ? (
        <>
          <h1>Pass to {factionName} — nobody else look</h1>
          <p>Only {factionName}&apos;s player should see the next screen.</p>
          <button type="button" className="primary" data-testid="fs-privacy-continue" onClick={onContinue}>
            I am {factionName}: show my banners
          </button>
        </>
      ) : (
        <>
          <h1>{factionName}&apos;s orders are locked</h1>
          {fingerprint && (
            <p>
              Fingerprint of your orders:{' '}
              <strong className="fs-fingerprint" data-testid="fs-fingerprint">
                {shortFingerprint(fingerprint)}
              </strong>
              <br />
              Write it down: the log shows the same fingerprint when your orders are revealed, if nobody
              changed them.
            </p>
          )}
          <button type="button" className="primary" data-testid="fs-privacy-continue" onClick={onContinue}>
            Done: hand the device back
          </button>
        </>
      )}
    </div>
  );
}
