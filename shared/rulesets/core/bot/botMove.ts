import type { HexKey } from '../../../hex';
import type { SettlementType } from '../../../map';
import type { Army, ArmyId, Campaign, SideId } from '../model/campaign';
import { searchMoves, type MoveEnd, type MoveSearch } from '../move/legalMoves';
import { neighbourTableOf } from '../state/neighbourTableOf';
import {
  getArmy,
  getHex,
  liveArmies,
  settlementRelation,
  sideOfArmy,
  type Relation,
} from '../state/selectors';
import { settlementKeys } from '../state/settlementKeys';
import { hexKindsOf, SETTLED } from '../state/hexKinds';
import { pathDistanceField } from '../state/pathDistanceField';

const STATUS_PREFERENCE = { broken: 0, shaken: 1, fresh: 2 } as const;
/** BOT-3 steps 3 and 4: fortress > city > town > village (lower first). */
const SETTLEMENT_PRIORITY: Record<SettlementType, number> = { fortress: 0, city: 1, town: 2, village: 3 };

/**
 * The first of `items` in the order `before` (negative: a comes first). The orders here are strict (every move has
 * its own end hex), so this is the head of the sorted list; a scan instead of a sort compares, and so parses hex
 * keys, far less often.
 */
function first<T>(items: readonly T[], before: (a: T, b: T) => number): T | undefined {
  let pick: T | undefined;
  for (const item of items) if (pick === undefined || before(item, pick) < 0) pick = item;
  return pick;
}

/**
 * GEN-9 hex order of two move ends: the neighbour table lists hexes in hex order, so their indices compare as
 * compareHexes would, without parsing two keys per comparison.
 */
const hexOrder = (a: MoveEnd, b: MoveEnd) => a.index - b.index;

/**
 * The first of the moves `accept` lets through, under `key` (lower is better), then the shortest path, then hex
 * order (BOT-3). Both read a move by its position in `moves`, so per-move facts are worked out once.
 */
function bestOf(
  moves: readonly MoveEnd[],
  accept: (i: number) => boolean,
  key: (i: number) => number = () => 0,
): MoveEnd | undefined {
  let pick = -1;
  for (let i = 0; i < moves.length; i++) {
    if (!accept(i)) continue;
    if (
      pick >= 0 &&
      (key(i) - key(pick) || moves[i]!.steps - moves[pick]!.steps || hexOrder(moves[i]!, moves[pick]!)) >= 0
    )
      continue;
    pick = i;
  }
  return pick < 0 ? undefined : moves[pick];
}

/** Hexes of settlements in the given relation to `side`, optionally of one settlement type only. */
function settlementHexes(
  state: Campaign,
  side: SideId,
  relation: 'friendly' | 'enemy',
  type?: SettlementType,
) {
  return settlementKeys(state.map).filter((key) => {
    const settlement = state.map.hexes[key]!.settlement!;
    return (!type || settlement.type === type) && settlementRelation(state, settlement, side) === relation;
  });
}

/** The reachable hex that comes nearest to `targets` (path distance), or the hold path if none gets closer. */
function approach(state: Campaign, army: Army, search: MoveSearch, targets: HexKey[]): HexKey[] {
  const hold = [army.hex!];
  if (targets.length === 0) return hold;
  const table = neighbourTableOf(state.map);
  const field = pathDistanceField(state.map, targets);
  const far = (index: number) => {
    const d = field[index]!;
    return d < 0 ? Number.MAX_SAFE_INTEGER : d;
  };
  const here = far(table.indexOf(army.hex!));
  const candidates = search.ends.filter((move) => !move.battle && far(move.index) < here);
  // BOT-3 step 1 and 5: distance first, then hex order (path length breaks no tie the rule names).
  const pick = first(candidates, (a, b) => far(a.index) - far(b.index) || hexOrder(a, b));
  return pick ? search.path(pick) : hold;
}

// The helpers below take the state instead of being closures inside botMovePath: under tsx (esbuild keepNames)
// every named closure costs a defineProperty per call, a visible share of auto-play's time.

/** How `side` sees the settlement at `key`, undefined without one (SETUP-7). */
function relationAt(state: Campaign, side: SideId, key: HexKey): Relation | undefined {
  const settlement = getHex(state, key)?.settlement;
  return settlement ? settlementRelation(state, settlement, side) : undefined;
}

/**
 * BOT-3 for the army that has just rolled (one army at a time, id order): the path it moves along, `[hex]` to
 * hold in place. 1 broken: to the nearest friendly settlement (its own hex counts: holding there rallies it,
 * STATUS-5), else towards one. 2 attack a reachable enemy army (broken, shaken, fresh first). 3 capture an empty
 * enemy settlement, 4 claim a neutral one (fortress > city > town > village). 5 march on the enemy fortresses.
 */
export function botMovePath(state: Campaign, armyId: ArmyId): HexKey[] {
  const army = getArmy(state, armyId)!;
  const side = sideOfArmy(state, army);
  // Paths are built for the chosen move only (MoveSearch): the ends carry what the choice reads. Each end's
  // settlement and its relation are looked up once, not once per filter and comparison.
  const search = searchMoves(state, armyId);
  const moves = search.ends;
  // Only an end the hex kinds mark SETTLED is looked up in the hexes record (a string-keyed lookup per end was the
  // largest single cost of this choice, issue 16 profile); every other end has no settlement.
  const kinds = hexKindsOf(state.map);
  const settlements = moves.map((move) =>
    kinds[move.index] === SETTLED ? state.map.hexes[move.to]!.settlement : undefined,
  );
  const relation = settlements.map((s) => (s ? settlementRelation(state, s, side) : undefined));
  const priority = (i: number) => SETTLEMENT_PRIORITY[settlements[i]!.type];
  if (army.status === 'broken') {
    if (relationAt(state, side, army.hex!) === 'friendly') return [army.hex!];
    const home = bestOf(moves, (i) => !moves[i]!.battle && relation[i] === 'friendly');
    if (home) return search.path(home);
    return approach(state, army, search, settlementHexes(state, side, 'friendly'));
  }
  const enemyAt = new Map<HexKey, Army>();
  for (const other of liveArmies(state))
    if (sideOfArmy(state, other) !== side) enemyAt.set(other.hex!, other);
  const attack = bestOf(
    moves,
    (i) => moves[i]!.battle,
    (i) => STATUS_PREFERENCE[enemyAt.get(moves[i]!.to)!.status],
  );
  if (attack) return search.path(attack);
  const capture = bestOf(moves, (i) => !moves[i]!.battle && relation[i] === 'enemy', priority);
  if (capture) return search.path(capture);
  // BOT-3 step 4 Decision: with neutral claims switched off (CAPT-2 setting) there is nothing to claim.
  if (state.settings.core.neutralSettlementsCapturable) {
    const claim = bestOf(moves, (i) => relation[i] === 'neutral', priority);
    if (claim) return search.path(claim);
  }
  return approach(state, army, search, settlementHexes(state, side, 'enemy', 'fortress'));
}
