import { useEffect, useRef, useState } from 'react';
import type { WinRateQuery } from '@shared/rulesets/defense';
import { defenseBalanceSetup } from '@shared/balance';
import { BalanceReportButton } from '../../document/balance/BalanceReportButton';
import { startWinRates, type WinRateProgress } from './startWinRates';
import { useTranslation } from '../../i18n';

const GAMES = 1000;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * "How hard is this for us?" (issue 14): 1,000 auto-played games of the chosen setup on Web Workers, with progress,
 * the share of games in which the city held and its 95% interval; Stop keeps the games finished so far.
 */
export function WinRateEstimate(props: { query: Omit<WinRateQuery, 'games'> }) {
  const { t } = useTranslation('defense');
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
        {running ? t('winRate.stop') : t('winRate.estimate', { count: GAMES })}
      </button>{' '}
      {progress && (
        <progress
          value={rates?.games ?? 0}
          max={GAMES}
          aria-label={t('winRate.gamesPlayed')}
          style={{ verticalAlign: 'middle' }}
        />
      )}{' '}
      <span data-testid="defense-win-rate">
        {rates && rates.games > 0
          ? t(progress!.done ? 'winRate.done' : 'winRate.soFar', {
              count: rates.games,
              rate: percent(rates.cityHeldRate),
              low: percent(rates.interval[0]),
              high: percent(rates.interval[1]),
              turns: rates.averageTurns.toFixed(0),
            })
          : progress
            ? t('winRate.playing')
            : ''}
      </span>
    </p>
  );
}
