import { useEffect, useRef } from 'react';
import type { Viewer } from '@shared/kernel';
import { visibleEvents, type FsState } from '@shared/rulesets/firestorm';
import { shortFingerprint } from '@shared/rulesets/firestorm/submission';
import { fsEventSentence } from './fsEventSentence';
import type { FsNames } from './fsWords';
import { submissionKey, useRevealFingerprints } from './useRevealFingerprints';
import { TentReceipt } from '../../../campaign/tent/TentReceipt';
import { Trans, useTranslation } from '../../../i18n';

export interface FsLogPanelProps {
  readonly state: FsState;
  readonly viewer: Viewer;
  readonly names: FsNames;
  /** How many turns back to show (the current turn, by default). */
  readonly turns?: number;
}

/**
 * Execution you can follow (issue §3): this turn's log as sentences, newest last, each with the rule IDs it cites;
 * a faction's reveal shows the fingerprint of the orders the engine stored. Only what `viewer` may read
 * (FS-ORDER-2, AMD-12).
 */
export function FsLogPanel({ state, viewer, names, turns = 1 }: FsLogPanelProps) {
  const { t } = useTranslation('fsLog');
  const prints = useRevealFingerprints(state);
  const list = useRef<HTMLOListElement>(null);
  // Newest last, and in view: the list scrolls to its end as the turn goes on.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.log.length]);
  const from = Math.max(0, state.turn.number - turns + 1);
  const lines = visibleEvents(state, viewer)
    .filter((e) => e.turn >= from && e.type !== 'DiceRolled')
    .map((e) => {
      const text = fsEventSentence(e, names);
      if (!text) return null;
      const faction = String(e.payload.faction);
      const print =
        e.type === 'FactionActivated' && e.step === 'EXECUTION'
          ? prints[submissionKey(e.turn, faction)]
          : undefined;
      return { seq: e.seq, turn: e.turn, text, rules: e.ruleIds.join(', '), print, faction };
    })
    .filter((l) => l !== null);
  return (
    <section className="panel fs-log" data-testid="fs-log">
      <h2>{t('title', { number: state.turn.number })}</h2>
      <ol ref={list}>
        {lines.slice(-60).map((l) => (
          <li key={l.seq} data-testid="fs-log-line">
            {l.text}
            {l.print && (
              <>
                {' '}
                <Trans
                  t={t}
                  i18nKey="ordersFingerprint"
                  values={{ print: shortFingerprint(l.print) }}
                  components={{ b: <strong className="fs-fingerprint" /> }}
                />
                <TentReceipt turn={l.turn} faction={l.faction} engine={l.print} />
              </>
            )}{' '}
            <span className="rule-ids">({l.rules})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
