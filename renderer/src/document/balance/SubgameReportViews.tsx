import { ASSAULT_COLORS, type AssaultReport, type DefenseReport } from '@shared/balance';
import { Histogram, ShareBars, SpreadRows } from './ChartMarks';
import { useTranslation } from '../../i18n';

const OUTCOME_COLORS = {
  captured: '#b5342f',
  surrendered: '#d98b6c',
  liberated: '#2f6fb5',
  calledOff: '#8fb0d6',
};
/** The two armies in the order of the report's sides. */
const ARMIES = ['besieger', 'defender'] as const;

/** An assault's report: who takes the stronghold, each ASLT-26 outcome, turns to the end, and what it costs. */
export function AssaultReportView({ report }: { report: AssaultReport }) {
  const { t } = useTranslation('balance');
  return (
    <div className="balance-grid">
      <section aria-label={t('charts.winRates')}>
        <h3>{t('assault.whoWins')}</h3>
        <ShareBars
          bars={report.sides.map((side) => ({ label: side.name, rate: side.wins, color: side.color }))}
        />
        <h3>{t('assault.howEnd')}</h3>
        <ShareBars
          bars={report.outcomes.map(({ outcome, rate }) => ({
            label: t(`outcome.${outcome}`),
            rate,
            color: OUTCOME_COLORS[outcome],
          }))}
        />
        <p className="balance-note">{t('assault.note')}</p>
      </section>
      <Histogram title={t('assault.howLong')} distribution={report.turns} unit="turns" runsNoun="assaults" />
      <SpreadRows
        title={t('assault.costs')}
        unit="troops"
        rows={(
          [
            ['lostRow', report.lost],
            ['prisonersRow', report.prisoners],
          ] as const
        ).flatMap(([what, perArmy]) =>
          ARMIES.map((army, i) => ({
            label: t(`assault.${what}`, { side: report.sides[i]!.name }),
            distribution: perArmy[army],
            color: ASSAULT_COLORS[army],
          })),
        )}
      />
      {ARMIES.map((army, i) => (
        <Histogram
          key={army}
          title={t('assault.lostTitle', { side: report.sides[i]!.name })}
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
  const { t } = useTranslation('balance');
  return (
    <div className="balance-grid">
      <section aria-label={t('charts.winRates')}>
        <h3>{t('defense.doesItHold')}</h3>
        <ShareBars
          bars={[
            ...report.sides.map((side) => ({ label: side.name, rate: side.wins, color: side.color })),
            ...(report.unfinished.count > 0
              ? [{ label: t('charts.undecided'), rate: report.unfinished, color: '#ccc' }]
              : []),
          ]}
        />
        <p className="balance-note">{t('defense.note')}</p>
      </section>
      <Histogram
        title={t('defense.influence')}
        distribution={report.influence}
        unit="influence"
        runsNoun="games"
        color="#8a6d3b"
      />
      <Histogram title={t('defense.howLong')} distribution={report.turns} unit="turns" runsNoun="games" />
    </div>
  );
}
