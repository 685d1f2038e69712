import { breadthFirst, pathTo, type HexKey } from '../../hex';
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
  const passable = (i: number) => isPassable(state.map.hexes[table.keys[i]!]!.terrain);
  const stopsHere = (i: number) =>
    enemyAt.has(table.keys[i]!) || isEnemySettlementAt(state, table.keys[i]!, side);
  const start = table.indexOf(army.hex);
  const search = breadthFirst(table, [start], (i) => passable(i) && !stopsHere(i), steps);
  const moves: LegalMove[] = [];
  for (let i = 0; i < table.keys.length; i++) {
    const key = table.keys[i]!;
    if (i === start || friendAt.has(key)) continue;
    if (search.distance[i]! > 0) {
      moves.push({ to: key, path: pathTo(search, i).map((j) => table.keys[j]!), battle: false });
      continue;
    }
    if (!passable(i) || !stopsHere(i)) continue;
    const battle = enemyAt.has(key);
    if (battle && army.status === 'broken') continue; // STATUS-6
    const from = nearestReachedNeighbour(table.neighbours, search.distance, i, steps);
    if (from >= 0)
      moves.push({ to: key, path: [...pathTo(search, from).map((j) => table.keys[j]!), key], battle });
  }
  return moves;
}

function nearestReachedNeighbour(
  neighbours: Int32Array,
  distance: Int32Array,
  i: number,
  steps: number,
): number {
  let best = -1;
  for (let d = 0; d < 6; d++) {
    const n = neighbours[i * 6 + d]!;
    if (n < 0 || distance[n]! < 0 || distance[n]! > steps - 1) continue;
    if (best < 0 || distance[n]! < distance[best]!) best = n;
  }
  return best;
}
