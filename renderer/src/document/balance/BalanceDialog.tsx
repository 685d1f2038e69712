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
  type BalanceSetup,
} from '@shared/balance';
import { useAppSelector } from '../../store/hooks';
import { Dialog } from '../../kit/Dialog';
import { ReportComparisonTable } from './ReportComparisonTable';
import { REPORT_VIEWS } from './reportViews';
import { startBalanceRuns } from './startBalanceRuns';
import './balance.css';

/** The pinned report of a "what if" survives closing the dialog (the GM changes the setup in between). */
let pinned: AnyBalanceReport | null = null;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * "Balance report…" (issue 16): plays N runs of a setup on Web Workers, showing partial results as runs finish,
 * with Stop. The setup is `setup` when a screen hands one over (an assault's odds, a defense setup), else what the
 * document holds: its campaign, a fortress battle waiting for an assault, its defense game (chosen in the dialog).
 * "Keep as A" pins the report; after changing one thing, the next report of the same kind is shown beside it.
 */
export function BalanceDialog({ onClose, setup: given }: { onClose: () => void; setup?: BalanceSetup }) {
  const document = useAppSelector((state) => state.document.present);
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
  const noun = kind?.runsNoun ?? 'campaigns';
  const count = Number(runs);
  const runsProblem =
    Number.isInteger(count) && count >= 10 && count <= 20_000
      ? null
      : `${capitalized(noun)}: a whole number from 10 to 20,000.`;

  const start = () => {
    if (!setup || refusal || runsProblem) return;
    const request = { ...DEFAULT_BALANCE_REQUEST, runs: count };
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
      <h2 id="balance-title">Balance report</h2>
      {choices.length > 1 && (
        <label className="balance-choice">
          Report on{' '}
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
      {refusal ? <p role="alert">{refusal}</p> : <p>{kind?.intro}</p>}
      <div className="balance-controls">
        <label>
          {capitalized(noun)} to play{' '}
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
          {report ? 'Run again' : 'Run'}
        </button>
        <button type="button" disabled={!running} onClick={() => stop.current?.()}>
          Stop
        </button>
        <button
          type="button"
          disabled={!report || running}
          title="Keep this report, change one thing in the setup, and run again to compare"
          onClick={() => setKept((pinned = report))}
        >
          Keep as A (what if…)
        </button>
        {kept && (
          <button type="button" onClick={() => setKept((pinned = null))}>
            Forget A
          </button>
        )}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {runsProblem && <p role="alert">{runsProblem}</p>}
      {problem && <p role="alert">{problem}</p>}
      {report && (
        <p className="balance-progress" data-testid="balance-progress">
          <progress max={report.requestedRuns} value={report.runs} />{' '}
          {running
            ? `${report.runs} of ${report.requestedRuns} ${noun} played…`
            : `${report.runs} ${noun} played.`}
          {!running && report.runs < report.requestedRuns && ' (stopped: a partial report)'}
        </p>
      )}
      {kept && report && kept !== report && kept.ruleset === report.ruleset && (
        <ReportComparisonTable comparison={compareReports(kept, report)} />
      )}
      {View && report && setup && <View report={report} setup={setup} />}
    </Dialog>
  );
}
