import { useState } from 'react';
import { hexName, type HexKey } from '@shared/hex';
import type { LegalMove } from '@shared/rulesets/core';
import { useAppDispatch } from '../../store/hooks';
import { moveArmyTo } from './moveArmyTo';
import { t } from '@shared/i18n';

/** "1 step", "3 steps". */
export function stepsText(steps: number): string {
  return t('campaign:destination.steps', { count: steps });
}

/**
 * "Move to" by keyboard: choosing a hex in the list only chooses it (arrow keys browse the list without moving
 * anything); the Move button, or Enter in the list, commits the move (MOVE-5..10).
 */
export function DestinationPicker({ armyId, moves }: { armyId: string; moves: readonly LegalMove[] }) {
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<HexKey | ''>('');
  const commit = () => {
    if (chosen) dispatch(moveArmyTo(armyId, chosen));
  };
  return (
    <p className="field">
      <label htmlFor="destination-select">{t('campaign:destination.moveTo')}</label>
      <select
        id="destination-select"
        data-testid="destination-select"
        value={chosen}
        onChange={(e) => setChosen(e.target.value as HexKey | '')}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      >
        <option value="">{t('campaign:destination.legal', { count: moves.length })}</option>
        {moves.map((m) => (
          <option key={m.to} value={m.to}>
            {t(m.battle ? 'campaign:destination.optionBattle' : 'campaign:destination.option', {
              hex: hexName(m.to),
              steps: stepsText(m.path.length - 1),
            })}
          </option>
        ))}
      </select>
      <button type="button" data-testid="move-button" disabled={!chosen} onClick={commit}>
        {t('campaign:destination.move')}
      </button>
    </p>
  );
}
