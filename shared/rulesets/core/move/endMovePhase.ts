import type { EventSink } from '../eventSink';
import { liveArmies, sideOfArmy } from '../state/selectors';
import { endRegularMove } from './endRegularMove';

/**
 * TURN-1 EndMovePhase. MOVE-11: every army of the active side that did not finish an activation holds in place
 * (and so may claim or rally, CAPT-2, STATUS-5), in id order (GEN-9). The phase table then starts FIGHT (and,
 * with no battle pending, runs on through RESULTS and END_TURN).
 */
export function holdUnfinishedArmies(sink: EventSink): void {
  for (const army of liveArmies(sink.state)) {
    if (sink.state.status !== 'running') return;
    if (army.movedThisPhase || sideOfArmy(sink.state, army) !== sink.state.turn.activeSideId) continue;
    const reason = army.moveAllowance === undefined ? 'unactivated' : 'zeroSteps';
    sink.emit('ArmyHeld', { armyId: army.id, hex: army.hex!, reason }, ['MOVE-11']);
    endRegularMove(sink, army.id);
  }
}
