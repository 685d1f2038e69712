import { useState } from 'react';
import type { FsState } from '@shared/rulesets/firestorm';
import {
  checkSubmission,
  decodeOrderCode,
  decodeOrderFile,
  shortFingerprint,
  type ReceivedOrders,
} from '@shared/rulesets/firestorm/submission';
import type { FsCommand } from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';
import { useTranslation } from '../../../i18n';

export interface OrderImportProps {
  readonly state: FsState;
  readonly names: FsNames;
  /** Enters the orders; false when the engine refused them (the refusal is shown by the caller). */
  readonly issue: (command: FsCommand) => boolean;
}

/**
 * Secret orders at a distance (FS-ORDER-2): the GM pastes a faction's order code or opens its order file. What the
 * GM sees before entering them is the faction, the turn, how many banners and the fingerprint, never the orders.
 */
export function OrderImport({ state, names, issue }: OrderImportProps) {
  const { t } = useTranslation('firestorm');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string[] | null>(null);
  const [received, setReceived] = useState<ReceivedOrders | null>(null);

  const take = async (read: Promise<{ ok: true; value: ReceivedOrders } | { ok: false; error: string }>) => {
    const r = await read;
    if (!r.ok) {
      setProblem([r.error]);
      setReceived(null);
      return;
    }
    const checked = checkSubmission(state, r.value.submission);
    setProblem(checked.ok ? null : checked.error);
    setReceived(checked.ok ? r.value : null);
  };

  const enter = () => {
    if (!received) return;
    const checked = checkSubmission(state, received.submission);
    if (checked.ok && issue(checked.value)) {
      setReceived(null);
      setText('');
    }
  };

  return (
    <section className="panel" data-testid="fs-order-import">
      <h2>{t('import.title')}</h2>
      <label className="field fs-code-field">
        <span>{t('import.code')}</span>
        <textarea
          data-testid="fs-import-code"
          rows={3}
          value={text}
          placeholder="HXO1.…"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <div className="fs-actions">
        <button type="button" data-testid="fs-import-read" onClick={() => void take(decodeOrderCode(text))}>
          {t('import.read')}
        </button>
        <label className="button-like">
          {t('import.openFile')}
          <input
            type="file"
            accept=".json,.txt,application/json,text/plain"
            data-testid="fs-import-file"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void take(file.text().then(decodeOrderFile));
            }}
          />
        </label>
      </div>
      {problem && (
        <ul className="problems" role="alert" data-testid="fs-import-problem">
          {problem.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {received && (
        <div className="fs-received" data-testid="fs-import-ready">
          <p>
            {t('import.ready', {
              faction: names.faction(received.submission.faction),
              turn: received.submission.turn,
              count: received.submission.orders.length,
            })}{' '}
            <strong className="fs-fingerprint">{shortFingerprint(received.fingerprint)}</strong>.
          </p>
          <button type="button" className="primary" data-testid="fs-import-enter" onClick={enter}>
            {t('import.enter', { faction: names.faction(received.submission.faction) })}
          </button>
        </div>
      )}
    </section>
  );
}
