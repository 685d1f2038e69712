import { useEffect, useRef, useState } from 'react';
import type { WinRateQuery } from '@shared/rulesets/defense';
import { defenseBalanceSetup } from '@shared/balance';
import { BalanceReportButton } from '../../document/balance/BalanceReportButton';
import { startWinRates, type WinRateProgress } from './startWinRates';

const GAMES = 1000;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * "How hard is this for us?" (issue 14): 1,000 auto-played games of the chosen setup on Web Workers, with progress,
 * the share of games in which the city held and its 95% interval; Stop keeps the games finished so far.
 */
export function WinRateEstimate(props: { query: Omit<WinRateQuery, 'games'> }) {
  const [progress, setProgress] = useState<WinRateProgress | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);
  const running = progress !== null && !progress.done;
  const start = () => {
    stopRef.current?.();
    setProgress({ rates: { games: 0 } as WinRateProgress['rates'], done: false });
    stopRef.current = startWinRates({ ...props.query, games: GAMES }, setProgress);
  };
  const rates = progress?.rates;
  return (
    <p className="defense-win-rate">
      <BalanceReportButton testId="defense-balance" setup={defenseBalanceSetup(props.query)} />{' '}
      <button
        type="button"
        data-testid="defense-estimate"
        onClick={running ? () => stopRef.current?.() : start}
      >
        {running ? 'Stop' : `Estimate win rate (${GAMES.toLocaleString('en')} games)`}
      </button>{' '}
      {progress && (
        <progress
          value={rates?.games ?? 0}
          max={GAMES}
          aria-label="Games played"
          style={{ verticalAlign: 'middle' }}
        />
      )}{' '}
      <span data-testid="defense-win-rate">
        {rates && rates.games > 0
          ? `${progress!.done ? 'In' : 'So far, in'} ${rates.games.toLocaleString('en')} auto-played games the city held ${percent(rates.cityHeldRate)} of the time (95% interval ${percent(rates.interval[0])}–${percent(rates.interval[1])}; ${rates.averageTurns.toFixed(0)} turns on average).`
          : progress
            ? 'Playing…'
            : ''}
      </span>
    </p>
  );
}
