import type { FairnessReport } from '@shared/mapgen';
import { useTranslation } from '../../i18n';
import { formatNumber } from '@shared/i18n';

const formatSteps = (value: number | null) =>
  value === null ? '—' : formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The fairness figures of a map for both sides; used by the side panel and the "New map" preview. */
export function FairnessFigures({ report, testId }: { report: FairnessReport; testId: string }) {
  const [a, b] = report.sides;
  const { t } = useTranslation('map');
  return (
    <div className="fairness" data-testid={testId} data-fair={report.fair}>
      <p className={report.fair ? 'verdict fair' : 'verdict unfair'}>
        {report.fair ? t('fairness.balanced') : t('fairness.unbalanced')}
      </p>
      <table>
        <thead>
          <tr>
            <th />
            <th>{a.sideName}</th>
            <th>{b.sideName}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th title={t('fairness.nearerTooltip')}>{t('fairness.nearer')}</th>
            <td>{a.settlementsNearer}</td>
            <td>{b.settlementsNearer}</td>
          </tr>
          <tr>
            <th title={t('fairness.meanDistanceTooltip')}>{t('fairness.meanDistance')}</th>
            <td>{formatSteps(a.meanPathDistance)}</td>
            <td>{formatSteps(b.meanPathDistance)}</td>
          </tr>
          <tr>
            <th title={t('fairness.closestTooltip')}>{t('fairness.closest')}</th>
            <td>{formatSteps(a.nearestSettlementDistance)}</td>
            <td>{formatSteps(b.nearestSettlementDistance)}</td>
          </tr>
        </tbody>
      </table>
      <p className="muted">
        {t(report.allFortressesConnected ? 'fairness.summary' : 'fairness.notConnected', {
          count: report.neutralSettlements,
          equidistant: report.equidistant,
          unreachable: report.unreachableSettlements,
        })}
      </p>
      <ul className="notes">
        {report.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
