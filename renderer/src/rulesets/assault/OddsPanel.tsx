import { useEffect, useRef, useState } from 'react';
import { oddsOfTally, type AssaultInput, type Outcome } from '@shared/rulesets/assault';
import { BalanceReportButton } from '../../document/balance/BalanceReportButton';
import { wholePercents } from '../../document/balance/ChartMarks';
import { rateWithInterval } from '../../document/balance/rateWithInterval';
import { oddsShares } from './oddsShares';
import { startOddsRuns, type OddsProgress } from './startOddsRuns';
import { Trans, useTranslation } from '../../i18n';

export const ODDS_RUNS = 10_000;

/** ASLT-26's outcomes, in the table's order. */
const OUTCOME_ROWS = [
  'captured',
  'surrendered',
  'liberated',
  'calledOff',
] as const satisfies readonly Outcome[];

/**
 * Odds before the assault (issue 13): a Monte-Carlo run of 10,000 auto-played assaults (BOT-20..24) in Web
 * Workers, with progress, a Stop button, and each share with its 95 % interval written as the balance report writes
 * it, so the GM can tell the players what they are risking.
 */
export function OddsPanel(props: {
  input: AssaultInput | null;
  names: { besieger: string; defender: string };
}) {
  const { t } = useTranslation('assault');
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
  const { besieger, defender } = props.names;
  const odds = progress && progress.tally.runs > 0 ? oddsOfTally(progress.tally) : null;
  const shares = odds && progress ? oddsShares(progress.tally) : null;
  // Whole percents that add up to 100 across the outcomes, as the report's "How assaults end" bars.
  const outcomeShown = shares ? wholePercents(OUTCOME_ROWS.map((o) => shares.outcomes[o])) : [];
  const outcomeLabels: Record<Outcome, string> = {
    captured: t('odds.captured'),
    surrendered: t('odds.surrendered', { defender }),
    liberated: t('odds.liberated'),
    calledOff: t('odds.calledOff'),
  };
  const stale = forInput !== null && forInput !== props.input;
  return (
    <section className="panel assault-odds" data-testid="assault-odds">
      <h2>{t('odds.title')}</h2>
      <p className="field">
        <button type="button" data-testid="odds-start" disabled={!props.input || running} onClick={start}>
          {t('odds.start', { count: ODDS_RUNS })}
        </button>
        {running && (
          <button type="button" onClick={() => stopRef.current?.()}>
            {t('odds.stop')}
          </button>
        )}{' '}
        <BalanceReportButton
          testId="assault-balance"
          setup={
            props.input && {
              ruleset: 'assault',
              title: t('odds.reportTitle', { besieger, defender }),
              names: props.names,
              input: props.input,
            }
          }
        />
      </p>
      {progress && <progress max={progress.runs} value={progress.tally.runs} aria-label={t('odds.played')} />}
      {progress?.errors && (
        <p className="roster-problem" role="alert">
          {progress.errors.join(' ')}
        </p>
      )}
      {odds && shares && (
        <div data-testid="odds-result">
          <p>
            <Trans
              t={t}
              i18nKey={progress?.done ? 'odds.falls' : 'odds.fallsSoFar'}
              values={{ besieger, rate: rateWithInterval(shares.attackerWins), count: odds.runs }}
              components={{ b: <strong /> }}
            />
            {stale ? ` ${t('odds.stale')}` : ''}.
          </p>
          <table className="odds-table">
            <tbody>
              {OUTCOME_ROWS.map((outcome, i) => (
                <tr key={outcome}>
                  <td>{outcomeLabels[outcome]}</td>
                  <td>{rateWithInterval(shares.outcomes[outcome], `${outcomeShown[i]} %`)}</td>
                </tr>
              ))}
              <tr>
                <td>{t('odds.turns')}</td>
                <td>{odds.meanTurns.toFixed(1)}</td>
              </tr>
              <tr>
                <td>{t('odds.lost', { army: besieger })}</td>
                <td>
                  {Math.round(odds.besiegerLosses.mean)} ± {Math.round(odds.besiegerLosses.sd)}
                </td>
              </tr>
              <tr>
                <td>{t('odds.lost', { army: defender })}</td>
                <td>
                  {Math.round(odds.defenderLosses.mean)} ± {Math.round(odds.defenderLosses.sd)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="muted">{t('odds.note')}</p>
        </div>
      )}
    </section>
  );
}
