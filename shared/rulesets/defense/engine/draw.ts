import { handLimitOf, effectFor } from './queries';
import type { DefenseSink } from './sink';

/**
 * Draws up to `count` tiles for player `index`, stopping at `limit` (ANV-13). An empty draw pile is renewed from the
 * discard pile turned over without shuffling (ANV-35); with both empty the draw stops.
 */
export function drawTiles(sink: DefenseSink, index: number, count: number, limit = Infinity): void {
  let drawn: string[] = [];
  const flush = () => {
    if (drawn.length === 0) return;
    sink.emit('TilesDrawn', { player: sink.state.players[index]!.id, tiles: drawn }, ['ANV-13']);
    drawn = [];
  };
  for (let n = 0; n < count; n++) {
    const player = sink.state.players[index]!;
    if (player.hand.length + drawn.length >= limit) break;
    const pileLeft = player.drawPile.length - drawn.length;
    if (pileLeft <= 0) {
      flush();
      const now = sink.state.players[index]!;
      if (now.discard.length === 0) break;
      sink.emit('DrawPileRenewed', { player: now.id, tiles: [...now.discard] }, ['ANV-35']);
    }
    const current = sink.state.players[index]!;
    drawn.push(current.drawPile[drawn.length]!);
  }
  flush();
}

/** ANV-13: 2 tiles, 3 after a pass, plus DRAW effects, up to the hand limit (5 plus HAND_LIMIT effects). */
export function drawStep(sink: DefenseSink): void {
  const state = sink.state;
  const index = state.activePlayer;
  const count = 2 + (state.passed ? 1 : 0) + effectFor(state, state.players[index]!.id, 'DRAW');
  drawTiles(sink, index, count, handLimitOf(state, index));
}
