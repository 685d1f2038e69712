import { finalAssaultPlan, type Battle, type FsState, type Siege } from '@shared/rulesets/firestorm';
import type { FsNames } from '../turn/fsWords';
import { formatList } from '@shared/i18n';
import { Trans, useTranslation } from '../../../i18n';

/**
 * SIEGE-16/17 in the siege panel: how the Final Assault will be resolved when it is rolled: by an assault of the two
 * banners' rosters (with the room on the walls and breaches SIEGE-17 gives), or, while a roster is missing, by the
 * quick roll (or only on the tabletop when that is switched off). Said before the Final Assault, so the GM can enter
 * the rosters in time.
 */
export function FinalAssaultMethod(props: { state: FsState; battle: Battle; siege: Siege; names: FsNames }) {
  const { t } = useTranslation('fsSiege');
  const { state, battle, siege, names } = props;
  const plan = finalAssaultPlan(state, battle, siege);
  if (plan.kind === 'assault')
    return (
      <p data-testid="fs-final-assault-method" data-method="assault">
        <Trans
          t={t}
          i18nKey="method.assault"
          values={{
            units: t('method.units', { count: plan.unitCapacity }),
            breaches: t('method.breaches', { count: plan.breaches }),
            rule: 'SIEGE-16',
            wallsRule: 'SIEGE-17',
          }}
          components={{ b: <strong /> }}
        />
        {plan.problems.length > 0 && (
          <span className="roster-problem" role="alert">
            {' '}
            {t('method.cannotFight', { problems: plan.problems.join('; '), rule: 'SIEGE-16' })}
          </span>
        )}
      </p>
    );
  const missing = plan.withoutRoster.map((id) => names.banner(id));
  const why = formatList([
    ...(missing.length > 0
      ? [t('method.noRoster', { banners: formatList(missing), count: missing.length })]
      : []),
    ...(plan.garrisonOnly ? [t('method.garrisonOnly')] : []),
  ]);
  return (
    <p className="muted" data-testid="fs-final-assault-method" data-method={plan.kind}>
      <Trans
        t={t}
        i18nKey={plan.kind === 'quickRoll' ? 'method.quickRoll' : 'method.tabletop'}
        values={{ why, rule: 'SIEGE-16' }}
        components={{ b: <strong /> }}
      />
    </p>
  );
}
