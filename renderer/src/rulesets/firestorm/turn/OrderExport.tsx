import { shortFingerprint } from '@shared/rulesets/firestorm/submission';

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
  return (
    <div className="fs-privacy" role="dialog" aria-modal="true" data-testid="fs-order-export">
      <h1>{factionName}&apos;s orders for the GM</h1>
      <p>Send this code (or the file) to the GM. It does not lock your orders here.</p>
      <textarea className="fs-code" readOnly rows={4} value={code} data-testid="fs-export-code" />
      <p>
        Fingerprint:{' '}
        <strong className="fs-fingerprint" data-testid="fs-fingerprint">
          {shortFingerprint(fingerprint)}
        </strong>
        . Keep it: the log shows it when your orders are revealed.
      </p>
      <div className="fs-actions">
        <button type="button" onClick={() => void navigator.clipboard?.writeText(code)}>
          Copy code
        </button>
        <button type="button" data-testid="fs-export-download" onClick={onDownload}>
          Save order file
        </button>
        <button type="button" className="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
