import { finalAssaultPlan, type Battle, type FsState, type Siege } from '@shared/rulesets/firestorm';
import type { FsNames } from '../turn/fsWords';

/**
 * SIEGE-16/17 in the siege panel: how the Final Assault will be resolved when it is rolled: by an assault of the two
 * banners' rosters (with the room on the walls and breaches SIEGE-17 gives), or, while a roster is missing, by the
 * quick roll (or only on the tabletop when that is switched off). Said before the Final Assault, so the GM can enter
 * the rosters in time.
 */
export function FinalAssaultMethod(props: { state: FsState; battle: Battle; siege: Siege; names: FsNames }) {
  const { state, battle, siege, names } = props;
  const plan = finalAssaultPlan(state, battle, siege);
  if (plan.kind === 'assault')
    return (
      <p data-testid="fs-final-assault-method" data-method="assault">
        Final Assault: <strong>fought as an assault</strong> of the two banners&apos; rosters (SIEGE-16), room
        for {plan.unitCapacity} units on the walls, {plan.breaches}{' '}
        {plan.breaches === 1 ? 'breach' : 'breaches'} (SIEGE-17); the losses go back to the rosters.
        {plan.problems.length > 0 && (
          <span className="roster-problem" role="alert">
            {' '}
            The rosters cannot fight yet (SIEGE-16): {plan.problems.join('; ')}.
          </span>
        )}
      </p>
    );
  const missing = plan.withoutRoster.map((id) => names.banner(id));
  const why = [
    ...(missing.length > 0
      ? [`${missing.join(' and ')} ${missing.length === 1 ? 'has' : 'have'} no roster`]
      : []),
    ...(plan.garrisonOnly ? ['the territory is held by its garrison alone, which has no roster'] : []),
  ].join(', and ');
  return (
    <p className="muted" data-testid="fs-final-assault-method" data-method={plan.kind}>
      Final Assault:{' '}
      <strong>{plan.kind === 'quickRoll' ? 'the quick roll' : 'played on the tabletop'}</strong> (SIEGE-16)
      {plan.kind === 'quickRoll' ? ', D6 4+ for the attacker' : ''}, because {why}. Give both banners a roster
      (Banner roster) to fight it as an assault.
    </p>
  );
}
