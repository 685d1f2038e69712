import { parseHexKey, type HexKey } from '../../hex';
import type { SettlementType } from '../../map';
import type { Army, ArmyId, Campaign, SideId } from '../model/campaign';
import { legalMoves, type LegalMove } from '../move/legalMoves';
import { neighbourTableOf } from '../state/neighbourTableOf';
import { getArmy, getHex, liveArmies, settlementRelation, sideOfArmy } from '../state/selectors';
import { settlementKeys } from '../state/settlementKeys';
import { pathDistanceField } from '../state/pathDistanceField';

const STATUS_PREFERENCE = { broken: 0, shaken: 1, fresh: 2 } as const;
const SETTLEMENT_PRIORITY: Record<SettlementType, number> = { fortress: 0, city: 1, town: 2, village: 3 };

/** GEN-9 hex order: ascending q, then ascending r. */
export function compareHexes(a: HexKey, b: HexKey): number {
  const p = parseHexKey(a);
  const q = parseHexKey(b);
  return p.q - q.q || p.r - q.r;
}

const steps = (move: LegalMove) => move.path.length - 1;

/** The first of `moves` under `key` (lower is better), then the shortest path, then hex order (BOT-3). */
function best(moves: LegalMove[], key: (move: LegalMove) => number = () => 0): LegalMove | undefined {
  return [...moves].sort((a, b) => key(a) - key(b) || steps(a) - steps(b) || compareHexes(a.to, b.to))[0];
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
function approach(state: Campaign, army: Army, moves: LegalMove[], targets: HexKey[]): HexKey[] {
  const hold = [army.hex!];
  if (targets.length === 0) return hold;
  const table = neighbourTableOf(state.map);
  const field = pathDistanceField(state.map, targets);
  const far = (key: HexKey) => {
    const d = field[table.indexOf(key)]!;
    return d < 0 ? Number.MAX_SAFE_INTEGER : d;
  };
  const here = far(army.hex!);
  const candidates = moves.filter((move) => !move.battle && far(move.to) < here);
  // BOT-3 step 1 and 5: distance first, then hex order (path length breaks no tie the rule names).
  const pick = [...candidates].sort((a, b) => far(a.to) - far(b.to) || compareHexes(a.to, b.to))[0];
  return pick ? [...pick.path] : hold;
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
  const moves = legalMoves(state, armyId);
  const relationAt = (key: HexKey) => {
    const settlement = getHex(state, key)?.settlement;
    return settlement ? settlementRelation(state, settlement, side) : undefined;
  };
  if (army.status === 'broken') {
    if (relationAt(army.hex!) === 'friendly') return [army.hex!];
    const home = best(moves.filter((move) => !move.battle && relationAt(move.to) === 'friendly'));
    if (home) return [...home.path];
    return approach(state, army, moves, settlementHexes(state, side, 'friendly'));
  }
  const enemyAt = new Map<HexKey, Army>();
  for (const other of liveArmies(state))
    if (sideOfArmy(state, other) !== side) enemyAt.set(other.hex!, other);
  const attack = best(
    moves.filter((move) => move.battle),
    (move) => STATUS_PREFERENCE[enemyAt.get(move.to)!.status],
  );
  if (attack) return [...attack.path];
  const priority = (move: LegalMove) => SETTLEMENT_PRIORITY[getHex(state, move.to)!.settlement!.type];
  const capture = best(
    moves.filter((move) => !move.battle && relationAt(move.to) === 'enemy'),
    priority,
  );
  if (capture) return [...capture.path];
  // BOT-3 step 4 Decision: with neutral claims switched off (CAPT-2 setting) there is nothing to claim.
  if (state.settings.core.neutralSettlementsCapturable) {
    const claim = best(
      moves.filter((move) => relationAt(move.to) === 'neutral'),
      priority,
    );
    if (claim) return [...claim.path];
  }
  return approach(state, army, moves, settlementHexes(state, side, 'enemy', 'fortress'));
}
