import {
  FRONT,
  REAR,
  botSurrenderChoice,
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
import { DeployChoice } from './DeployChoice';
import { DungeonDeployChoice } from './DungeonDeployChoice';
import { Trans, useTranslation } from '../../i18n';
import { zoneName } from './assaultWords';

const inPlay = (u: AssaultUnit) => u.status !== 'defeated' && u.status !== 'brokenDown';

/** ASLT-20: one redeployment action at a time for the acting leader, then "done". */
function RedeployChoice({ game, side, names }: { game: AssaultState; side: Side; names: SideNames }) {
  const { t } = useTranslation('assault');
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
        <Trans
          t={t}
          i18nKey={dungeon ? 'choice.redeployDungeon' : 'choice.redeploy'}
          values={{ army: names[side], count: game.redeploy?.actionsLeft ?? 0 }}
          components={{ b: <strong /> }}
        />
      </p>
      <table className="choice-table">
        <tbody>
          {units.map((u) => (
            <tr key={u.id}>
              <td>
                {u.name}{' '}
                <span className="muted">
                  {u.entrance
                    ? t('choice.unitWhereAt', {
                        zone: zoneName(u.zone),
                        entrance: u.entrance,
                        status: u.status,
                      })
                    : t('choice.unitWhere', { zone: zoneName(u.zone), status: u.status })}
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
                      {t('choice.to', { place: e.id })}
                    </button>
                  ))}
                {u.zone === rear && !dungeon && (
                  <button type="button" onClick={() => give({ type: 'MoveUnit', unit: u.id, to: front })}>
                    {side === 'besieger' ? t('choice.toAssault') : t('choice.toWalls')}
                  </button>
                )}
                {u.zone === front && (
                  <button
                    type="button"
                    onClick={() => give({ type: 'MoveUnit', unit: u.id, to: rear as 'R' | 'I' })}
                  >
                    {t('choice.back')}
                  </button>
                )}
                {side === 'besieger' && !dungeon && !u.breachAssigned && u.kind === 'troop' && (
                  <button type="button" onClick={() => give({ type: 'AssignBreach', unit: u.id })}>
                    {t('choice.assignBreach')}
                  </button>
                )}
                {u.status === 'disordered' && (
                  <button type="button" onClick={() => give({ type: 'RegroupUnit', unit: u.id })}>
                    {t('choice.regroup')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" data-testid="end-redeploy" onClick={() => give({ type: 'EndRedeployment' })}>
        {t('choice.done', { army: names[side] })}
      </button>
    </div>
  );
}

/** ASLT-21: the defender may surrender; otherwise the besieger renews or calls off. */
function SurrenderChoice({ game, names }: { game: AssaultState; names: SideNames }) {
  const { t } = useTranslation('assault');
  const dispatch = useAppDispatch();
  const bot = botSurrenderChoice(game);
  const give = (choice: 'surrender' | 'renew' | 'callOff') =>
    dispatch(assaultCommandGiven({ type: 'SurrenderOrRenew', choice }));
  const hint = {
    surrender: t('choice.hintSurrender'),
    renew: t('choice.hintRenew'),
    callOff: t('choice.hintCallOff'),
  }[bot];
  return (
    <div data-testid="surrender-choice">
      <p>{t('choice.turnOver', { turn: game.turn, hint })}</p>
      <p className="field choice-buttons">
        <button type="button" data-testid="choice-surrender" onClick={() => give('surrender')}>
          {t('choice.surrenders', { army: names.defender })}
        </button>
        <button type="button" data-testid="choice-renew" onClick={() => give('renew')}>
          {t('choice.renews', { army: names.besieger })}
        </button>
        <button type="button" data-testid="choice-calloff" onClick={() => give('callOff')}>
          {t('choice.callsOff', { army: names.besieger })}
        </button>
      </p>
    </div>
  );
}

/** The choice a leader makes now, played by hand (or "Decide for me" in the bar). */
export function ChoicePanel({ game, names }: { game: AssaultState; names: SideNames }) {
  const { t } = useTranslation('assault');
  const choice = choiceNow(game);
  if (!choice) return null;
  // ASLT-32: underground a unit goes to an entrance, not over the walls or into a breach.
  const dungeon = game.variant === 'dungeon';
  const Deploy = dungeon ? DungeonDeployChoice : DeployChoice;
  return (
    <section className="panel" data-testid="choice-panel">
      <h2>{t('choice.title')}</h2>
      {choice.kind === 'deploy' && <Deploy key={choice.side} game={game} side={choice.side} names={names} />}
      {choice.kind === 'redeploy' && <RedeployChoice game={game} side={choice.side} names={names} />}
      {choice.kind === 'surrenderOrRenew' && <SurrenderChoice game={game} names={names} />}
    </section>
  );
}
