import { useEffect, useRef, useState } from 'react';
import {
  aggregateBalance,
  balanceKindOf,
  balanceRefusal,
  compareReports,
  DEFAULT_BALANCE_REQUEST,
  reportContext,
  type BalanceReport,
  type BalanceSetup,
} from '@shared/balance';
import { useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { BalanceHeatMap } from './BalanceHeatMap';
import { LengthHistogram, TopPlaces, VictoryCauses, WinRates } from './BalanceCharts';
import { ReportComparisonTable } from './ReportComparisonTable';
import { startBalanceRuns } from './startBalanceRuns';
import './balance.css';

/** The pinned report of a "what if" survives closing the dialog (the GM changes the setup in between). */
let pinned: BalanceReport | null = null;

/**
 * "Balance report…" (issue 16): auto-plays N campaigns from the campaign as it stands, on Web Workers, showing
 * partial results as runs finish, with Stop. "Keep as A" pins the report; after changing one thing in the setup,
 * the next report is shown beside it.
 */
export function BalanceDialog({ onClose }: { onClose: () => void }) {
  const campaign = useAppSelector((state) => state.document.present.campaign);
  const [runs, setRuns] = useState(String(DEFAULT_BALANCE_REQUEST.runs));
  const [report, setReport] = useState<BalanceReport | null>(null);
  const [running, setRunning] = useState(false);
  const [kept, setKept] = useState<BalanceReport | null>(pinned);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  // Any campaign a report kind plays (BALANCE_KINDS: core, Firestorm); the refusal says why not otherwise.
  const kind = campaign ? balanceKindOf(campaign) : undefined;
  const setup: BalanceSetup | null = campaign && kind ? (campaign as BalanceSetup) : null;
  const refusal = balanceRefusal(campaign);
  const count = Number(runs);
  const runsProblem =
    Number.isInteger(count) && count >= 10 && count <= 20_000
      ? null
      : 'Runs: a whole number from 10 to 20,000.';

  const start = () => {
    if (!setup || refusal || runsProblem) return;
    const request = { ...DEFAULT_BALANCE_REQUEST, runs: count };
    const context = reportContext(setup, request);
    setRunning(true);
    stop.current = startBalanceRuns(setup, request, ({ summaries, done }) => {
      setReport(aggregateBalance(summaries, context));
      if (done) setRunning(false);
    });
  };

  return (
    <Dialog labelledBy="balance-title" testId="balance-dialog" onSubmit={start}>
      <h2 id="balance-title">Balance report</h2>
      {refusal ? (
        <p role="alert">{refusal}</p>
      ) : (
        <p>
          Hexmarch plays the campaign to its end many times from where it stands, every player on auto-play
          and every battle by dice, each run with other dice. A fair setup gives each{' '}
          {kind?.sideWord ?? 'side'} an equal share of the wins.
        </p>
      )}
      <div className="balance-controls">
        <label>
          Campaigns to play{' '}
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
      {report && (
        <p className="balance-progress" data-testid="balance-progress">
          <progress max={report.requestedRuns} value={report.runs} />{' '}
          {running
            ? `${report.runs} of ${report.requestedRuns} campaigns played…`
            : `${report.runs} campaigns played.`}
          {!running && report.runs < report.requestedRuns && ' (stopped: a partial report)'}
        </p>
      )}
      {kept && report && kept !== report && (
        <ReportComparisonTable comparison={compareReports(kept, report)} />
      )}
      {report && setup && kind && (
        <div className="balance-grid">
          <WinRates report={report} />
          <BalanceHeatMap map={setup.map} heat={report.battleHeat} />
          <LengthHistogram report={report} />
          <VictoryCauses report={report} />
          <TopPlaces title={kind.capturesLabel} places={report.captures} />
          <TopPlaces title="Most fought-over hexes" places={report.battleHeat} />
        </div>
      )}
    </Dialog>
  );
}
