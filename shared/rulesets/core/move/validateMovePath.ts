import { hexPhrase as name, isAdjacent, isHexKey, parseHexKey, type HexKey } from '../../../hex';
import { isPassable } from '../../../map';
import type { Army, Campaign } from '../model/campaign';
import { violation, type RuleViolation } from '../model/violation';
import { enemyArmiesAt, friendlyArmiesAt, getHex, isEnemySettlementAt, sideOfArmy } from '../state/selectors';

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
  if (!Array.isArray(path) || path.length === 0 || !path.every((h) => typeof h === 'string' && isHexKey(h))) {
    return [violation('HEX-9', "A path is a non-empty list of hexes starting with the army's hex.")];
  }
  const hexes = path as HexKey[];
  if (hexes[0] !== army.hex) {
    return [
      violation('HEX-9', `The path must start at the army's hex ${name(army.hex)}, not ${name(hexes[0])}.`),
    ];
  }
  for (let i = 1; i < hexes.length; i++) {
    if (!isAdjacent(parseHexKey(hexes[i - 1]!), parseHexKey(hexes[i]!))) {
      return [violation('HEX-9', `Steps ${name(hexes[i - 1])} → ${name(hexes[i])} are not adjacent hexes.`)];
    }
  }
  const problems: RuleViolation[] = [];
  const steps = hexes.length - 1;
  if (steps > allowance) {
    problems.push(violation('MOVE-5', `The path has ${steps} steps but the move allowance is ${allowance}.`));
  }
  const side = sideOfArmy(state, army);
  for (let i = 1; i < hexes.length; i++) {
    const key = hexes[i]!;
    const last = i === steps;
    const hex = getHex(state, key);
    if (!hex) {
      problems.push(violation('MOVE-6', `${name(key)} is off the map (HEX-8).`));
      break;
    }
    if (!isPassable(hex.terrain)) {
      problems.push(violation('MOVE-6', `${name(key)} is ${hex.terrain}, which is impassable (HEX-6).`));
      break;
    }
    const enemies = enemyArmiesAt(state, key, side);
    if (enemies.length > 0 && !last) {
      problems.push(violation('MOVE-7', `The path passes through ${name(key)}, which holds an enemy army.`));
      break;
    }
    if (enemies.length > 0 && army.status === 'broken') {
      problems.push(
        violation(
          'STATUS-6',
          `A broken army may not enter ${name(key)}, which holds an enemy army (MOVE-7).`,
        ),
      );
    }
    if (!last && isEnemySettlementAt(state, key, side)) {
      problems.push(
        violation('MOVE-8', `The path passes through ${name(key)}, an enemy-controlled settlement.`),
      );
      break;
    }
    if (last && friendlyArmiesAt(state, key, side, army.id).length > 0) {
      problems.push(
        violation('MOVE-9', `The move may not end on ${name(key)}, which holds another friendly army.`),
      );
    }
  }
  return problems;
}
