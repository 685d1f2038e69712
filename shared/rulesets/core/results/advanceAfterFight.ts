import type { EventSink } from '../eventSink';
import { endTurn } from '../turn/endTurn';
import { applyBattleResult } from './applyBattleResult';

/** TURN-1: FIGHT ends once every battle has a raw result; RESULTS then applies them. */
export function advanceAfterFight(sink: EventSink): void {
  const state = sink.state;
  if (state.status !== 'running' || state.turn.phase !== 'FIGHT') return;
  if (state.battles.ids.some((id) => state.battles.entities[id]!.state === 'pending')) return;
  sink.emit('PhaseStarted', { phase: 'RESULTS' }, ['TURN-1']);
  continueResults(sink);
}

/**
 * TURN-1 RESULTS, BATTLE-8: apply resolved battles in createdSeq order until one waits for a choice or the
 * campaign ends; when all are applied the side-turn ends (END_TURN is automatic).
 */
export function continueResults(sink: EventSink): void {
  const byCreation = () =>
    sink.state.battles.ids
      .map((id) => sink.state.battles.entities[id]!)
      .filter((battle) => battle.state === 'resolved')
      .sort((a, b) => a.createdSeq - b.createdSeq);
  for (let next = byCreation()[0]; next; next = byCreation()[0]) {
    const outcome = applyBattleResult(sink, next.id);
    if (outcome !== 'done') return;
  }
  endTurn(sink);
}
