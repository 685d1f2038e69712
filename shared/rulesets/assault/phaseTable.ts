import type { PhaseTable } from '../../kernel';
import type { AssaultCommandType } from './commands';
import type { AssaultPhase, AssaultState } from './model';

const RUN = 'RunAssaultTurn' as const;
const REDEPLOY_COMMANDS = ['MoveUnit', 'AssignBreach', 'RegroupUnit', 'EndRedeployment', RUN] as const;

/**
 * ASLT-12 as a table. `next` is the phase that follows when nothing ends the assault; MORALE (ASLT-18),
 * VICTORY_CHECK (ASLT-19) and SURRENDER_OR_RENEW (ASLT-21) may end it instead, and SURRENDER_OR_RENEW's renewal
 * starts the next turn at ARTILLERY. The combat phases, MORALE and VICTORY_CHECK take no choice (`auto`): a run
 * resolves them.
 */
export const ASSAULT_PHASE_TABLE: PhaseTable<AssaultPhase, AssaultCommandType> = {
  SETUP: { commands: [RUN, 'DeployBesieger'], next: 'DEPLOY_BESIEGER', ruleIds: ['ASLT-1', 'ASLT-6'] },
  DEPLOY_BESIEGER: {
    commands: [RUN, 'DeployBesieger'],
    next: 'DEPLOY_DEFENDER',
    ruleIds: ['ASLT-8', 'ASLT-9'],
  },
  DEPLOY_DEFENDER: { commands: [RUN, 'DeployDefender'], next: 'ARTILLERY', ruleIds: ['ASLT-10', 'ASLT-11'] },
  ARTILLERY: { commands: [RUN], next: 'MISSILE', auto: true, ruleIds: ['ASLT-13', 'ASLT-23'] },
  MISSILE: { commands: [RUN], next: 'MELEE', auto: true, ruleIds: ['ASLT-13', 'ASLT-25'] },
  MELEE: { commands: [RUN], next: 'MORALE', auto: true, ruleIds: ['ASLT-13', 'ASLT-24', 'ASLT-25'] },
  MORALE: { commands: [RUN], next: 'VICTORY_CHECK', auto: true, ruleIds: ['ASLT-18'] },
  VICTORY_CHECK: { commands: [RUN], next: 'REDEPLOY', auto: true, ruleIds: ['ASLT-19'] },
  REDEPLOY: { commands: REDEPLOY_COMMANDS, next: 'SURRENDER_OR_RENEW', ruleIds: ['ASLT-20'] },
  SURRENDER_OR_RENEW: { commands: [RUN, 'SurrenderOrRenew'], next: 'ARTILLERY', ruleIds: ['ASLT-21'] },
  ENDED: { commands: [], next: null, ruleIds: ['ASLT-26', 'ASLT-27', 'ASLT-28'] },
};

/**
 * The phase that really comes after `phase` when nothing ends the assault: AMD-13, with `aslt.morale: off` there
 * is no MORALE phase; ASLT-32, a dungeon turn has no artillery or missile phase.
 */
export function nextPhase(state: AssaultState, phase: AssaultPhase): AssaultPhase {
  let next = ASSAULT_PHASE_TABLE[phase].next ?? 'ENDED';
  for (;;) {
    if (next === 'MORALE' && state.settings.morale === 'off') next = 'VICTORY_CHECK';
    else if ((next === 'ARTILLERY' || next === 'MISSILE') && state.variant === 'dungeon') next = 'MELEE';
    else return next;
  }
}

/** Where a run told to stop at `until` really stops: a phase that does not occur stands for the next one. */
export function effectiveStop(state: AssaultState, until: AssaultPhase): AssaultPhase {
  if (until === 'MORALE' && state.settings.morale === 'off') return 'VICTORY_CHECK';
  if ((until === 'ARTILLERY' || until === 'MISSILE') && state.variant === 'dungeon') return 'MELEE';
  return until;
}
