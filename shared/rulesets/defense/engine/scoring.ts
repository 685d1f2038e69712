import type { DefenseState } from '../model/state';
import { countOnBoard } from './queries';
import type { DefenseSink } from './sink';

/**
 * ANV-32: most Influence wins; ties by units on the board, then buildings on the board, then tiles in hand; still
 * tied players share the win. ANV-33: the solo player wins with at least one city building left.
 */
export function defenseWinners(state: DefenseState): string[] {
  const cityLeft = countOnBoard(state, 'city');
  if (state.variant === 'solo' || state.players.length === 1)
    return cityLeft >= 1 ? state.players.map((p) => p.id) : [];
  const key = (i: number) => {
    const p = state.players[i]!;
    return [
      p.influence,
      countOnBoard(state, 'unit', p.id),
      countOnBoard(state, 'building', p.id),
      p.hand.length,
    ];
  };
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  const keys = state.players.map((_, i) => key(i));
  const best = keys.reduce((top, k) => (compare(k, top) > 0 ? k : top));
  return state.players.filter((_, i) => compare(keys[i]!, best) === 0).map((p) => p.id);
}

export function scoreGame(sink: DefenseSink): void {
  const state = sink.state;
  const ruleIds =
    state.variant === 'solo' || state.players.length === 1 ? ['ANV-33', 'ANV-40'] : ['ANV-32', 'ANV-40'];
  sink.emit(
    'DefenseScored',
    {
      winner: defenseWinners(state),
      influence: Object.fromEntries(state.players.map((p) => [p.id, p.influence])),
      cityBuildingsLeft: countOnBoard(state, 'city'),
    },
    ruleIds,
  );
}
