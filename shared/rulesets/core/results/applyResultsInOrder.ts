import type { EventSink } from '../eventSink';
import { applyBattleResult } from './applyBattleResult';

/**
 * TURN-1 RESULTS, BATTLE-8: apply resolved battles in createdSeq order until one waits for a choice (RETREAT-4) or
 * the campaign ends. The phase table runs it as RESULTS starts; ChooseRetreat runs it again after the choice.
 */
export function applyResultsInOrder(sink: EventSink): void {
  const byCreation = () =>
    sink.state.battles.ids
      .map((id) => sink.state.battles.entities[id]!)
      .filter((battle) => battle.state === 'resolved')
      .sort((a, b) => a.createdSeq - b.createdSeq);
  for (let next = byCreation()[0]; next; next = byCreation()[0]) {
    const outcome = applyBattleResult(sink, next.id);
    if (outcome !== 'done') return;
  }
}
