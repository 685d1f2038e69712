import './tabletopWalk.css';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { issueCommand } from '../../campaign/issueCommand';
import { useTranslation } from '../../i18n';

/**
 * DICE-1: the app rolls both D6, or the GM types in the physical rolls (attacker first, then defender). The
 * physical rolls start empty and Resolve waits for both (issue 15: a default 1/1 resolved unrolled dice).
 */
export function DiceResolution({ battleId }: { battleId: string }) {
  const dispatch = useAppDispatch();
  const physicalDice = useAppSelector((state) => state.play.physicalDice);
  const { t } = useTranslation('coreScreens');
  const [rolls, setRolls] = useState<Record<'attacker' | 'defender', number | null>>({
    attacker: null,
    defender: null,
  });
  const missing = (['attacker', 'defender'] as const).filter((role) => rolls[role] === null);
  const which = missing.length === 2 ? 'attacker_defender' : (missing[0] ?? 'attacker');
  if (!physicalDice) {
    return (
      <button
        type="button"
        className="primary"
        data-testid="auto-resolve"
        onClick={() => dispatch(issueCommand({ type: 'AutoResolve', battleId }))}
      >
        {t('dice.roll')}
      </button>
    );
  }
  return (
    <div className="field dice-entry">
      {(['attacker', 'defender'] as const).map((role) => (
        <label key={role} className="check">
          {t(`dice.role.${role}`)}
          <select
            data-testid={`physical-${role}`}
            value={rolls[role] ?? ''}
            aria-invalid={rolls[role] === null || undefined}
            onChange={(e) =>
              setRolls({ ...rolls, [role]: e.target.value === '' ? null : Number(e.target.value) })
            }
          >
            <option value="">{t('dice.rollPlaceholder')}</option>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        className="primary"
        data-testid="physical-resolve"
        disabled={missing.length > 0}
        title={missing.length > 0 ? t(`dice.chooseFirst.${which}`) : undefined}
        onClick={() => {
          if (rolls.attacker === null || rolls.defender === null) return;
          dispatch(
            issueCommand(
              { type: 'AutoResolve', battleId },
              { 'dice.attacker': [rolls.attacker], 'dice.defender': [rolls.defender] },
            ),
          );
        }}
      >
        {t('dice.resolve')}
      </button>
      {missing.length > 0 && (
        <span className="muted" data-testid="physical-missing">
          {t(`dice.enter.${which}`)}
        </span>
      )}
    </div>
  );
}
