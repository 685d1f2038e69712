import {
  campaignKindOf,
  VICTORY_CAUSE_LABELS,
  type BalanceReport,
  type BalanceSetup,
  type HexCount,
} from '@shared/balance';
import { BattleCharts } from './BattleCharts';
import { BalanceHeatMap } from './BalanceHeatMap';
import { CountBars, Histogram, RateBar, ShareBars } from './ChartMarks';
import { useTranslation } from '../../i18n';

/** Win rates per side with intervals, and the first-move advantage (how often the side that moved first won). */
export function WinRates({ report }: { report: BalanceReport }) {
  const { t } = useTranslation('fights');
  const kind = campaignKindOf(report);
  // Issue 24: with three or four Firestorm factions the fair share is a third or a quarter, not the half of a duel.
  const fair = 1 / Math.max(1, report.sides.length);
  return (
    <section aria-label="Win rates">
      <h3>Who wins</h3>
      <ShareBars
        fair={fair}
        bars={[
          ...report.sides.map((side) => ({ label: side.name, rate: side.wins, color: side.color })),
          ...(report.draws.count > 0 ? [{ label: kind.drawLabel, rate: report.draws, color: '#999' }] : []),
          ...(report.unfinished.count > 0
            ? [{ label: 'Undecided', rate: report.unfinished, color: '#ccc' }]
            : []),
        ]}
      />
      <h3>{kind.firstHeading}</h3>
      <RateBar label="First mover" rate={report.firstMover} color="#777" fair={fair} />
      {report.sides.map((side) => (
        <div key={side.id}>
          <RateBar label={`${side.name} 1st`} rate={side.movingFirst} color={side.color} fair={fair} />
          <RateBar label={`${side.name} 2nd`} rate={side.movingSecond} color={side.color} fair={fair} />
        </div>
      ))}
      <p className="balance-note">{t('winRates.note', { fair: Math.round(100 * fair) })}</p>
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
  const kind = campaignKindOf(report);
  return (
    <div className="balance-grid">
      <WinRates report={report} />
      {'map' in setup && <BalanceHeatMap map={setup.map} heat={report.battleHeat} />}
      <Histogram
        title="How long campaigns last"
        distribution={{
          counts: report.lengths.map((l) => ({ value: l.turns, runs: l.runs })),
          mean: report.meanTurns,
        }}
        unit={kind.turnWord}
        runsNoun="campaigns"
      />
      <CountBars
        title="How campaigns ended"
        rows={report.causes.map((c) => ({ label: VICTORY_CAUSE_LABELS[c.cause], count: c.runs }))}
      />
      <TopPlaces title={kind.capturesLabel} places={report.captures} />
      <TopPlaces title="Most fought-over hexes" places={report.battleHeat} />
      <BattleCharts report={report} />
    </div>
  );
}
