import { hexPhrase as name, isAdjacent, isHexKey, parseHexKey, type HexKey } from '../../../hex';
import { isPassable } from '../../../map';
import { t } from '../../../i18n';
import type { Army, Campaign } from '../model/campaign';
import { violation, type RuleViolation } from '../model/violation';
import { enemyArmiesAt, friendlyArmiesAt, getHex, isEnemySettlementAt, sideOfArmy } from '../state/selectors';

/** A problem of a path, with the hex it is about (null: the whole path), so a caller can pick a hex's own problem. */
export interface PathProblem {
  readonly violation: RuleViolation;
  readonly hex: HexKey | null;
}

/**
 * HEX-9, MOVE-5..10: whether `path` is a legal regular move for `army` with `allowance` steps. Every problem found
 * is returned; a malformed path (not hex keys, wrong start, gaps) stops the check early.
 */
export function validateMovePath(
  state: Campaign,
  army: Army,
  path: unknown,
  allowance: number,
): RuleViolation[] {
  const problems = movePathProblems(state, army, path, allowance);
  return problems.length === 0 ? NONE : problems.map((p) => p.violation);
}

const NONE: RuleViolation[] = [];

/** validateMovePath's problems, each with the hex it names (explainMove shows the target's own problem first). */
export function movePathProblems(
  state: Campaign,
  army: Army,
  path: unknown,
  allowance: number,
): PathProblem[] {
  if (!Array.isArray(path) || path.length === 0 || !path.every((h) => typeof h === 'string' && isHexKey(h))) {
    return [{ violation: violation('HEX-9', t('coreRules:move.pathShape')), hex: null }];
  }
  const hexes = path as HexKey[];
  if (hexes[0] !== army.hex) {
    const vars = { start: name(army.hex), given: name(hexes[0]) };
    return [{ violation: violation('HEX-9', t('coreRules:move.pathStart', vars)), hex: null }];
  }
  for (let i = 1; i < hexes.length; i++) {
    if (!isAdjacent(parseHexKey(hexes[i - 1]!), parseHexKey(hexes[i]!))) {
      const from = name(hexes[i - 1]);
      return [
        {
          violation: violation('HEX-9', t('coreRules:move.pathGap', { from, to: name(hexes[i]) })),
          hex: null,
        },
      ];
    }
  }
  const problems: PathProblem[] = [];
  const steps = hexes.length - 1;
  if (steps > allowance) {
    problems.push({
      violation: violation('MOVE-5', t('coreRules:move.tooFar', { count: steps, allowance })),
      hex: null,
    });
  }
  const side = sideOfArmy(state, army);
  for (let i = 1; i < hexes.length; i++) {
    const key = hexes[i]!;
    const last = i === steps;
    const hex = getHex(state, key);
    if (!hex) {
      problems.push({
        violation: violation('MOVE-6', t('coreRules:move.offMap', { hex: name(key) })),
        hex: key,
      });
      break;
    }
    if (!isPassable(hex.terrain)) {
      const terrain = t(`map:terrain.${hex.terrain}`);
      problems.push({
        violation: violation('MOVE-6', t('coreRules:move.impassable', { hex: name(key), terrain })),
        hex: key,
      });
      break;
    }
    const enemies = enemyArmiesAt(state, key, side);
    if (enemies.length > 0 && !last) {
      problems.push({
        violation: violation('MOVE-7', t('coreRules:move.throughEnemyArmy', { hex: name(key) })),
        hex: key,
      });
      break;
    }
    if (enemies.length > 0 && army.status === 'broken') {
      problems.push({
        violation: violation('STATUS-6', t('coreRules:move.brokenAttacks', { hex: name(key) })),
        hex: key,
      });
    }
    if (!last && isEnemySettlementAt(state, key, side)) {
      problems.push({
        violation: violation('MOVE-8', t('coreRules:move.throughEnemySettlement', { hex: name(key) })),
        hex: key,
      });
      break;
    }
    if (last && friendlyArmiesAt(state, key, side, army.id).length > 0) {
      problems.push({
        violation: violation('MOVE-9', t('coreRules:move.endOnFriend', { hex: name(key) })),
        hex: key,
      });
    }
  }
  return problems;
}
