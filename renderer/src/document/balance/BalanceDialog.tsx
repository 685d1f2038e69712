import { useEffect, useMemo, useRef, useState } from 'react';
import {
  aggregateReport,
  balanceChoicesOf,
  balanceKindOf,
  balanceRefusal,
  compareReports,
  DEFAULT_BALANCE_REQUEST,
  type AnyBalanceReport,
  type BalanceChoice,
  type BalanceRuleset,
  type BalanceSetup,
} from '@shared/balance';
import { firestormCampaignOf } from '@shared/document';
import { simulationPolicies } from '@shared/rulesets/firestorm';
import { useAppSelector } from '../../store/hooks';
import { Dialog } from '../../kit/Dialog';
import { ReportComparisonTable } from './ReportComparisonTable';
import { REPORT_VIEWS } from './reportViews';
import { startBalanceRuns } from './startBalanceRuns';
import './balance.css';
import { useTranslation } from '../../i18n';

/** The pinned report of a "what if" survives closing the dialog (the GM changes the setup in between). */
let pinned: AnyBalanceReport | null = null;

/**
 * "Balance report…" (issue 16): plays N runs of a setup on Web Workers, showing partial results as runs finish,
 * with Stop. The setup is `setup` when a screen hands one over (an assault's odds, a defense setup), else what the
 * document holds: its campaign, a fortress battle waiting for an assault, its defense game (chosen in the dialog).
 * "Keep as A" pins the report; after changing one thing, the next report of the same kind is shown beside it.
 */
export function BalanceDialog({ onClose, setup: given }: { onClose: () => void; setup?: BalanceSetup }) {
  const document = useAppSelector((state) => state.document.present);
  const chosenPolicies = useAppSelector((state) => state.fsTurn.policies);
  const { t } = useTranslation('balance');
  const choices: BalanceChoice[] = useMemo(
    () =>
      given
        ? [{ label: 'title' in given ? given.title : given.name, setup: given }]
        : balanceChoicesOf(document),
    [given, document],
  );
  const [choice, setChoice] = useState(0);
  const [runs, setRuns] = useState(String(DEFAULT_BALANCE_REQUEST.runs));
  const [report, setReport] = useState<AnyBalanceReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [kept, setKept] = useState<AnyBalanceReport | null>(pinned);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const setup = choices[Math.min(choice, choices.length - 1)]?.setup ?? null;
  const kind = setup ? balanceKindOf(setup) : undefined;
  const refusal = balanceRefusal(setup ?? document.campaign);
  // The words of the kind on show (a campaign's before there is anything to play).
  const ruleset = kind?.ruleset ?? 'core';
  const count = Number(runs);
  const runsProblem =
    Number.isInteger(count) && count >= 10 && count <= 20_000
      ? null
      : t(`kind.${ruleset}.runsProblem`, { min: 10, max: 20_000 });

  const start = () => {
    if (!setup || refusal || runsProblem) return;
    // Issue 24: Firestorm factions play the policies chosen in the auto-play panel (default: the report's own).
    const fs = firestormCampaignOf(document);
    const fsPolicies = fs
      ? simulationPolicies(
          fs.factions.map((f) => f.id),
          chosenPolicies,
        )
      : {};
    const request = {
      ...DEFAULT_BALANCE_REQUEST,
      runs: count,
      ...(setup.ruleset === 'firestorm' ? { policies: fsPolicies } : {}),
    };
    setRunning(true);
    setProblem(null);
    stop.current = startBalanceRuns(setup, request, ({ summaries, done, errors }) => {
      setReport(aggregateReport(summaries, setup, request));
      if (errors) setProblem(errors.join(' '));
      if (done) setRunning(false);
    });
  };
  const choose = (next: number) => {
    stop.current?.();
    setChoice(next);
    setReport(null);
  };
  const View = report && setup && report.ruleset === setup.ruleset ? REPORT_VIEWS[setup.ruleset] : null;

  return (
    <Dialog labelledBy="balance-title" testId="balance-dialog" onSubmit={start}>
      <h2 id="balance-title">{t('dialog.title')}</h2>
      {choices.length > 1 && (
        <label className="balance-choice">
          {t('dialog.reportOn')}{' '}
          <select value={choice} disabled={running} onChange={(e) => choose(Number(e.target.value))}>
            {choices.map((c, i) => (
              <option key={c.label} value={i}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {choices.length === 1 && setup?.ruleset !== 'core' && setup?.ruleset !== 'firestorm' && (
        <p className="balance-subject">{choices[0]!.label}</p>
      )}
      {refusal ? <p role="alert">{refusal}</p> : kind && <p>{t(`kind.${kind.ruleset}.intro`)}</p>}
      <div className="balance-controls">
        <label>
          {t(`kind.${ruleset}.toPlay`)}{' '}
          <input
            type="text"
            inputMode="numeric"
            value={runs}
            aria-invalid={runsProblem !== null}
            onChange={(e) => setRuns(e.target.value.trim())}
            disabled={running}
          />
        </label>
        <button type="submit" disabled={running || refusal !== undefined || runsProblem !== null}>
          {report ? t('dialog.runAgain') : t('dialog.run')}
        </button>
        <button type="button" disabled={!running} onClick={() => stop.current?.()}>
          {t('dialog.stop')}
        </button>
        <button
          type="button"
          disabled={!report || running}
          title={t('dialog.keepTooltip')}
          onClick={() => setKept((pinned = report))}
        >
          {t('dialog.keep')}
        </button>
        {kept && (
          <button type="button" onClick={() => setKept((pinned = null))}>
            {t('dialog.forget')}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
      {runsProblem && <p role="alert">{runsProblem}</p>}
      {problem && <p role="alert">{problem}</p>}
      {report && (
        <p className="balance-progress" data-testid="balance-progress">
          <progress max={report.requestedRuns} value={report.runs} />{' '}
          {running
            ? t(`kind.${report.ruleset as BalanceRuleset}.playing`, {
                runs: report.runs,
                count: report.requestedRuns,
              })
            : report.runs < report.requestedRuns
              ? t(`kind.${report.ruleset as BalanceRuleset}.stopped`, { count: report.runs })
              : t(`kind.${report.ruleset as BalanceRuleset}.played`, { count: report.runs })}
        </p>
      )}
      {kept && report && kept !== report && kept.ruleset === report.ruleset && (
        <ReportComparisonTable comparison={compareReports(kept, report)} />
      )}
      {View && report && setup && <View report={report} setup={setup} />}
    </Dialog>
  );
}
