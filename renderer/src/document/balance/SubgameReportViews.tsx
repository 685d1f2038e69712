import { ASSAULT_COLORS, type AssaultReport, type DefenseReport } from '@shared/balance';
import { Histogram, ShareBars, SpreadRows } from './ChartMarks';

const OUTCOME_COLORS = {
  captured: '#b5342f',
  surrendered: '#d98b6c',
  liberated: '#2f6fb5',
  calledOff: '#8fb0d6',
};
/** The two armies in the order of the report's sides. */
const ARMIES = ['besieger', 'defender'] as const;

/** ASLT-26 outcomes in a bar label's room (the full sentence is the row's tooltip). */
const OUTCOME_SHORT = {
  captured: 'Captured',
  surrendered: 'Surrendered',
  liberated: 'Beaten off',
  calledOff: 'Called off',
};

/** An assault's report: who takes the stronghold, each ASLT-26 outcome, turns to the end, and what it costs. */
export function AssaultReportView({ report }: { report: AssaultReport }) {
  return (
    <div className="balance-grid">
      <section aria-label="Win rates">
        <h3>Who wins the stronghold</h3>
        <ShareBars
          bars={report.sides.map((side) => ({ label: side.name, rate: side.wins, color: side.color }))}
        />
        <h3>How assaults end</h3>
        <ShareBars
          bars={report.outcomes.map(({ outcome, rate }) => ({
            label: OUTCOME_SHORT[outcome],
            rate,
            color: OUTCOME_COLORS[outcome],
          }))}
        />
        <p className="balance-note">
          Bars: share of assaults; black whiskers: 95 % interval; dashed line: 50 %.
        </p>
      </section>
      <Histogram
        title="How long assaults last"
        distribution={report.turns}
        unit="turns"
        runsNoun="assaults"
      />
      <SpreadRows
        title="What it costs"
        unit="troops"
        rows={(
          [
            ['dead and wounded', report.lost],
            ['taken prisoner', report.prisoners],
          ] as const
        ).flatMap(([what, perArmy]) =>
          ARMIES.map((army, i) => ({
            label: `${report.sides[i]!.name}: ${what}`,
            distribution: perArmy[army],
            color: ASSAULT_COLORS[army],
          })),
        )}
      />
      {ARMIES.map((army, i) => (
        <Histogram
          key={army}
          title={`${report.sides[i]!.name}: troops lost`}
          distribution={report.lost[army]}
          unit="troops"
          runsNoun="assaults"
          color={ASSAULT_COLORS[army]}
        />
      ))}
    </div>
  );
}

/** A settlement defense's report: how often the city holds, the Influence players end with, how long games last. */
export function DefenseReportView({ report }: { report: DefenseReport }) {
  return (
    <div className="balance-grid">
      <section aria-label="Win rates">
        <h3>Does the city hold?</h3>
        <ShareBars
          bars={[
            ...report.sides.map((side) => ({ label: side.name, rate: side.wins, color: side.color })),
            ...(report.unfinished.count > 0
              ? [{ label: 'Undecided', rate: report.unfinished, color: '#ccc' }]
              : []),
          ]}
        />
        <p className="balance-note">
          The players win when a city building still stands at the score (ANV-33). Bars: share of games; black
          whiskers: 95 % interval; dashed line: 50 %.
        </p>
      </section>
      <Histogram
        title="Influence per player at the end"
        distribution={report.influence}
        unit="Influence"
        runsNoun="games"
        color="#8a6d3b"
      />
      <Histogram title="How long games last" distribution={report.turns} unit="turns" runsNoun="games" />
    </div>
  );
}
