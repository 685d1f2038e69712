import { useEffect, useRef, useState } from 'react';
import { oddsOfTally, type AssaultInput, type Estimate } from '@shared/rulesets/assault';
import { BalanceReportButton } from '../balance/BalanceReportButton';
import { startOddsRuns, type OddsProgress } from './startOddsRuns';

export const ODDS_RUNS = 10_000;

const pct = (e: Estimate) => `${(e.p * 100).toFixed(1)} % ± ${(e.margin * 100).toFixed(1)}`;

/**
 * Odds before the assault (issue 13): a Monte-Carlo run of 10,000 auto-played assaults (BOT-20..24) in Web
 * Workers, with progress, a Stop button, and each share with its 95 % spread, so the GM can tell the players what
 * they are risking.
 */
export function OddsPanel(props: {
  input: AssaultInput | null;
  names: { besieger: string; defender: string };
}) {
  const [progress, setProgress] = useState<OddsProgress | null>(null);
  const [forInput, setForInput] = useState<AssaultInput | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);
  const running = progress !== null && !progress.done;
  const start = () => {
    if (!props.input) return;
    stopRef.current?.();
    setForInput(props.input);
    stopRef.current = startOddsRuns(props.input, ODDS_RUNS, setProgress);
  };
  const odds = progress && progress.tally.runs > 0 ? oddsOfTally(progress.tally) : null;
  const stale = forInput !== null && forInput !== props.input;
  const { besieger, defender } = props.names;
  return (
    <section className="panel assault-odds" data-testid="assault-odds">
      <h2>Odds before the assault</h2>
      <p className="field">
        <button type="button" data-testid="odds-start" disabled={!props.input || running} onClick={start}>
          Work out the odds ({ODDS_RUNS.toLocaleString('en')} assaults)
        </button>
        {running && (
          <button type="button" onClick={() => stopRef.current?.()}>
            Stop
          </button>
        )}{' '}
        <BalanceReportButton
          testId="assault-balance"
          setup={
            props.input && {
              ruleset: 'assault',
              title: `Assault: ${besieger} against ${defender}`,
              names: props.names,
              input: props.input,
            }
          }
        />
      </p>
      {progress && <progress max={progress.runs} value={progress.tally.runs} aria-label="Assaults played" />}
      {progress?.errors && (
        <p className="roster-problem" role="alert">
          {progress.errors.join(' ')}
        </p>
      )}
      {odds && (
        <div data-testid="odds-result">
          <p>
            The stronghold falls to <strong>{besieger}</strong> in <strong>{pct(odds.attackerWins)}</strong>{' '}
            of {odds.runs.toLocaleString('en')} assaults{progress?.done ? '' : ' so far'}
            {stale ? ' (the rosters have changed since: work them out again)' : ''}.
          </p>
          <table className="odds-table">
            <tbody>
              <tr>
                <td>Captured by storm</td>
                <td>{pct(odds.outcomes.captured)}</td>
              </tr>
              <tr>
                <td>{defender} surrenders</td>
                <td>{pct(odds.outcomes.surrendered)}</td>
              </tr>
              <tr>
                <td>Besiegers beaten</td>
                <td>{pct(odds.outcomes.liberated)}</td>
              </tr>
              <tr>
                <td>Assault called off</td>
                <td>{pct(odds.outcomes.calledOff)}</td>
              </tr>
              <tr>
                <td>Turns on average</td>
                <td>{odds.meanTurns.toFixed(1)}</td>
              </tr>
              <tr>
                <td>{besieger} troops lost</td>
                <td>
                  {Math.round(odds.besiegerLosses.mean)} ± {Math.round(odds.besiegerLosses.sd)}
                </td>
              </tr>
              <tr>
                <td>{defender} troops lost</td>
                <td>
                  {Math.round(odds.defenderLosses.mean)} ± {Math.round(odds.defenderLosses.sd)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="muted">± is the 95 % spread of each share; losses are mean ± standard deviation.</p>
        </div>
      )}
    </section>
  );
}
