import type { KernelEvent } from './events';
import type { KernelState } from './ruleset';
import type { Viewer } from './viewer';

/**
 * What a ruleset shows to whom (boardgame.io's playerView), one implementation per ruleset that the screen, print
 * handouts and the game-night pack all call, so what one player may see is decided in one place:
 * - `visiblePieces`: the pieces on the map the viewer may see, as every drawing needs them;
 * - `visibleLog`: the log as the viewer may read it (hidden orders, enemy moves left out or masked);
 * - `replayTo`: the state as it stood at the end of turn `turn`, folded from the log (GEN-5). Optional: a ruleset
 *   whose log does not start from a creation event cannot rebuild its start from the log alone.
 */
export interface RulesetViews<S extends KernelState, E extends KernelEvent, P> {
  visiblePieces(state: S, viewer: Viewer): P[];
  visibleLog(state: S, viewer: Viewer): E[];
  replayTo?(state: S, turn: number): S;
}
