import { selectCampaign } from '../../campaign/playSelectors';
import { armiesAt, explainPick, explainPlacement, sideOfArmy, type Campaign } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import type { AppThunk } from '../../app/store';
import type { HexPointerEvent } from '../../canvas';
import { hexHovered, hexSelected } from '../../document/viewSlice';
import { issueCommand } from '../../campaign/issueCommand';
import { moveArmyTo } from './moveArmyTo';
import { formatViolation } from '../../campaign/formatViolation';
import {
  armyPickedUp,
  battleShown,
  dragEnded,
  playMessageShown,
  setupHexPlaced,
} from '../../campaign/playSlice';

const PRIMARY_BUTTON = 0;

/**
 * The campaign's pointer tool as a small state machine (tldraw): idle → army picked up (click) or dragging (press)
 * → dropped. Pressing an army of the side to move picks it up and rolls its D3 (MOVE-2) unless the GM rolls
 * physical dice; releasing over another hex moves it there or shows the rule that forbids it, and the flag goes
 * back. Clicking a highlighted hex while an army is picked up is the click alternative to the drag.
 */
export function campaignPointer(event: HexPointerEvent): AppThunk {
  return (dispatch, getState) => {
    const { view, play } = getState();
    const campaign = selectCampaign(getState());
    const { hex } = event;
    if (event.kind === 'move' || event.kind === 'leave') {
      const hovered = event.kind === 'leave' ? null : hex;
      if (hovered !== view.hoverHex) dispatch(hexHovered(hovered));
      return;
    }
    if (!campaign && play.setupPlacing && event.kind === 'down' && hex) {
      // SETUP-3/SETUP-4 on the map: the click places the fortress or an army if the hex is legal for it.
      const { playerId, what, legal } = play.setupPlacing;
      if (legal.includes(hex)) dispatch(setupHexPlaced({ playerId, what, hex }));
      else
        dispatch(playMessageShown({ kind: 'refusal', text: formatViolation(explainPlacement(what, hex)) }));
      return;
    }
    if (!campaign || play.replayTurn !== null) {
      if (event.kind === 'down' && hex) dispatch(hexSelected(hex));
      return;
    }
    if (event.kind === 'up') {
      if (!play.dragging) return;
      dispatch(dragEnded());
      const armyId = play.selectedArmyId;
      const army = armyId ? campaign.armies.entities[armyId] : undefined;
      // Released where it was pressed: a click, the army stays picked up for a click on its destination.
      if (!army || !hex || hex === army.hex) return;
      dispatch(moveArmyTo(army.id, hex));
      return;
    }
    if (event.button !== PRIMARY_BUTTON || !hex) return;
    dispatch(hexSelected(hex));
    if (campaign.status !== 'running') return;
    if (campaign.turn.awaiting) {
      const armyId = campaign.turn.awaiting.armyId;
      const chosen = dispatch(issueCommand({ type: 'ChooseRetreat', armyId, hex }));
      if (chosen) dispatch(hexSelected(null));
      return;
    }
    if (campaign.turn.phase !== 'MOVE') {
      const battle = campaign.battles.ids
        .map((id) => campaign.battles.entities[id]!)
        .find((b) => b.hex === hex);
      if (battle) dispatch(battleShown(battle.id));
      return;
    }
    const picked = play.selectedArmyId ? campaign.armies.entities[play.selectedArmyId] : undefined;
    const own = movableArmyAt(campaign, hex);
    if (picked && picked.hex !== hex && picked.moveAllowance !== undefined && !picked.movedThisPhase) {
      // Click alternative: an army that has rolled goes to the clicked hex (or is refused there).
      if (!own || own.id === picked.id) {
        dispatch(moveArmyTo(picked.id, hex));
        return;
      }
    }
    if (!own) {
      const other = armiesAt(campaign, hex)[0];
      if (other) {
        dispatch(armyPickedUp({ armyId: null }));
        // MOVE-1 or TURN-2, in the engine's words.
        const why = explainPick(campaign, other);
        if (why) dispatch(playMessageShown({ kind: 'refusal', text: formatViolation(why) }));
      } else if (picked && picked.moveAllowance === undefined) dispatch(armyPickedUp({ armyId: null }));
      return;
    }
    dispatch(pickUpArmy(own.id, true));
  };
}

/** An army of the active side on `hex` that may still act this phase (MOVE-1). */
function movableArmyAt(campaign: Campaign, hex: HexKey) {
  return armiesAt(campaign, hex).find(
    (army) => sideOfArmy(campaign, army) === campaign.turn.activeSideId && !army.movedThisPhase,
  );
}

/**
 * MOVE-1, MOVE-2: picking up an army activates it: the app rolls its D3 unless the GM rolls physical dice (then
 * the army panel asks for the roll before anything is highlighted). A refused roll (another army must finish
 * first) is shown and nothing is picked up.
 */
export function pickUpArmy(armyId: string, dragging: boolean): AppThunk<boolean> {
  return (dispatch, getState) => {
    const campaign = selectCampaign(getState());
    const army = campaign?.armies.entities[armyId];
    if (!campaign || !army) return false;
    if (army.moveAllowance === undefined && !getState().play.physicalDice) {
      if (!dispatch(issueCommand({ type: 'RollMove', armyId }))) return false;
    }
    dispatch(armyPickedUp({ armyId, dragging }));
    return true;
  };
}
