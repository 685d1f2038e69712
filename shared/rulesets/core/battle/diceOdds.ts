import type { BattleId, BattleResult, Campaign } from '../model/campaign';
import { getBattle } from '../state/selectors';
import { diceModifiers, diceResult } from './diceResult';
import { finalResultOf } from './finalResult';

export interface ResultOdds extends BattleResult {
  /** How many of the 36 equally likely (attacker, defender) rolls give this final result. */
  readonly outcomes: number;
  /** outcomes / 36, exact up to floating point. */
  readonly probability: number;
}

/**
 * The exact chance of each final result if the battle were auto-resolved now: all 36 rolls through DICE-2/3,
 * then LOC-7 and LOC-8 (RESULT-1). Listed most favourable to the attacker first; results with no rolls omitted.
 */
export function diceOdds(state: Campaign, battleId: BattleId): ResultOdds[] {
  const battle = getBattle(state, battleId);
  if (!battle) return [];
  const modifiers = diceModifiers(state, battle);
  const counts = new Map<string, { result: BattleResult; outcomes: number }>();
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      const result = finalResultOf(state, battle, diceResult(a + modifiers.attacker, d + modifiers.defender));
      const key = `${result.winner}:${result.level}`;
      const entry = counts.get(key) ?? { result, outcomes: 0 };
      entry.outcomes++;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ result, outcomes }) => ({ ...result, outcomes, probability: outcomes / 36 }))
    .sort((x, y) => score(y) - score(x));
}

const LEVEL_SCORE = { draw: 0, minor: 1, major: 2, massacre: 3 } as const;

function score(result: BattleResult): number {
  const sign = result.winner === 'attacker' ? 1 : result.winner === 'defender' ? -1 : 0;
  return sign * LEVEL_SCORE[result.level];
}
