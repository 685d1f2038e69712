import { useState } from 'react';
import type { Battle, GeneratedScenario } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { issueCommand } from '../../campaign/issueCommand';

/**
 * SCEN-7: a `roll5` game asks at the end of turn 5 for a D6 (4+ ends it, otherwise it ends after turn 6), rolled by
 * the app or entered from the table; a `fixed6` game (Chance Encounter, Long Distance Battle) lasts six turns.
 */
export function GameLengthStep({ battle, scenario }: { battle: Battle; scenario: GeneratedScenario }) {
  const dispatch = useAppDispatch();
  const physicalDice = useAppSelector((state) => state.play.physicalDice);
  const [roll, setRoll] = useState('');
  if (scenario.gameLength === 'fixed6')
    return (
      <p data-testid="walk-length">
        {scenario.deployment.name}: the game lasts exactly six turns; nothing is rolled.
      </p>
    );
  if (battle.gameLength)
    return (
      <p data-testid="walk-length">
        Rolled <strong>{battle.gameLength.roll}</strong>:{' '}
        {battle.gameLength.lastTurn === 5
          ? 'the game ends after turn 5.'
          : 'play turn 6, then the game ends.'}
      </p>
    );
  const roll5 = (dice?: Record<string, number[]>) =>
    dispatch(issueCommand({ type: 'RollGameLength', battleId: battle.id }, dice));
  return (
    <div data-testid="walk-length" className="walk-row">
      <span>At the end of turn 5, roll a D6: on 4+ the game ends, otherwise after turn 6.</span>
      {physicalDice ? (
        <>
          <select
            aria-label="The game-length D6"
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
            Enter the roll
          </button>
        </>
      ) : (
        <button type="button" className="primary" data-testid="length-roll" onClick={() => roll5()}>
          Roll the D6
        </button>
      )}
    </div>
  );
}
