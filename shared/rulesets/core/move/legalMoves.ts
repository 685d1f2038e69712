import type { HexKey, NeighbourTable } from '../../../hex';
import type { ArmyId, Campaign, SideId } from '../model/campaign';
import { hexKindsOf, IMPASSABLE, SETTLED } from '../state/hexKinds';
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
  const search = searchMoves(state, armyId, allowance);
  return search.ends.map((end) => ({ to: end.to, path: search.path(end), battle: end.battle }));
}

/** One end hex of a move search, without its path (MoveSearch.path builds that on demand). */
export interface MoveEnd {
  readonly to: HexKey;
  /** MOVE-7: ending here starts a battle. */
  readonly battle: boolean;
  /** The length of the shortest legal path to it. */
  readonly steps: number;
  /** The hex's index in the neighbour table. */
  readonly index: number;
}

/**
 * legalMoves before its paths are built: the ends in hex order, and the path to one of them (the same path
 * legalMoves lists). The BOT (BOT-3) builds the path of the move it picks only (issue 16 profile: a path per end
 * hex was a visible share of auto-play). `path` reads the search buffers, so it is valid until the next search.
 */
export interface MoveSearch {
  readonly ends: readonly MoveEnd[];
  path(end: MoveEnd): HexKey[];
}

const NO_MOVES: MoveSearch = { ends: [], path: () => [] };

export function searchMoves(state: Campaign, armyId: ArmyId, allowance?: number): MoveSearch {
  const army = getArmy(state, armyId);
  const steps = allowance ?? army?.moveAllowance;
  if (!army || army.hex === null || steps === undefined || steps < 1) return NO_MOVES;
  const table = neighbourTableOf(state.map);
  const scratch = scratchFor(table);
  const visit = ++scratch.visit;
  const side = sideOfArmy(state, army);
  // Armies by hex index, marked for this search only (the stamp makes clearing the buffers unnecessary).
  for (const other of liveArmies(state)) {
    if (other.id === army.id || other.hex === null) continue;
    const i = table.indexOf(other.hex);
    // Bit flags: a battle hex of this phase holds a friend and an enemy at once.
    if (scratch.armyStamp[i] !== visit) scratch.army[i] = 0;
    scratch.armyStamp[i] = visit;
    scratch.army[i] = scratch.army[i]! | (sideOfArmy(state, other) === side ? FRIEND : ENEMY);
  }
  // The per-hex helpers below are module functions, not closures: under tsx (esbuild keepNames) every named
  // closure costs a defineProperty each time legalMoves runs, a visible share of auto-play's time.
  const search: Search = { state, table, scratch, visit, side, hexKinds: hexKindsOf(state.map) };
  const start = table.indexOf(army.hex);
  const { distance, parent, entry } = scratch;
  scratch.distStamp[start] = visit;
  distance[start] = 0;
  parent[start] = -1;
  const order = [start];
  const stops: number[] = [];
  for (let head = 0; head < order.length; head++) {
    const current = order[head]!;
    const next = distance[current]! + 1;
    if (next > steps) continue;
    for (let d = 0; d < 6; d++) {
      const n = table.neighbours[current * 6 + d]!;
      if (n < 0 || scratch.distStamp[n] === visit) continue;
      const kind = kindOf(search, n);
      // A stop is entered from the first reached neighbour at the smallest distance (BFS order, direction order).
      if (kind === STOP && scratch.stopStamp[n] !== visit) {
        scratch.stopStamp[n] = visit;
        entry[n] = current;
        stops.push(n);
      }
      if (kind !== ENTER) continue;
      scratch.distStamp[n] = visit;
      distance[n] = next;
      parent[n] = current;
      order.push(n);
    }
  }
  // The end indices go into a typed buffer: its numeric sort needs no comparator call per comparison (issue 16
  // profile: sorting a plain array of indices was the largest share of the search).
  let count = 0;
  const endIndices = scratch.ends;
  for (const i of order) if (i !== start && !has(search, i, FRIEND)) endIndices[count++] = i;
  for (const i of stops) {
    if (has(search, i, FRIEND) || (has(search, i, ENEMY) && army.status === 'broken')) continue; // MOVE-9, STATUS-6
    endIndices[count++] = i;
  }
  // Hex order (GEN-9): table indices are in hex order.
  const sorted = endIndices.subarray(0, count).sort();
  const found: MoveEnd[] = [];
  for (const i of sorted) {
    const to = table.keys[i]!;
    // A stop is entered from its entry hex; every other end was reached by the search itself.
    if (scratch.distStamp[i] !== visit)
      found.push({ to, battle: has(search, i, ENEMY), steps: distance[entry[i]!]! + 1, index: i });
    else found.push({ to, battle: false, steps: distance[i]!, index: i });
  }
  return { ends: found, path: (end) => pathTo(search, end) };
}

/** The path legalMoves lists for `end` (its search must be the last one run on this map). */
function pathTo({ table, scratch, visit }: Search, end: MoveEnd): HexKey[] {
  if (scratch.visit !== visit) throw new Error('searchMoves: a path asked for after another search');
  const i = end.index;
  if (scratch.distStamp[i] !== visit) return [...pathOf(table, scratch.parent, scratch.entry[i]!), end.to];
  return pathOf(table, scratch.parent, i);
}

/** What one legalMoves call searches with, for the helpers below. */
interface Search {
  readonly state: Campaign;
  readonly table: NeighbourTable;
  readonly scratch: Scratch;
  readonly visit: number;
  readonly side: SideId;
  readonly hexKinds: Int8Array;
}

/** Whether hex `i` holds an army of the kind `flag` (FRIEND or ENEMY) in this search. */
function has({ scratch, visit }: Search, i: number, flag: number): boolean {
  return scratch.armyStamp[i] === visit && (scratch.army[i]! & flag) !== 0;
}

/**
 * Per hex, worked out once per search: ENTER (may be passed), STOP (enemy army or enemy settlement: a path may
 * only end there) or BLOCKED.
 */
function kindOf(search: Search, i: number): number {
  const { state, table, scratch, visit, side } = search;
  if (scratch.kindStamp[i] !== visit) {
    const hexKind = search.hexKinds[i];
    let kind = ENTER;
    if (hexKind === IMPASSABLE) kind = BLOCKED;
    else if (
      has(search, i, ENEMY) ||
      (hexKind === SETTLED && isEnemySettlementAt(state, table.keys[i]!, side))
    )
      kind = STOP;
    scratch.kindStamp[i] = visit;
    scratch.kind[i] = kind;
  }
  return scratch.kind[i]!;
}

/** The path from the search's start to `end`, following the parent links. */
function pathOf(table: NeighbourTable, parent: Int32Array, end: number): HexKey[] {
  const path: HexKey[] = [];
  for (let at = end; at !== -1; at = parent[at]!) path.push(table.keys[at]!);
  return path.reverse();
}

const ENTER = 1;
const STOP = 2;
const BLOCKED = 0;
const FRIEND = 1;
const ENEMY = 2;

/** Reusable search buffers per map (runtime only): a stamp per search replaces clearing them. */
interface Scratch {
  visit: number;
  readonly armyStamp: Int32Array;
  readonly army: Int8Array;
  readonly kindStamp: Int32Array;
  readonly kind: Int8Array;
  readonly distStamp: Int32Array;
  readonly distance: Int32Array;
  readonly parent: Int32Array;
  readonly stopStamp: Int32Array;
  readonly entry: Int32Array;
  /** The end hexes of the current search, in its first `count` places. */
  readonly ends: Int32Array;
}

const scratches = new WeakMap<object, Scratch>();

function scratchFor(table: { readonly keys: readonly unknown[] }): Scratch {
  let scratch = scratches.get(table);
  if (!scratch) {
    const n = table.keys.length;
    scratch = {
      visit: 0,
      armyStamp: new Int32Array(n),
      army: new Int8Array(n),
      kindStamp: new Int32Array(n),
      kind: new Int8Array(n),
      distStamp: new Int32Array(n),
      distance: new Int32Array(n),
      parent: new Int32Array(n),
      stopStamp: new Int32Array(n),
      entry: new Int32Array(n),
      ends: new Int32Array(n),
    };
    scratches.set(table, scratch);
  }
  return scratch;
}
