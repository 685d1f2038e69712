import { fixed, reportKind, type BalanceRuleset, type ReportComparison } from '@shared/balance';
import { useTranslation } from '../../i18n';
import { pct } from './rateWithInterval';

/** "What if": report A (kept) beside the new report B, with whether each change is more than the dice's luck. */
export function ReportComparisonTable({ comparison }: { comparison: ReportComparison }) {
  const ruleset = reportKind(comparison).ruleset as BalanceRuleset;
  const { t } = useTranslation('balance');
  return (
    <section aria-label={t('compare.label')} className="balance-compare">
      <h3>{t('compare.title')}</h3>
      <table>
        <thead>
          <tr>
            <th>{t(`kind.${ruleset}.side`)}</th>
            <th>{t('compare.winsA')}</th>
            <th>{t('compare.winsB')}</th>
            <th>{t('compare.change')}</th>
          </tr>
        </thead>
        <tbody>
          {comparison.sides.map((side) => (
            <tr key={side.id}>
              <td>{side.name}</td>
              <td>{pct(side.before)}</td>
              <td>{pct(side.after)}</td>
              <td>
                {t(side.clear ? 'compare.clear' : 'compare.withinLuck', {
                  change: `${side.change >= 0 ? '+' : '−'}${pct(Math.abs(side.change))}`,
                })}
              </td>
            </tr>
          ))}
          <tr>
            <td>{t(`kind.${ruleset}.length`)}</td>
            <td>{fixed(comparison.meanTurns.before, 1)}</td>
            <td>{fixed(comparison.meanTurns.after, 1)}</td>
            <td />
          </tr>
        </tbody>
      </table>
    </section>
  );
}
