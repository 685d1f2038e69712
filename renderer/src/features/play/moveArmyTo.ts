import { legalMoves, validate, type Campaign } from '@shared/rulesets/core';
import { distance, line, parseHexKey, keyOf, type HexKey } from '@shared/hex';
import type { AppThunk } from '../../app/store';
import { issueCommand } from './issueCommand';
import { armyPickedUp, playMessageShown } from './playSlice';

/**
 * Why the army may not end its move on `to` (MOVE-5..10, STATUS-6), with the rule ID first; null if it may. The
 * engine's own validation of the straight path names the rule in most cases; a hex that only a detour could reach
 * (and none does within the allowance) is a MOVE-5 refusal.
 */
export function moveRefusal(campaign: Campaign, armyId: string, to: HexKey): string | null {
  const army = campaign.armies.entities[armyId];
  if (!army || army.hex === null) return `MOVE-1: there is no army ${armyId} on the map.`;
  if (army.moveAllowance === undefined || army.movedThisPhase) {
    const problems = validate(campaign, { type: 'MoveArmy', armyId, path: [army.hex, to] });
    return problems.map((v) => `${v.ruleId}: ${v.message}`).join(' ') || null;
  }
  if (legalMoves(campaign, armyId).some((move) => move.to === to)) return null;
  const straight = line(parseHexKey(army.hex), parseHexKey(to)).map(keyOf);
  const problems = validate(campaign, { type: 'MoveArmy', armyId, path: straight }).filter(
    (v) => v.ruleId !== 'HEX-9',
  );
  // The straight line may fail on a hex a detour avoids; the target's own problem is the one to show first.
  const own = problems.filter((v) => v.message.includes(to));
  const shown = own.length > 0 ? own : problems;
  if (shown.length > 0) return shown.map((v) => `${v.ruleId}: ${v.message}`).join(' ');
  const steps = distance(parseHexKey(army.hex), parseHexKey(to));
  return `MOVE-5: no legal path of at most ${army.moveAllowance} steps reaches ${to} (${steps} away; impassable hexes, enemy armies and enemy settlements block the way, MOVE-6..8).`;
}

/** Drop or click-destination: moves the picked-up army along its legal path, or shows why not and keeps it. */
export function moveArmyTo(armyId: string, to: HexKey): AppThunk<boolean> {
  return (dispatch, getState) => {
    const campaign = getState().document.present.campaign;
    if (!campaign) return false;
    const army = campaign.armies.entities[armyId];
    if (army?.hex === to && army.moveAllowance !== undefined) {
      // MOVE-5: rolling and moving 0 steps is holding.
      const done = dispatch(issueCommand({ type: 'MoveArmy', armyId, path: [to] }));
      if (done) dispatch(armyPickedUp({ armyId: null }));
      return done;
    }
    const move = legalMoves(campaign, armyId).find((m) => m.to === to);
    if (!move) {
      const why = moveRefusal(campaign, armyId, to) ?? `MOVE-5: ${to} cannot be reached.`;
      dispatch(playMessageShown({ kind: 'refusal', text: why }));
      return false;
    }
    const done = dispatch(issueCommand({ type: 'MoveArmy', armyId, path: [...move.path] }));
    if (done) dispatch(armyPickedUp({ armyId: null }));
    return done;
  };
}
