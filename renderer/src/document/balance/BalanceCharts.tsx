import {
  campaignKindOf,
  victoryCauseLabel,
  type BalanceReport,
  type BalanceSetup,
  type HexCount,
} from '@shared/balance';
import { BattleCharts } from './BattleCharts';
import { BalanceHeatMap } from './BalanceHeatMap';
import { CountBars, Histogram, RateBar, ShareBars } from './ChartMarks';
import { useTranslation } from '../../i18n';

/** The campaign ruleset whose words a report uses (core's for an unknown one, e.g. an old JSON). */
const campaignRuleset = (report: BalanceReport) => campaignKindOf(report).ruleset as 'core' | 'firestorm';

/** Win rates per side with intervals, and the first-move advantage (how often the side that moved first won). */
export function WinRates({ report }: { report: BalanceReport }) {
  const { t } = useTranslation(['balance', 'fights']);
  const ruleset = campaignRuleset(report);
  // Issue 24: with three or four Firestorm factions the fair share is a third or a quarter, not the half of a duel.
  const fair = 1 / Math.max(1, report.sides.length);
  return (
    <section aria-label={t('charts.winRates')}>
      <h3>{t('charts.whoWins')}</h3>
      <ShareBars
        fair={fair}
        bars={[
          ...report.sides.map((side) => ({ label: side.name, rate: side.wins, color: side.color })),
          ...(report.draws.count > 0
            ? [{ label: t(`campaign.${ruleset}.draw`), rate: report.draws, color: '#999' }]
            : []),
          ...(report.unfinished.count > 0
            ? [{ label: t('charts.undecided'), rate: report.unfinished, color: '#ccc' }]
            : []),
        ]}
      />
      <h3>{t(`campaign.${ruleset}.firstHeading`)}</h3>
      <RateBar label={t('charts.firstMover')} rate={report.firstMover} color="#777" fair={fair} />
      {report.sides.map((side) => (
        <div key={side.id}>
          <RateBar
            label={t('charts.first', { side: side.name })}
            rate={side.movingFirst}
            color={side.color}
            fair={fair}
          />
          <RateBar
            label={t('charts.second', { side: side.name })}
            rate={side.movingSecond}
            color={side.color}
            fair={fair}
          />
        </div>
      ))}
      <p className="balance-note">{t('fights:winRates.note', { fair: Math.round(100 * fair) })}</p>
    </section>
  );
}

export function TopPlaces({ title, places }: { title: string; places: readonly HexCount[] }) {
  return (
    <CountBars title={title} rows={places.slice(0, 8).map((p) => ({ label: p.name, count: p.count }))} />
  );
}

/** A campaign's report (core, Firestorm): win rates, the battle heat map, lengths, how it ended, captures. */
export function CampaignReportView({ report, setup }: { report: BalanceReport; setup: BalanceSetup }) {
  const { t } = useTranslation('balance');
  const ruleset = campaignRuleset(report);
  return (
    <div className="balance-grid">
      <WinRates report={report} />
      {'map' in setup && <BalanceHeatMap map={setup.map} heat={report.battleHeat} />}
      <Histogram
        title={t('charts.howLong')}
        distribution={{
          counts: report.lengths.map((l) => ({ value: l.turns, runs: l.runs })),
          mean: report.meanTurns,
        }}
        unit={ruleset === 'core' ? 'sideTurns' : 'turns'}
        runsNoun="campaigns"
      />
      <CountBars
        title={t('charts.howEnded')}
        rows={report.causes.map((c) => ({ label: victoryCauseLabel(c.cause), count: c.runs }))}
      />
      <TopPlaces title={t(`campaign.${ruleset}.capturesHeading`)} places={report.captures} />
      <TopPlaces title={t('charts.foughtOver')} places={report.battleHeat} />
      <BattleCharts report={report} />
    </div>
  );
}
