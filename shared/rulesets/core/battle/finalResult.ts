import type { Battle, BattleResult, Campaign, Level } from '../model/campaign';
import type { RuleId } from '../rules';
import { getHex } from '../state/selectors';

export interface ResultAdjustment {
  readonly from: Level;
  readonly to: Level;
  readonly winner: BattleResult['winner'];
  readonly ruleId: RuleId;
}

/** LOC-8: one level more severe for a losing attacker; a massacre stays a massacre. */
const MORE_SEVERE = {
  draw: 'draw',
  minor: 'major',
  major: 'massacre',
  massacre: 'massacre',
} as const satisfies Record<Level, Level>;

/**
 * RESULT-1: final = raw → LOC-7 (fortress siege mapping) → LOC-8 (bridge). Each change is one adjustment.
 * LOC-7 Decision: a draw stays; any attacker win becomes a massacre; any defender win becomes a minor victory.
 * LOC-8 Decision: applied after LOC-7, so a fortress on a bridge turns a defender win into a major victory.
 */
export function resultAdjustments(state: Campaign, battle: Battle, raw: BattleResult): ResultAdjustment[] {
  const adjustments: ResultAdjustment[] = [];
  let level = raw.level;
  if (battle.kind === 'fortressSiege' && raw.winner !== null) {
    const to: Level = raw.winner === 'attacker' ? 'massacre' : 'minor';
    if (to !== level) adjustments.push({ from: level, to, winner: raw.winner, ruleId: 'LOC-7' });
    level = to;
  }
  if (getHex(state, battle.hex)?.bridge && raw.winner === 'defender') {
    const to = MORE_SEVERE[level];
    if (to !== level) adjustments.push({ from: level, to, winner: raw.winner, ruleId: 'LOC-8' });
  }
  return adjustments;
}

/** RESULT-1: the final result a raw result turns into. */
export function finalResultOf(state: Campaign, battle: Battle, raw: BattleResult): BattleResult {
  const last = resultAdjustments(state, battle, raw).at(-1);
  return last ? { winner: last.winner, level: last.to } : raw;
}
