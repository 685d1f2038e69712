import { useState } from 'react';
import { lordWithArmy, type Battle, type Campaign, type Level } from '@shared/rulesets/core';
import { useAppDispatch } from '../../store/hooks';
import { issueCommand } from '../../campaign/issueCommand';
import { useTranslation } from '../../i18n';

/**
 * BATTLE-6: the tabletop game's result as the players report it: winner and level (winner none ⇔ draw), and for
 * each Lord present whether it was fielded and whether it died in a challenge (LORD-3, RESULT-7).
 */
export type TabletopWinnerChoice = 'attacker' | 'defender' | 'none';

interface TabletopFormProps {
  readonly campaign: Campaign;
  readonly battle: Battle;
  /** The winner chosen above the form (a scoring calculator, SCEN-11..16); the form keeps its own otherwise. */
  readonly winner?: TabletopWinnerChoice;
  readonly onWinnerChange?: (winner: TabletopWinnerChoice) => void;
}

export function TabletopForm({ campaign, battle, ...props }: TabletopFormProps) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('coreScreens');
  const [ownWinner, setOwnWinner] = useState<TabletopWinnerChoice>('attacker');
  const winner = props.winner ?? ownWinner;
  const setWinner = props.onWinnerChange ?? setOwnWinner;
  const [level, setLevel] = useState<Level>('minor');
  const [lordUsed, setLordUsed] = useState<string[]>([]);
  const [lordKilled, setLordKilled] = useState<string[]>([]);
  const attacker = campaign.armies.entities[battle.attacker.armyId]!;
  const defender = campaign.armies.entities[battle.defender.armyId]!;
  const lords = [attacker, defender].map((a) => lordWithArmy(campaign, a.id)).filter((l) => l !== undefined);
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const effectiveLevel = winner === 'none' ? 'draw' : level === 'draw' ? 'minor' : level;
  return (
    <form
      className="tabletop-form"
      data-testid="tabletop-form"
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(
          issueCommand({
            type: 'RecordTabletopResult',
            battleId: battle.id,
            winner: winner === 'none' ? null : winner,
            level: effectiveLevel,
            lordUsed,
            lordKilledInChallenge: lordKilled,
          }),
        );
      }}
    >
      <div className="field">
        <span>{t('tabletop.winner')}</span>
        <select
          data-testid="tabletop-winner"
          value={winner}
          onChange={(e) => setWinner(e.target.value as typeof winner)}
        >
          <option value="attacker">{t('tabletop.attacker', { army: attacker.name })}</option>
          <option value="defender">{t('tabletop.defender', { army: defender.name })}</option>
          <option value="none">{t('tabletop.none')}</option>
        </select>
      </div>
      <div className="field">
        <span>{t('tabletop.level')}</span>
        <select
          data-testid="tabletop-level"
          value={effectiveLevel}
          disabled={winner === 'none'}
          onChange={(e) => setLevel(e.target.value as Level)}
        >
          {(['minor', 'major', 'massacre'] as const).map((l) => (
            <option key={l} value={l}>
              {t(`tabletop.levels.${l}`)}
            </option>
          ))}
          {winner === 'none' && <option value="draw">{t('tabletop.levels.draw')}</option>}
        </select>
      </div>
      {lords.map((lord) => (
        <div className="field" key={lord.playerId}>
          <span>{lord.name}</span>
          <label className="check">
            <input
              type="checkbox"
              checked={lordUsed.includes(lord.playerId)}
              onChange={() => setLordUsed(toggle(lordUsed, lord.playerId))}
            />
            {t('tabletop.fielded')}
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={lordKilled.includes(lord.playerId)}
              onChange={() => setLordKilled(toggle(lordKilled, lord.playerId))}
            />
            {t('tabletop.killed')}
          </label>
        </div>
      ))}
      <button type="submit" className="primary" data-testid="tabletop-submit">
        {t('tabletop.submit')}
      </button>
    </form>
  );
}
