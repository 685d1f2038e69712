import {
  cw,
  ccw,
  dirFrom,
  hexKey,
  keyOf,
  neighbor,
  opposite,
  parseHexKey,
  type Direction,
  type HexKey,
} from '../../../hex';
import { isPassable } from '../../../map';
import type { Army, Battle, Campaign } from '../model/campaign';
import type { RetreatOption } from '../model/events';
import { enemyArmiesAt, friendlyArmiesAt, getHex, isEnemySettlementAt, sideOfArmy } from '../state/selectors';

/** RETREAT-2: straight, clockwise, counter-clockwise from a direction (the BOT-2 preference order). */
export function fan(from: HexKey, direction: Direction): HexKey[] {
  const at = parseHexKey(from);
  return [direction, cw(direction), ccw(direction)].map((d) => keyOf(neighbor(at, d)));
}

type Blocker = 'offMap' | 'impassable' | 'enemyArmy' | 'enemySettlement' | 'friendlyArmy' | 'battleHex';

/** RETREAT-3: why `hex` is not a legal destination for `army` retreating from battle hex B; [] when legal. */
export function retreatBlockers(state: Campaign, army: Army, battleHex: HexKey, hex: HexKey): Blocker[] {
  const found = getHex(state, hex);
  if (!found) return ['offMap'];
  const side = sideOfArmy(state, army);
  const blockers: Blocker[] = [];
  if (!isPassable(found.terrain)) blockers.push('impassable');
  if (enemyArmiesAt(state, hex, side).length > 0) blockers.push('enemyArmy');
  if (isEnemySettlementAt(state, hex, side)) blockers.push('enemySettlement');
  if (friendlyArmiesAt(state, hex, side, army.id).length > 0) blockers.push('friendlyArmy');
  if (hex === battleHex) blockers.push('battleHex');
  return blockers;
}

export interface RetreatSearch {
  /** RETREAT-2 candidates in preference order (they may be off the map). */
  readonly candidates: readonly HexKey[];
  /** RETREAT-4 legal candidates, or else the RETREAT-5 (pass-through, destination) pairs, in BOT-2 order. */
  readonly options: readonly RetreatOption[];
}

/**
 * RETREAT-2..5 for the loser of `battle` (a losing attacker, or an attacker falling back from a draw: RESULT-2).
 * The attacker's fan points along entryDir, the defender's along its opposite. Only when no candidate is legal may
 * the army cross exactly one friendly-occupied candidate F to one of the three hexes beyond it (RETREAT-5).
 */
export function retreatOptions(state: Campaign, battle: Battle, army: Army): RetreatSearch {
  const isAttacker = army.id === battle.attacker.armyId;
  const direction = isAttacker ? battle.entryDir : opposite(battle.entryDir);
  const candidates = fan(battle.hex, direction);
  const legal = (hex: HexKey) => retreatBlockers(state, army, battle.hex, hex).length === 0;
  const direct = candidates.filter(legal).map((to) => ({ to }));
  if (direct.length > 0) return { candidates, options: direct };
  const options: RetreatOption[] = [];
  const battleAt = parseHexKey(battle.hex);
  for (const via of candidates) {
    const blockers = retreatBlockers(state, army, battle.hex, via);
    if (blockers.length !== 1 || blockers[0] !== 'friendlyArmy') continue;
    const viaAt = parseHexKey(via);
    const onward = dirFrom(battleAt, viaAt)!;
    for (const to of fan(hexKey(viaAt.q, viaAt.r), onward)) if (legal(to)) options.push({ to, via });
  }
  return { candidates, options };
}
