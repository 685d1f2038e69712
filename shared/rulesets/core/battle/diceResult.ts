import type { Army, Battle, BattleResult, Campaign, Level } from '../model/campaign';
import { getArmy, getHex } from '../state/selectors';

/** DICE-2 Decision: the status penalties do not add up: −2 if broken, else −1 if shaken, else 0. */
export const STATUS_MODIFIER = { fresh: 0, shaken: -1, broken: -2 } as const satisfies Record<
  Army['status'],
  number
>;

/**
 * DICE-2: −1 to the attacker when the battle hex holds a special location (LOC-1): any settlement, hills
 * (LOC-6), a river (LOC-9) or a bridge (LOC-8).
 */
export function hasSpecialLocation(state: Campaign, battle: Battle): boolean {
  const hex = getHex(state, battle.hex);
  return Boolean(hex && (hex.settlement || hex.terrain === 'hills' || hex.river || hex.bridge));
}

/** DICE-2: the modifier each side adds to its D6. */
export function diceModifiers(state: Campaign, battle: Battle): { attacker: number; defender: number } {
  const attacker = getArmy(state, battle.attacker.armyId)!;
  const defender = getArmy(state, battle.defender.armyId)!;
  return {
    attacker: STATUS_MODIFIER[attacker.status] - (hasSpecialLocation(state, battle) ? 1 : 0),
    defender: STATUS_MODIFIER[defender.status],
  };
}

/** DICE-3: diff 0–1 draw, 2 minor, 3 major, 4 and more massacre (Decision) for the higher total. */
export function diceResult(attackerTotal: number, defenderTotal: number): BattleResult {
  const diff = Math.abs(attackerTotal - defenderTotal);
  if (diff <= 1) return { winner: null, level: 'draw' };
  const level: Level = diff === 2 ? 'minor' : diff === 3 ? 'major' : 'massacre';
  return { winner: attackerTotal > defenderTotal ? 'attacker' : 'defender', level };
}
