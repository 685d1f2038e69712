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
 * amount first); wild pairs from the cheapest tiles; then id order. Undefined when the hand cannot pay. Every
 * subset of the hand is weighed with plain numbers (a hand holds at most a few tiles beyond its limit of 5+); the
 * tiles of a subset are listed only when its numbers tie with the best so far.
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
  const gives = hand.map((id) => provides(state, id, resource));
  const costs = hand.map((id) => costOf(state, id));
  let best = 0;
  let bestKey: number[] = [];
  const key = [0, 0, 0, 0, 0];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    let count = 0;
    let matching = 0;
    let wild = 0;
    let wildCost = 0;
    for (let i = 0; i < hand.length; i++) {
      if (!(mask & (1 << i))) continue;
      count++;
      if (gives[i]! > 0) matching += gives[i]!;
      else {
        wild++;
        wildCost += costs[i]!;
      }
    }
    if (wild % 2 === 1) continue;
    const value = matching + wild / 2;
    if (value < due) continue;
    key[0] = count;
    key[1] = value - due;
    key[2] = wild;
    key[3] = matching;
    key[4] = wildCost;
    const order = best === 0 ? -1 : compareNumbers(key, bestKey);
    if (order < 0 || (order === 0 && listed(hand, mask) < listed(hand, best))) {
      best = mask;
      bestKey = key.slice();
    }
  }
  return best === 0 ? undefined : hand.filter((_, i) => best & (1 << i));
}

function compareNumbers(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** A subset's tiles in hand order, as one string: BOT-36's last tie-break ("then id order"). */
const listed = (hand: readonly TileId[], mask: number): string =>
  hand.filter((_, i) => mask & (1 << i)).join(' ');
