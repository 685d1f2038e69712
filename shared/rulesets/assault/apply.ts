import type { AssaultEvent } from './events';
import type { AssaultState, AssaultUnit, RedeployState, Side } from './model';
import { otherSide } from './model';

function withUnit(state: AssaultState, id: string, change: Partial<AssaultUnit>): AssaultState {
  const unit = state.units[id];
  if (!unit) return state;
  return { ...state, units: { ...state.units, [id]: { ...unit, ...change } } };
}

/** ASLT-20: the leader with the lower strategic ability redeploys first (Decision: the besieger on a tie). */
export function firstToRedeploy(state: AssaultState): Side {
  const { besieger, defender } = state.leaders;
  return defender.strategicAbility < besieger.strategicAbility ? 'defender' : 'besieger';
}

function spendAction(state: AssaultState, unitId: string): AssaultState {
  const r = state.redeploy;
  if (state.phase !== 'REDEPLOY' || !r || state.units[unitId]?.kind === 'hero') return state;
  return { ...state, redeploy: { ...r, actionsLeft: Math.max(0, r.actionsLeft - 1) } };
}

/** The only code that changes an assault (kernel contract): one event's effect, plain JSON in and out. */
export function applyAssaultEvent(state: AssaultState, event: AssaultEvent): AssaultState {
  switch (event.type) {
    case 'DiceRolled':
      return { ...state, rng: event.payload.rngAfter };
    case 'PhaseStarted': {
      const phase = event.payload.phase;
      if (phase !== 'REDEPLOY') return { ...state, phase, redeploy: undefined };
      const acting = firstToRedeploy(state);
      const redeploy: RedeployState = {
        acting,
        actionsLeft: state.leaders[acting].leadershipAbility,
        done: [],
      };
      return { ...state, phase, redeploy };
    }
    case 'AssaultTurnStarted': {
      const units: Record<string, AssaultUnit> = {};
      for (const id of state.unitOrder) {
        const u = state.units[id]!;
        units[id] = u.justRegrouped ? { ...u, justRegrouped: false } : u;
      }
      return { ...state, turn: event.payload.turn, units };
    }
    case 'UnitDefeated':
      return withUnit(state, event.payload.unit, { zone: 'out', status: 'defeated', breachAssigned: false });
    case 'UnitWithdrawn': {
      const { unit, to, status } = event.payload;
      return withUnit(state, unit, { zone: to, status, breachAssigned: false, entrance: undefined });
    }
    case 'SallyAchieved': {
      const { entrance, revealed } = event.payload;
      if (!revealed || !entrance) return state;
      const entrances = (state.stronghold.entrances ?? []).map((e) =>
        e.id === entrance ? { ...e, known: true } : e,
      );
      return { ...state, stronghold: { ...state.stronghold, entrances } };
    }
    case 'BreachCreated':
      return {
        ...state,
        stronghold: { ...state.stronghold, temporaryBreaches: event.payload.temporaryBreaches },
      };
    case 'UnitRedeployed': {
      const { unit, to, breach, entrance } = event.payload;
      const deploying = state.phase !== 'REDEPLOY';
      const placed = withUnit(state, unit, {
        zone: to,
        breachAssigned: breach,
        entrance: to === 'A' || to === 'W' ? entrance : undefined,
        ...(deploying ? { startedAssault: to === 'A' || to === 'W' } : {}),
      });
      return spendAction(placed, unit);
    }
    case 'UnitRegrouped':
      return spendAction(
        withUnit(state, event.payload.unit, { status: 'ready', justRegrouped: true }),
        event.payload.unit,
      );
    case 'LeaderRedeployed': {
      const r = state.redeploy;
      if (!r) return state;
      const done = [...r.done, event.payload.side];
      const other = otherSide(event.payload.side);
      if (done.includes(other)) return { ...state, redeploy: { ...r, done, actionsLeft: 0 } };
      return {
        ...state,
        redeploy: { acting: other, actionsLeft: state.leaders[other].leadershipAbility, done },
      };
    }
    case 'AssaultEnded':
      return { ...state, outcome: event.payload.outcome, phase: 'ENDED', redeploy: undefined };
    case 'AssaultCasualtiesComputed':
      return { ...state, casualties: event.payload };
    case 'AssaultStarted':
    case 'AttackThrowsRolled':
    case 'HitsAssigned':
    case 'BreakthroughAchieved':
    case 'MoraleChecked':
      return state;
  }
}
