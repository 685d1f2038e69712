import { useState } from 'react';
import {
  FRONT,
  REAR,
  ZONE_NAMES,
  botSurrenderChoice,
  frontCap,
  unitsIn,
  unitsInOrder,
  type AssaultState,
  type AssaultUnit,
  type Side,
  type SideNames,
} from '@shared/rulesets/assault';
import { useAppDispatch } from '../../store/hooks';
import { choiceNow } from './assaultActions';
import { assaultCommandGiven } from './assaultSlice';
import { DungeonDeployChoice } from './DungeonDeployChoice';

const inPlay = (u: AssaultUnit) => u.status !== 'defeated' && u.status !== 'brokenDown';

/** ASLT-9/10: the GM places a side's units by hand (what is refused says which rule, GEN-10). */
function DeployChoice({ game, side, names }: { game: AssaultState; side: Side; names: SideNames }) {
  const dispatch = useAppDispatch();
  const [front, setFront] = useState<readonly string[]>([]);
  const [breach, setBreach] = useState<readonly string[]>([]);
  const units = unitsInOrder(game).filter((u) => u.side === side && inPlay(u));
  const toggle = (list: readonly string[], id: string, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id);
  const where = side === 'besieger' ? 'assault zone' : 'walls';
  return (
    <div data-testid="deploy-choice">
      <p>
        <strong>{names[side]}</strong> deploys: tick the units for the {where} (room for{' '}
        {frontCap(game, side)}
        {side === 'besieger' ? `; ${game.stronghold.breaches} breaches` : ''}). The rest wait in the{' '}
        {side === 'besieger' ? 'reserve' : 'interior'} (ASLT-{side === 'besieger' ? 9 : 10}).
      </p>
      <table className="choice-table">
        <tbody>
          {units.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>
                <label>
                  <input
                    type="checkbox"
                    aria-label={`${u.name} to the ${where}`}
                    checked={front.includes(u.id)}
                    onChange={(e) => setFront(toggle(front, u.id, e.target.checked))}
                  />{' '}
                  {side === 'besieger' ? 'assault' : 'walls'}
                </label>
              </td>
              {side === 'besieger' && (
                <td>
                  <label>
                    <input
                      type="checkbox"
                      aria-label={`${u.name} takes a breach`}
                      checked={breach.includes(u.id)}
                      onChange={(e) => setBreach(toggle(breach, u.id, e.target.checked))}
                    />{' '}
                    breach
                  </label>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        data-testid="deploy-by-hand"
        onClick={() =>
          dispatch(
            assaultCommandGiven(
              side === 'besieger'
                ? { type: 'DeployBesieger', assault: [...front], breach: [...breach] }
                : { type: 'DeployDefender', walls: [...front] },
            ),
          )
        }
      >
        Deploy these units
      </button>
    </div>
  );
}

/** ASLT-20: one redeployment action at a time for the acting leader, then "done". */
function RedeployChoice({ game, side, names }: { game: AssaultState; side: Side; names: SideNames }) {
  const dispatch = useAppDispatch();
  const give = (command: Parameters<typeof assaultCommandGiven>[0]) => dispatch(assaultCommandGiven(command));
  const units = unitsInOrder(game).filter((u) => u.side === side && inPlay(u) && u.zone !== 'out');
  const front = FRONT[side] as 'A' | 'W';
  const rear = REAR[side];
  // ASLT-32: underground a unit moves to a free entrance, one unit each, and there are no breaches.
  const dungeon = game.variant === 'dungeon';
  const free = (game.stronghold.entrances ?? []).filter((e) => unitsIn(game, front, e.id).length === 0);
  return (
    <div data-testid="redeploy-choice">
      <p>
        <strong>{names[side]}</strong> redeploys: {game.redeploy?.actionsLeft ?? 0} actions left (ASLT-20)
        {dungeon ? ', one unit per entrance (ASLT-32)' : ''}.
      </p>
      <table className="choice-table">
        <tbody>
          {units.map((u) => (
            <tr key={u.id}>
              <td>
                {u.name}{' '}
                <span className="muted">
                  ({ZONE_NAMES[u.zone]}
                  {u.entrance ? ` at ${u.entrance}` : ''}, {u.status})
                </span>
              </td>
              <td>
                {u.zone === rear &&
                  dungeon &&
                  free.map((e) => (
                    <button
                      key={e.id}
                      type="button"
                      onClick={() => give({ type: 'MoveUnit', unit: u.id, to: front, entrance: e.id })}
                    >
                      To {e.id}
                    </button>
                  ))}
                {u.zone === rear && !dungeon && (
                  <button type="button" onClick={() => give({ type: 'MoveUnit', unit: u.id, to: front })}>
                    To {side === 'besieger' ? 'the assault' : 'the walls'}
                  </button>
                )}
                {u.zone === front && (
                  <button
                    type="button"
                    onClick={() => give({ type: 'MoveUnit', unit: u.id, to: rear as 'R' | 'I' })}
                  >
                    Back
                  </button>
                )}
                {side === 'besieger' && !dungeon && !u.breachAssigned && u.kind === 'troop' && (
                  <button type="button" onClick={() => give({ type: 'AssignBreach', unit: u.id })}>
                    Breach
                  </button>
                )}
                {u.status === 'disordered' && (
                  <button type="button" onClick={() => give({ type: 'RegroupUnit', unit: u.id })}>
                    Regroup
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" data-testid="end-redeploy" onClick={() => give({ type: 'EndRedeployment' })}>
        {names[side]} is done
      </button>
    </div>
  );
}

/** ASLT-21: the defender may surrender; otherwise the besieger renews or calls off. */
function SurrenderChoice({ game, names }: { game: AssaultState; names: SideNames }) {
  const dispatch = useAppDispatch();
  const bot = botSurrenderChoice(game);
  const give = (choice: 'surrender' | 'renew' | 'callOff') =>
    dispatch(assaultCommandGiven({ type: 'SurrenderOrRenew', choice }));
  const hint = { surrender: 'surrender', renew: 'renew the assault', callOff: 'call it off' }[bot];
  return (
    <div data-testid="surrender-choice">
      <p>
        Turn {game.turn} is over (ASLT-21). Auto-play would {hint} (BOT-23).
      </p>
      <p className="field choice-buttons">
        <button type="button" data-testid="choice-surrender" onClick={() => give('surrender')}>
          {names.defender} surrenders
        </button>
        <button type="button" data-testid="choice-renew" onClick={() => give('renew')}>
          {names.besieger} renews the assault
        </button>
        <button type="button" data-testid="choice-calloff" onClick={() => give('callOff')}>
          {names.besieger} calls it off
        </button>
      </p>
    </div>
  );
}

/** The choice a leader makes now, played by hand (or "Decide for me" in the bar). */
export function ChoicePanel({ game, names }: { game: AssaultState; names: SideNames }) {
  const choice = choiceNow(game);
  if (!choice) return null;
  // ASLT-32: underground a unit goes to an entrance, not over the walls or into a breach.
  const dungeon = game.variant === 'dungeon';
  const Deploy = dungeon ? DungeonDeployChoice : DeployChoice;
  return (
    <section className="panel" data-testid="choice-panel">
      <h2>Your choice</h2>
      {choice.kind === 'deploy' && <Deploy key={choice.side} game={game} side={choice.side} names={names} />}
      {choice.kind === 'redeploy' && <RedeployChoice game={game} side={choice.side} names={names} />}
      {choice.kind === 'surrenderOrRenew' && <SurrenderChoice game={game} names={names} />}
    </section>
  );
}
