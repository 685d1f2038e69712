import { useState } from 'react';
import {
  unitsInOrder,
  type AssaultCommand,
  type AssaultState,
  type Side,
  type SideNames,
} from '@shared/rulesets/assault';
import { useAppDispatch } from '../../store/hooks';
import { assaultCommandGiven } from './assaultSlice';
import { entranceState } from './zoneDiagram';
import { Trans, useTranslation } from '../../i18n';

const inPlay = (state: AssaultState, side: Side) =>
  unitsInOrder(state).filter((u) => u.side === side && u.status !== 'defeated' && u.status !== 'brokenDown');

/**
 * ASLT-32 deployment by hand: each unit stays back or goes to one entrance (one unit per entrance; the besiegers
 * only at entrances they know and can reach). What the rules refuse is shown with its rule (GEN-10).
 */
export function DungeonDeployChoice({
  game,
  side,
  names,
}: {
  game: AssaultState;
  side: Side;
  names: SideNames;
}) {
  const { t } = useTranslation('assault');
  const dispatch = useAppDispatch();
  const [at, setAt] = useState<Readonly<Record<string, string>>>({});
  const entrances = game.stronghold.entrances ?? [];
  const back = side === 'besieger' ? t('choice.staysReserve') : t('choice.staysInterior');
  const deploy = () => {
    const placed = Object.keys(at).filter((id) => at[id]);
    const chosen = Object.fromEntries(placed.map((id) => [id, at[id]!]));
    const command: AssaultCommand =
      side === 'besieger'
        ? { type: 'DeployBesieger', assault: placed, breach: [], entrances: chosen }
        : { type: 'DeployDefender', walls: placed, entrances: chosen };
    dispatch(assaultCommandGiven(command));
  };
  return (
    <div data-testid="deploy-choice">
      <p>
        <Trans
          t={t}
          i18nKey="choice.dungeonIntro"
          values={{ army: names[side] }}
          components={{ b: <strong /> }}
        />
      </p>
      <table className="choice-table">
        <tbody>
          {inPlay(game, side).map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>
                <select
                  aria-label={t('choice.where', { unit: u.name })}
                  value={at[u.id] ?? ''}
                  onChange={(e) => setAt({ ...at, [u.id]: e.target.value })}
                >
                  <option value="">{back}</option>
                  {entrances.map((e) => (
                    <option key={e.id} value={e.id}>
                      {t('choice.atEntrance', { entrance: e.id, state: entranceState(e) })}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" data-testid="deploy-by-hand" onClick={deploy}>
        {t('choice.deploy')}
      </button>
    </div>
  );
}
