import { resolveCombatPhase } from './combat';
import type { AssaultCommand } from './commands';
import { applyDeployment, botDeployment } from './deploy';
import { botSurrenderChoice, endAssault, resolveMorale, victoryCheck } from './ending';
import type { AssaultPhase, Side, Zone } from './model';
import { effectiveStop, nextPhase } from './phaseTable';
import { botRedeployCommand } from './redeploy';
import type { AssaultSink } from './sink';

const enter = (sink: AssaultSink, phase: AssaultPhase, ruleIds: readonly string[] = ['ASLT-12']) =>
  sink.emit('PhaseStarted', { phase }, ruleIds);

/** Enters the phase after `phase`; ASLT-32 is cited when a dungeon turn skips the artillery and missile phases. */
function enterNext(sink: AssaultSink, phase: AssaultPhase): void {
  const next = nextPhase(sink.state, phase);
  const skipped = sink.state.variant === 'dungeon' && next === 'MELEE';
  enter(sink, next, skipped ? ['ASLT-12', 'ASLT-32'] : undefined);
}

function startTurn(sink: AssaultSink, turn: number): void {
  sink.emit('AssaultTurnStarted', { turn }, ['ASLT-12']);
  enterNext(sink, 'SURRENDER_OR_RENEW');
}

export function deploySide(sink: AssaultSink, side: Side, plan: Parameters<typeof applyDeployment>[2]): void {
  if (side === 'besieger') {
    if (sink.state.phase === 'SETUP') enter(sink, 'DEPLOY_BESIEGER', ['ASLT-8']);
    applyDeployment(sink, 'besieger', plan);
    enter(sink, 'DEPLOY_DEFENDER', ['ASLT-8']);
  } else {
    applyDeployment(sink, 'defender', plan);
    startTurn(sink, 1);
  }
}

/** ASLT-20: one redeployment action (or the acting leader's end), then SURRENDER_OR_RENEW once both are done. */
export function resolveRedeployCommand(sink: AssaultSink, command: AssaultCommand): void {
  const state = sink.state;
  switch (command.type) {
    case 'MoveUnit': {
      const unit = state.units[command.unit]!;
      const entrance = command.entrance;
      sink.emit(
        'UnitRedeployed',
        {
          unit: unit.id,
          from: unit.zone,
          to: command.to as Zone,
          breach: false,
          ...(entrance ? { entrance } : {}),
        },
        ['ASLT-20', ...(entrance ? ['ASLT-32'] : [])],
      );
      return;
    }
    case 'AssignBreach': {
      const unit = state.units[command.unit]!;
      sink.emit('UnitRedeployed', { unit: unit.id, from: unit.zone, to: 'A', breach: true }, [
        'ASLT-20',
        'ASLT-9',
      ]);
      return;
    }
    case 'RegroupUnit':
      sink.emit('UnitRegrouped', { unit: command.unit }, ['ASLT-20']);
      return;
    case 'EndRedeployment': {
      sink.emit('LeaderRedeployed', { side: state.redeploy!.acting }, ['ASLT-20']);
      if (sink.state.redeploy!.done.length === 2) enter(sink, 'SURRENDER_OR_RENEW', ['ASLT-21']);
      return;
    }
    default:
      return;
  }
}

/** ASLT-21: the defender surrenders, or the besieger renews or calls off. */
export function resolveSurrenderOrRenew(sink: AssaultSink, choice: 'surrender' | 'renew' | 'callOff'): void {
  if (choice === 'surrender') return endAssault(sink, 'surrendered', ['ASLT-21']);
  if (choice === 'callOff') return endAssault(sink, 'calledOff', ['ASLT-21']);
  startTurn(sink, sink.state.turn + 1);
}

/** Resolves the phase the assault waits at, every choice by BOT-20..24, and enters the next one (or ends). */
function resolvePhase(sink: AssaultSink): void {
  const phase = sink.state.phase;
  switch (phase) {
    case 'SETUP':
      return enter(sink, 'DEPLOY_BESIEGER', ['ASLT-8']);
    case 'DEPLOY_BESIEGER':
      return deploySide(sink, 'besieger', botDeployment(sink.state, 'besieger'));
    case 'DEPLOY_DEFENDER':
      return deploySide(sink, 'defender', botDeployment(sink.state, 'defender'));
    case 'ARTILLERY':
    case 'MISSILE':
    case 'MELEE':
      resolveCombatPhase(sink, phase);
      return enter(sink, nextPhase(sink.state, phase));
    case 'MORALE': {
      const outcome = resolveMorale(sink);
      if (outcome) return endAssault(sink, outcome, ['ASLT-18']);
      return enter(sink, nextPhase(sink.state, phase));
    }
    case 'VICTORY_CHECK': {
      const outcome = victoryCheck(sink.state);
      if (outcome) return endAssault(sink, outcome, ['ASLT-19']);
      return enter(sink, 'REDEPLOY', ['ASLT-20']);
    }
    case 'REDEPLOY':
      for (let guard = 0; sink.state.phase === 'REDEPLOY' && guard < 1000; guard++)
        resolveRedeployCommand(sink, botRedeployCommand(sink.state));
      return;
    case 'SURRENDER_OR_RENEW':
      return resolveSurrenderOrRenew(sink, botSurrenderChoice(sink.state));
    case 'ENDED':
      return;
  }
}

/** AMD-7 RunAssaultTurn(until): at least one phase, then on to the next start of `until`, or to ENDED. */
export function runAssault(sink: AssaultSink, until: AssaultPhase): void {
  const stop = effectiveStop(sink.state, until);
  // ASLT-21's turn limit bounds every run; the guard only catches an engine bug.
  for (let guard = 0; guard < 100_000; guard++) {
    resolvePhase(sink);
    if (sink.state.phase === stop || sink.state.phase === 'ENDED') return;
  }
  throw new Error('runAssault: the assault did not end');
}
