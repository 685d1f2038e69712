import type { DefensePlayer, DefenseSquare, DefenseState } from '../model/state';

/**
 * How applyDefenseEvent writes a change (as the core ruleset's StateWriter does). COPYING makes a new state and
 * shares every untouched part, so each state ever handed out stays as it was. IN_PLACE changes the state object,
 * its board array and its players array themselves; only a private auto-play loop that owns those three
 * (ownedDefenseState) and shows no state in between may use it. Lists inside them (hands, piles, the market) are
 * replaced, never changed, by both writers: events carry some of them (a shuffle's order) and the log must keep
 * what it recorded. Both writers give the same fields in the same key order (a spread keeps a key's place and
 * appends a new key, as Object.assign does), so both paths end byte-identical (inPlaceAutoPlay.test.ts).
 */
export interface DefenseWriter {
  /** `state` with the top-level fields of `patch`. */
  set(state: DefenseState, patch: Partial<DefenseState>): DefenseState;
  /** `state` with board square `index` (board.ts `sq`) replaced. */
  square(state: DefenseState, index: number, square: DefenseSquare): DefenseState;
  /** `state` with player `index` replaced. */
  player(state: DefenseState, index: number, player: DefensePlayer): DefenseState;
}

export const COPYING: DefenseWriter = {
  set: (state, patch) => ({ ...state, ...patch }),
  square(state, index, square) {
    const board = state.board.slice();
    board[index] = square;
    return { ...state, board };
  },
  player(state, index, player) {
    const players = state.players.slice();
    players[index] = player;
    return { ...state, players };
  },
};

export const IN_PLACE: DefenseWriter = {
  set: (state, patch) => Object.assign(state, patch),
  square(state, index, square) {
    (state.board as DefenseSquare[])[index] = square;
    return state;
  },
  player(state, index, player) {
    (state.players as DefensePlayer[])[index] = player;
    return state;
  },
};

/**
 * A copy of `state` that IN_PLACE may change: a new state object with its own log, board and players arrays. The
 * squares, players and lists in them are shared, because IN_PLACE replaces those instead of changing them.
 */
export function ownedDefenseState(state: DefenseState): DefenseState {
  return { ...state, log: state.log.slice(), board: state.board.slice(), players: state.players.slice() };
}
