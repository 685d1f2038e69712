import { CONTACT_TURN, fixed, percentFigure, type BalanceReport, type BattleRates } from '@shared/balance';
import { isFsPolicy } from '@shared/rulesets/firestorm';
import { formatNumber } from '@shared/i18n';
import { useTranslation } from '../../i18n';
import { Histogram } from './ChartMarks';

/** Mean battles in each turn, a bar per turn (issue 24), with the turns before contact in a paler colour. */
function BattlesPerTurn({ battles }: { battles: BattleRates }) {
  const turns = battles.perTurn.slice(0, 30);
  const w = 360;
  const h = 110;
  const top = Math.max(1, ...turns.map((t) => t.mean));
  const bw = w / Math.max(1, turns.length);
  const { t } = useTranslation('balance');
  const title = t('charts.battlesPerTurn');
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <svg
        width={w}
        height={h + 18}
        role="img"
        aria-label={t('charts.battlesPerTurnAria', {
          title,
          median: fixed(battles.afterTurn3.median, 2),
          turn: CONTACT_TURN,
        })}
      >
        {turns.map((turn, i) => {
          const bh = (turn.mean / top) * h;
          return (
            <rect
              key={turn.turn}
              x={i * bw + 1}
              y={h - bh}
              width={Math.max(1, bw - 2)}
              height={bh}
              fill={turn.turn <= CONTACT_TURN ? '#b9c7d8' : '#a6543a'}
            >
              <title>
                {t('charts.turnBar', {
                  turn: turn.turn,
                  mean: fixed(turn.mean, 1),
                  median: formatNumber(turn.median),
                  count: turn.campaigns,
                })}
              </title>
            </rect>
          );
        })}
        <text x={0} y={h + 14} fontSize={11}>
          {t('charts.turnLabel', { turn: 1 })}
        </text>
        <text x={w} y={h + 14} fontSize={11} textAnchor="end">
          {t('charts.turnLabel', { turn: turns.at(-1)?.turn ?? 1 })}
        </text>
      </svg>
      <p className="balance-note">
        {t('charts.battleNote', {
          withBattle: percentFigure(battles.withBattle.rate),
          turn: CONTACT_TURN,
          median: fixed(battles.afterTurn3.median, 2),
          withSiege: percentFigure(battles.withSiege.rate),
          sieges: fixed(battles.siegesPerCampaign, 1),
        })}
      </p>
    </section>
  );
}

/** Firestorm's extra plots (issue 24): battles per campaign and per turn, and the policies the factions played. */
export function BattleCharts({ report }: { report: BalanceReport }) {
  const { t } = useTranslation('balance');
  if (!report.battles) return null;
  return (
    <>
      <Histogram
        title={t('charts.battlesPerCampaign')}
        distribution={report.battles.perCampaign}
        unit="battles"
        runsNoun="campaigns"
        color="#a6543a"
      />
      <BattlesPerTurn battles={report.battles} />
      {report.policies && (
        <section aria-label={t('charts.policies')}>
          <h3>{t('charts.policies')}</h3>
          {report.sides.map((side) => {
            const policy = report.policies![side.id];
            return (
              <p className="balance-note" key={side.id}>
                <span className="swatch" style={{ background: side.color }} />{' '}
                {t('charts.policy', {
                  side: side.name,
                  policy: t(`policy.${isFsPolicy(policy) ? policy : 'cautious'}`),
                })}
              </p>
            );
          })}
        </section>
      )}
    </>
  );
}
