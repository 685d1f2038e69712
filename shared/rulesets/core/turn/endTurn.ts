import type { EventSink } from '../eventSink';
import { liveArmies, otherSide } from '../state/selectors';
import { checkVictory } from './checkVictory';

/**
 * TURN-1 END_TURN: STATUS-2 expiry, VICT-3 check, then the other side's turn (TURN-2: the round grows when the
 * first side starts again). Per-phase flags are cleared by TurnStarted; the phase table then starts MOVE.
 */
export function endTurn(sink: EventSink): void {
  const turn = sink.state.turn.number;
  for (const army of liveArmies(sink.state)) {
    // STATUS-2 Decision: shaken in side-turn T lasts through side-turn T+1 and ends at its END_TURN.
    if (army.status === 'shaken' && army.shakenSetOnTurn !== undefined && army.shakenSetOnTurn <= turn - 1) {
      sink.emit('ArmyStatusChanged', { armyId: army.id, from: 'shaken', to: 'fresh', cause: 'STATUS-2' }, [
        'STATUS-2',
      ]);
    }
  }
  if (checkVictory(sink)) return;
  sink.emit('TurnEnded', { turn }, ['TURN-1']);
  const sideId = otherSide(sink.state, sink.state.turn.activeSideId);
  const round = sink.state.turn.round + (sideId === sink.state.turn.firstSideId ? 1 : 0);
  sink.emit('TurnStarted', { turn: turn + 1, round, sideId }, ['TURN-1', 'TURN-2']);
}
