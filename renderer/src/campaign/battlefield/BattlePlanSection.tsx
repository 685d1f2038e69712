import { useMemo, useState } from 'react';
import { battlefieldSvg, planOfBattle, tableText } from '@shared/battlefield';
import { useTranslation } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { BattlefieldDialog } from './BattlefieldDialog';
import { battlefieldRerolled } from './battlefieldsPart';
import './battlefield.css';

/**
 * Issue 29: the battle panel's table plan: a picture of the table the battle is fought on (from its hex and
 * neighbours, its scenario's deployment and the way the armies came), Re-roll, and the large plan to edit.
 */
export function BattlePlanSection({ battleId }: { battleId: string }) {
  const { t } = useTranslation('battlefield');
  const dispatch = useAppDispatch();
  const document = useAppSelector((state) => state.document.present);
  const [open, setOpen] = useState(false);
  const plan = useMemo(
    () => (document.campaign ? planOfBattle(document.campaign, battleId, document.battlefields) : null),
    [document.campaign, document.battlefields, battleId],
  );
  const picture = useMemo(
    () =>
      plan
        ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(battlefieldSvg(plan, { legend: false }))}`
        : null,
    [plan],
  );
  if (!plan || !picture) return null;
  return (
    <div className="battle-plan" data-testid="battle-plan">
      <h3>
        {t('dialog.section')}{' '}
        <span className="muted">
          ({tableText(plan.table)}, {plan.deployment})
        </span>
      </h3>
      <button
        type="button"
        className="battle-plan-picture"
        onClick={() => setOpen(true)}
        title={t('dialog.openTooltip')}
      >
        <img
          src={picture}
          alt={t('dialog.openAria', { title: plan.site.title })}
          data-testid="battle-plan-picture"
        />
      </button>
      <div className="battle-plan-actions">
        <button type="button" data-testid="battle-plan-open" onClick={() => setOpen(true)}>
          {t('dialog.open')}
        </button>
        <button
          type="button"
          data-testid="battle-plan-reroll"
          onClick={() => dispatch(battlefieldRerolled({ battleId, seed: (plan.seed + 1) | 0 }))}
        >
          {t('dialog.reroll')}
        </button>
      </div>
      {open && <BattlefieldDialog battleId={battleId} plan={plan} onClose={() => setOpen(false)} />}
    </div>
  );
}
