import type { HexKey } from '../../hex';
import { isPassable } from '../../map';
import type { ArmyId, Campaign } from '../model/campaign';
import { neighbourTableOf } from '../state/neighbourTableOf';
import { getArmy, isEnemySettlementAt, liveArmies, sideOfArmy } from '../state/selectors';

/** One reachable end hex and a shortest legal path to it (first found in direction order, GEN-9). */
export interface LegalMove {
  readonly to: HexKey;
  readonly path: readonly HexKey[];
  /** MOVE-7: ending here starts a battle. */
  readonly battle: boolean;
}

/**
 * MOVE-5..10 as a search: every hex where `armyId` may end a move of at most `allowance` steps (default: its
 * rolled allowance), in hex order, each with a path that validateMovePath accepts. The start hex (a 0-step hold)
 * is not listed. Enemy armies and enemy settlements end a path (MOVE-7, MOVE-8); friends are passed (MOVE-9).
 * The breadth-first search runs over the neighbour table in direction order and touches only the hexes within
 * `allowance` steps (a few dozen), never the whole map, so its cost does not grow with the map.
 */
export function legalMoves(state: Campaign, armyId: ArmyId, allowance?: number): LegalMove[] {
  const army = getArmy(state, armyId);
  const steps = allowance ?? army?.moveAllowance;
  if (!army || army.hex === null || steps === undefined || steps < 1) return [];
  const table = neighbourTableOf(state.map);
  const side = sideOfArmy(state, army);
  const enemyAt = new Set<string>();
  const friendAt = new Set<string>();
  for (const other of liveArmies(state)) {
    if (other.id === army.id || other.hex === null) continue;
    (sideOfArmy(state, other) === side ? friendAt : enemyAt).add(other.hex);
  }
  const hexes = state.map.hexes;
  // Per hex index: 1 enterable, 2 a stop (enemy army or enemy settlement: a path may end there only), 0 blocked.
  const kinds = new Map<number, number>();
  const kindOf = (i: number) => {
    let kind = kinds.get(i);
    if (kind === undefined) {
      const key = table.keys[i]!;
      const hex = hexes[key]!;
      if (!isPassable(hex.terrain)) kind = 0;
      else if (enemyAt.has(key) || (hex.settlement && isEnemySettlementAt(state, key, side))) kind = 2;
      else kind = 1;
      kinds.set(i, kind);
    }
    return kind;
  };
  const start = table.indexOf(army.hex);
  const distance = new Map<number, number>([[start, 0]]);
  const parent = new Map<number, number>();
  const stops = new Map<number, number>(); // stop hex → the reached hex it is entered from
  const order = [start];
  for (let head = 0; head < order.length; head++) {
    const current = order[head]!;
    const next = distance.get(current)! + 1;
    if (next > steps) continue;
    for (let d = 0; d < 6; d++) {
      const n = table.neighbours[current * 6 + d]!;
      if (n < 0 || distance.has(n)) continue;
      const kind = kindOf(n);
      // A stop is entered from the first reached neighbour at the smallest distance (BFS order, direction order).
      if (kind === 2 && !stops.has(n)) stops.set(n, current);
      if (kind !== 1) continue;
      distance.set(n, next);
      parent.set(n, current);
      order.push(n);
    }
  }
  const pathOf = (end: number) => {
    const path: HexKey[] = [];
    for (let at: number | undefined = end; at !== undefined; at = parent.get(at)) path.push(table.keys[at]!);
    return path.reverse();
  };
  const moves: { index: number; move: LegalMove }[] = [];
  for (const i of order) {
    const key = table.keys[i]!;
    if (i !== start && !friendAt.has(key))
      moves.push({ index: i, move: { to: key, path: pathOf(i), battle: false } });
  }
  for (const [i, from] of stops) {
    const key = table.keys[i]!;
    const battle = enemyAt.has(key);
    if (friendAt.has(key) || (battle && army.status === 'broken')) continue; // MOVE-9, STATUS-6
    moves.push({ index: i, move: { to: key, path: [...pathOf(from), key], battle } });
  }
  return moves.sort((a, b) => a.index - b.index).map((entry) => entry.move);
}
