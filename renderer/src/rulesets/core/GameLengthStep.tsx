import { useState } from 'react';
import { deploymentTypeLabel, type Battle, type GeneratedScenario } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { issueCommand } from '../../campaign/issueCommand';
import { Trans, useTranslation } from '../../i18n';

/**
 * SCEN-7: a `roll5` game asks at the end of turn 5 for a D6 (4+ ends it, otherwise it ends after turn 6), rolled by
 * the app or entered from the table; a `fixed6` game (Chance Encounter, Long Distance Battle) lasts six turns.
 */
export function GameLengthStep({ battle, scenario }: { battle: Battle; scenario: GeneratedScenario }) {
  const dispatch = useAppDispatch();
  const physicalDice = useAppSelector((state) => state.play.physicalDice);
  const { t } = useTranslation('coreScreens');
  const [roll, setRoll] = useState('');
  if (scenario.gameLength === 'fixed6')
    return (
      <p data-testid="walk-length">{t('length.fixed', { deployment: deploymentTypeLabel(scenario) })}</p>
    );
  if (battle.gameLength)
    return (
      <p data-testid="walk-length">
        <Trans
          t={t}
          i18nKey={battle.gameLength.lastTurn === 5 ? 'length.rolledEnds' : 'length.rolledGoesOn'}
          values={{ roll: battle.gameLength.roll }}
          components={[<strong key="roll" />]}
        />
      </p>
    );
  const roll5 = (dice?: Record<string, number[]>) =>
    dispatch(issueCommand({ type: 'RollGameLength', battleId: battle.id }, dice));
  return (
    <div data-testid="walk-length" className="walk-row">
      <span>{t('length.ask')}</span>
      {physicalDice ? (
        <>
          <select
            aria-label={t('length.die')}
            data-testid="length-physical"
            value={roll}
            onChange={(e) => setRoll(e.target.value)}
          >
            <option value="">—</option>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="primary"
            data-testid="length-enter"
            disabled={roll === ''}
            onClick={() => roll5({ 'scen.length': [Number(roll)] })}
          >
            {t('length.enter')}
          </button>
        </>
      ) : (
        <button type="button" className="primary" data-testid="length-roll" onClick={() => roll5()}>
          {t('length.roll')}
        </button>
      )}
    </div>
  );
}
