import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { issueCommand } from './issueCommand';

/** DICE-1: the app rolls both D6, or the GM types in the physical rolls (attacker first, then defender). */
export function DiceResolution({ battleId }: { battleId: string }) {
  const dispatch = useAppDispatch();
  const physicalDice = useAppSelector((state) => state.play.physicalDice);
  const [rolls, setRolls] = useState({ attacker: 1, defender: 1 });
  if (!physicalDice) {
    return (
      <button
        type="button"
        className="primary"
        data-testid="auto-resolve"
        onClick={() => dispatch(issueCommand({ type: 'AutoResolve', battleId }))}
      >
        Roll the dice (DICE-1)
      </button>
    );
  }
  return (
    <div className="field">
      {(['attacker', 'defender'] as const).map((role) => (
        <label key={role} className="check">
          {role} D6
          <select
            data-testid={`physical-${role}`}
            value={rolls[role]}
            onChange={(e) => setRolls({ ...rolls, [role]: Number(e.target.value) })}
          >
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
        onClick={() =>
          dispatch(
            issueCommand(
              { type: 'AutoResolve', battleId },
              { 'dice.attacker': [rolls.attacker], 'dice.defender': [rolls.defender] },
            ),
          )
        }
      >
        Resolve (DICE-1..3)
      </button>
    </div>
  );
}
