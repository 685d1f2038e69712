import type { DefenseState, TileId } from '../model/state';
import type { Resource } from '../model/tiles';

const provides = (state: DefenseState, id: TileId, resource: Resource): number => {
  const tile = state.tiles[id]!;
  return (tile.kind === 'unit' || tile.kind === 'building') && tile.provides.resource === resource
    ? tile.provides.amount
    : 0;
};
const costOf = (state: DefenseState, id: TileId): number => {
  const tile = state.tiles[id]!;
  return tile.kind === 'enemy' ? 0 : tile.cost.amount;
};

/** ANV-11: the most the hand (without `placing`) can pay of `resource`. */
export function maxPayment(state: DefenseState, index: number, resource: Resource, placing?: TileId): number {
  let value = 0;
  let wild = 0;
  for (const id of state.players[index]!.hand) {
    if (id === placing) continue;
    const n = provides(state, id, resource);
    if (n > 0) value += n;
    else wild++;
  }
  return value + Math.floor(wild / 2);
}

/**
 * BOT-36: the fewest discards; an exact payment before an overpayment; resource tiles before wild pairs (smallest
 * amount first); wild pairs from the cheapest tiles; then id order. Undefined when the hand cannot pay.
 */
export function botPayment(
  state: DefenseState,
  index: number,
  resource: Resource,
  due: number,
  placing?: TileId,
): TileId[] | undefined {
  if (due <= 0) return [];
  const hand = state.players[index]!.hand.filter((id) => id !== placing);
  let best: { tiles: TileId[]; key: number[] } | undefined;
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const tiles = hand.filter((_, i) => mask & (1 << i));
    const matching = tiles.filter((id) => provides(state, id, resource) > 0);
    const wild = tiles.filter((id) => provides(state, id, resource) === 0);
    if (wild.length % 2 === 1) continue;
    const value = matching.reduce((s, id) => s + provides(state, id, resource), 0) + wild.length / 2;
    if (value < due) continue;
    const key = [
      tiles.length,
      value - due,
      wild.length,
      matching.reduce((s, id) => s + provides(state, id, resource), 0),
      wild.reduce((s, id) => s + costOf(state, id), 0),
    ];
    if (!best || compareKeys(key, best.key, tiles, best.tiles) < 0) best = { tiles, key };
  }
  return best?.tiles;
}

function compareKeys(a: number[], b: number[], ta: TileId[], tb: TileId[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return ta.join(' ') < tb.join(' ') ? -1 : ta.join(' ') > tb.join(' ') ? 1 : 0;
}
