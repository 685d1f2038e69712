import { distance, hexPhrase, keyOf, line, parseHexKey, type HexKey } from '../../../hex';
import { GM_VIEWER, type Viewer } from '../../../kernel/viewer';
import type { Campaign } from '../model/campaign';
import { violation, type RuleViolation } from '../model/violation';
import { legalMoves } from '../move/legalMoves';
import { validate } from '../validate';
import { movePathProblems } from '../move/validateMovePath';
import { t } from '../../../i18n';

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
  if (!army || army.hex === null) return [violation('MOVE-1', t('coreRules:explain.notOnMap'))];
  if (army.moveAllowance === undefined || army.movedThisPhase)
    return validate(state, { type: 'MoveArmy', armyId, path: [army.hex, to] });
  if (legalMoves(state, armyId).some((move) => move.to === to)) return [];
  // Whatever refuses the army a move at all (phase, turn, activation) comes first: a 0-step path checks only that.
  const refused = validate(state, { type: 'MoveArmy', armyId, path: [army.hex] });
  if (refused.length > 0) return refused;
  const straight = line(parseHexKey(army.hex), parseHexKey(to)).map(keyOf);
  const problems = movePathProblems(state, army, straight, army.moveAllowance).filter(
    (p) => p.violation.ruleId !== 'HEX-9',
  );
  // The straight line may fail on a hex a detour avoids; the target's own problem is the one to show first.
  const own = problems.filter((p) => p.hex === to);
  const shown = (own.length > 0 ? own : problems).map((p) => p.violation);
  if (shown.length > 0) return shown;
  const steps = distance(parseHexKey(army.hex), parseHexKey(to));
  return [
    violation(
      'MOVE-5',
      t('coreRules:explain.noPath', { count: army.moveAllowance, hex: hexPhrase(to), distance: steps }),
    ),
  ];
}
