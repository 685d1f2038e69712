import { useState } from 'react';
import {
  breachSlots,
  deploymentProblems,
  frontCap,
  isEquipment,
  mayTakeBreach,
  unitsInOrder,
  type AssaultState,
  type AssaultUnit,
  type Side,
  type SideNames,
} from '@shared/rulesets/assault';
import { RuleCite } from '../../kit/RuleCite';
import { useAppDispatch } from '../../store/hooks';
import { assaultCommandGiven } from './assaultSlice';
import { Trans, useTranslation } from '../../i18n';

/** Where one unit goes: stays back (reserve or interior), to the front (assault zone or walls), or to a breach. */
type Place = 'back' | 'front' | 'breach';

const inPlay = (u: AssaultUnit) => u.status !== 'defeated' && u.status !== 'brokenDown';

/**
 * ASLT-9/10 deployment by hand, built so it cannot be got wrong (issue 27): each unit has one place (a breach is a
 * place in the assault zone, not a second tick), a choice that would overfill the front or the breaches is not
 * offered, the counts say what the room is made of, and the engine's own check (deploymentProblems) runs as the
 * GM chooses, in unit names, so "Deploy" is only pressed on a deployment the rules accept.
 */
export function DeployChoice({ game, side, names }: { game: AssaultState; side: Side; names: SideNames }) {
  const { t } = useTranslation('assault');
  const dispatch = useAppDispatch();
  const [places, setPlaces] = useState<Readonly<Record<string, Place>>>({});
  const units = unitsInOrder(game).filter((u) => u.side === side && inPlay(u));
  const besieger = side === 'besieger';
  const placeOf = (u: AssaultUnit): Place => places[u.id] ?? 'back';
  const troopsInFront = units.filter((u) => u.kind === 'troop' && placeOf(u) !== 'back').length;
  const inBreach = units.filter((u) => placeOf(u) === 'breach').length;
  const cap = frontCap(game, side);
  const slots = besieger ? breachSlots(game) : 0;
  const walls = game.stronghold.unitCapacity;
  const plan = {
    placed: units.filter((u) => placeOf(u) !== 'back').map((u) => u.id),
    breach: units.filter((u) => placeOf(u) === 'breach').map((u) => u.id),
  };
  const problems = deploymentProblems(game, side, plan);
  const options = (u: AssaultUnit): { place: Place; label: string; open: boolean }[] => {
    const here = placeOf(u);
    // Equipment and artillery go with the front outside the troop cap (ASLT-9, ASLT-11).
    const roomInFront = isEquipment(u) || u.kind === 'hero' || here !== 'back' || troopsInFront < cap;
    const list: { place: Place; label: string; open: boolean }[] = [
      { place: 'back', label: besieger ? t('choice.reserve') : t('choice.interior'), open: true },
      {
        place: 'front',
        label: besieger
          ? isEquipment(u)
            ? t('choice.withAssault')
            : t('choice.ladders')
          : t('choice.walls'),
        open: roomInFront,
      },
    ];
    if (besieger && mayTakeBreach(u) && slots > 0)
      list.push({
        place: 'breach',
        label: t('choice.breach'),
        open: here === 'breach' || (inBreach < slots && (here !== 'back' || troopsInFront < cap)),
      });
    return list;
  };
  const holdsFront = t(besieger ? 'choice.holdsAssault' : 'choice.holdsWalls', { count: cap });
  const holds =
    besieger && slots > 0 ? t('choice.byLadder', { holds: holdsFront, walls, count: slots }) : holdsFront;
  const frontCount = t(besieger ? 'choice.countAssault' : 'choice.countWalls', { n: troopsInFront, cap });
  return (
    <div data-testid="deploy-choice">
      <p>
        <Trans
          t={t}
          i18nKey="choice.deployIntro"
          values={{
            army: names[side],
            holds,
            rest: besieger ? t('choice.restReserve') : t('choice.restInterior'),
          }}
          components={{ b: <strong /> }}
        />
        <RuleCite ids={besieger ? 'ASLT-9, ASLT-11' : 'ASLT-10, ASLT-11'} />
      </p>
      <p data-testid="deploy-count" className="muted">
        {besieger && slots > 0
          ? t('choice.countBreach', { text: frontCount, n: inBreach, count: slots })
          : frontCount}
      </p>
      <table className="choice-table">
        <tbody>
          {units.map((u) => (
            <tr key={u.id} data-testid="deploy-unit">
              <td>{u.name}</td>
              {options(u).map((o) => (
                <td key={o.place}>
                  <label
                    title={
                      o.open
                        ? undefined
                        : o.place === 'breach'
                          ? t('choice.noRoomBreach')
                          : besieger
                            ? t('choice.noRoomAssault')
                            : t('choice.noRoomWalls')
                    }
                  >
                    <input
                      type="radio"
                      name={`deploy-${u.id}`}
                      aria-label={t('choice.unitPlace', { unit: u.name, place: o.label })}
                      checked={placeOf(u) === o.place}
                      disabled={!o.open}
                      onChange={() => setPlaces({ ...places, [u.id]: o.place })}
                    />{' '}
                    {o.label}
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {problems.length > 0 && (
        <ul className="problems" data-testid="deploy-problems">
          {problems.map((p) => (
            <li key={p.message}>
              {p.message} <RuleCite ids={p.ruleId} />
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        data-testid="deploy-by-hand"
        disabled={problems.length > 0}
        title={problems.length > 0 ? t('choice.deployWhenAccepted') : undefined}
        onClick={() =>
          dispatch(
            assaultCommandGiven(
              besieger
                ? { type: 'DeployBesieger', assault: plan.placed, breach: plan.breach }
                : { type: 'DeployDefender', walls: plan.placed },
            ),
          )
        }
      >
        {t('choice.deploy')}
      </button>
    </div>
  );
}
