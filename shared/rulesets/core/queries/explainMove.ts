import { distance, hexPhrase, keyOf, line, parseHexKey, type HexKey } from '../../../hex';
import { GM_VIEWER, type Viewer } from '../../../kernel/viewer';
import type { Campaign } from '../model/campaign';
import { violation, type RuleViolation } from '../model/violation';
import { legalMoves } from '../move/legalMoves';
import { validate } from '../validate';

/**
 * Why the army may not end its move on `to` (MOVE-5..10, STATUS-6); empty when it may. The engine's own validation
 * of the straight path names the rule in most cases; a hex that only a detour could reach (and none does within
 * the allowance) is a MOVE-5 refusal. Core has no hidden pieces, so every viewer gets the same answer.
 */
export function explainMove(
  state: Campaign,
  armyId: string,
  to: HexKey,
  _viewer: Viewer = GM_VIEWER,
): readonly RuleViolation[] {
  const army = state.armies.entities[armyId];
  if (!army || army.hex === null) return [violation('MOVE-1', `that army is not on the map.`)];
  if (army.moveAllowance === undefined || army.movedThisPhase)
    return validate(state, { type: 'MoveArmy', armyId, path: [army.hex, to] });
  if (legalMoves(state, armyId).some((move) => move.to === to)) return [];
  const straight = line(parseHexKey(army.hex), parseHexKey(to)).map(keyOf);
  const problems = validate(state, { type: 'MoveArmy', armyId, path: straight }).filter(
    (v) => v.ruleId !== 'HEX-9',
  );
  // The straight line may fail on a hex a detour avoids; the target's own problem is the one to show first.
  const own = problems.filter((v) => v.message.includes(hexPhrase(to)));
  const shown = own.length > 0 ? own : problems;
  if (shown.length > 0) return shown;
  const steps = distance(parseHexKey(army.hex), parseHexKey(to));
  return [
    violation(
      'MOVE-5',
      `no legal path of at most ${army.moveAllowance} ${army.moveAllowance === 1 ? 'step' : 'steps'} reaches ${hexPhrase(to)} (${steps} away; impassable hexes, enemy armies and enemy settlements block the way, MOVE-6..8).`,
    ),
  ];
}
