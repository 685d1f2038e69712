import { selectCampaign } from '../../campaign/playSelectors';
import { explainMove, legalMoves, type Campaign } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import { formatViolations } from '../../campaign/formatViolation';
import type { AppThunk } from '../../app/store';
import { issueCommand } from '../../campaign/issueCommand';
import { armyPickedUp, playMessageShown } from '../../campaign/playSlice';

/** Why the army may not end its move on `to`, as the engine's query explains it (rule ID first); null if it may. */
export function moveRefusal(campaign: Campaign, armyId: string, to: HexKey): string | null {
  return formatViolations(explainMove(campaign, armyId, to)) || null;
}

/** Drop or click-destination: moves the picked-up army along its legal path, or shows why not and keeps it. */
export function moveArmyTo(armyId: string, to: HexKey): AppThunk<boolean> {
  return (dispatch, getState) => {
    const campaign = selectCampaign(getState());
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
      // explainMove answers for every hex legalMoves leaves out (MOVE-5..10, STATUS-6).
      const why = moveRefusal(campaign, armyId, to);
      if (why) dispatch(playMessageShown({ kind: 'refusal', text: why }));
      return false;
    }
    const done = dispatch(issueCommand({ type: 'MoveArmy', armyId, path: [...move.path] }));
    if (done) dispatch(armyPickedUp({ armyId: null }));
    return done;
  };
}
