import type { AssaultEvent } from './events';
import type { AssaultState, AssaultUnit, RedeployState, Side } from './model';
import { otherSide } from './model';
import { COPYING, IN_PLACE, type AssaultWriter } from './stateWriter';

/**
 * `state` with unit `id` changed by `change` (its copy with the changed fields), or as it was when there is no such
 * unit. Each caller spreads the unit into an object literal itself: one copy per change, no patch object besides.
 */
function withUnit(
  w: AssaultWriter,
  state: AssaultState,
  id: string,
  change: (unit: AssaultUnit) => AssaultUnit,
): AssaultState {
  const unit = state.units[id];
  return unit ? w.unit(state, change(unit)) : state;
}

const defeated = (u: AssaultUnit): AssaultUnit => ({
  ...u,
  zone: 'out',
  status: 'defeated',
  breachAssigned: false,
});
const regrouped = (u: AssaultUnit): AssaultUnit => ({ ...u, status: 'ready', justRegrouped: true });

/** ASLT-20: the leader with the lower strategic ability redeploys first (Decision: the besieger on a tie). */
export function firstToRedeploy(state: AssaultState): Side {
  const { besieger, defender } = state.leaders;
  return defender.strategicAbility < besieger.strategicAbility ? 'defender' : 'besieger';
}

function spendAction(w: AssaultWriter, state: AssaultState, unitId: string): AssaultState {
  const r = state.redeploy;
  if (state.phase !== 'REDEPLOY' || !r || state.units[unitId]?.kind === 'hero') return state;
  return w.set(state, { redeploy: { ...r, actionsLeft: Math.max(0, r.actionsLeft - 1) } });
}

/** The only code that changes an assault (kernel contract): one event's effect, plain JSON in and out. */
export function applyAssaultEvent(state: AssaultState, event: AssaultEvent): AssaultState {
  return applyWith(COPYING, state, event);
}

/** applyAssaultEvent's change made on `draft` itself (kernel applyInPlace): for a loop that owns `draft` outright. */
export function applyAssaultEventInPlace(draft: AssaultState, event: AssaultEvent): void {
  applyWith(IN_PLACE, draft, event);
}

function applyWith(w: AssaultWriter, state: AssaultState, event: AssaultEvent): AssaultState {
  switch (event.type) {
    case 'DiceRolled':
      return w.set(state, { rng: event.payload.rngAfter });
    case 'PhaseStarted': {
      const phase = event.payload.phase;
      if (phase !== 'REDEPLOY') return w.set(state, { phase, redeploy: undefined });
      const acting = firstToRedeploy(state);
      const redeploy: RedeployState = {
        acting,
        actionsLeft: state.leaders[acting].leadershipAbility,
        done: [],
      };
      return w.set(state, { phase, redeploy });
    }
    case 'AssaultTurnStarted': {
      let next = w.set(state, { turn: event.payload.turn });
      for (const id of state.unitOrder) {
        const u = state.units[id]!;
        if (u.justRegrouped) next = w.unit(next, { ...u, justRegrouped: false });
      }
      return next;
    }
    case 'UnitDefeated':
      return withUnit(w, state, event.payload.unit, defeated);
    case 'UnitWithdrawn': {
      const { unit, to, status } = event.payload;
      return withUnit(w, state, unit, (u) => ({
        ...u,
        zone: to,
        status,
        breachAssigned: false,
        entrance: undefined,
      }));
    }
    case 'SallyAchieved': {
      const { entrance, revealed } = event.payload;
      if (!revealed || !entrance) return state;
      const entrances = (state.stronghold.entrances ?? []).map((e) =>
        e.id === entrance ? { ...e, known: true } : e,
      );
      return w.set(state, { stronghold: { ...state.stronghold, entrances } });
    }
    case 'BreachCreated':
      return w.set(state, {
        stronghold: { ...state.stronghold, temporaryBreaches: event.payload.temporaryBreaches },
      });
    case 'UnitRedeployed': {
      const { unit, to, breach, entrance } = event.payload;
      const deploying = state.phase !== 'REDEPLOY';
      const front = to === 'A' || to === 'W';
      const at = front ? entrance : undefined;
      const placed = withUnit(w, state, unit, (u) =>
        deploying
          ? { ...u, zone: to, breachAssigned: breach, entrance: at, startedAssault: front }
          : { ...u, zone: to, breachAssigned: breach, entrance: at },
      );
      return spendAction(w, placed, unit);
    }
    case 'UnitRegrouped':
      return spendAction(w, withUnit(w, state, event.payload.unit, regrouped), event.payload.unit);
    case 'LeaderRedeployed': {
      const r = state.redeploy;
      if (!r) return state;
      const done = [...r.done, event.payload.side];
      const other = otherSide(event.payload.side);
      if (done.includes(other)) return w.set(state, { redeploy: { ...r, done, actionsLeft: 0 } });
      return w.set(state, {
        redeploy: { acting: other, actionsLeft: state.leaders[other].leadershipAbility, done },
      });
    }
    case 'AssaultEnded':
      return w.set(state, { outcome: event.payload.outcome, phase: 'ENDED', redeploy: undefined });
    case 'AssaultCasualtiesComputed':
      return w.set(state, { casualties: event.payload });
    case 'AssaultStarted':
    case 'AttackThrowsRolled':
    case 'HitsAssigned':
    case 'BreakthroughAchieved':
    case 'MoraleChecked':
      return state;
  }
}
