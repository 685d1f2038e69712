import type { Viewer } from '../kernel';
import type { ArmyId, Campaign, EngineEvent, SideId } from '../rulesets/core';

/**
 * What a side may see in core mode (the per-side debrief, issue 17), until shared/rulesets/core offers its own
 * viewer queries. Decision, following the handout "fog" of issue 6 §5 (printedArmies): settlements and their
 * control are public; a side sees all of its own armies, Lords, moves and rolls, and of the enemy only what
 * happened in battles against it (every core battle has one army of each side): the battle, its result, the enemy
 * army's retreat (not where to), status change, destruction and Lord. Enemy moves, holds, rolls, rallies, Lord
 * reassignments and retreat choices stay hidden. The GM sees everything.
 */
export function canSeeEvent(campaign: Campaign, event: EngineEvent, viewer: Viewer): boolean {
  if (viewer.kind === 'gm') return true;
  const own = (armyId: ArmyId) => sideOfArmy(campaign, armyId) === viewer.id;
  const p = event.payload as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'DiceRolled':
      return typeof p.actor === 'string' && (p.actor === viewer.id || own(p.actor));
    case 'MoveAllowanceRolled':
    case 'ArmyMoved':
    case 'ArmyHeld':
    case 'ArmyRallied':
    case 'RetreatChoiceRequested':
    case 'LordAssigned':
      return own(event.payload.armyId);
    case 'ArmyStatusChanged':
      // A status change that follows a battle is known to the winner; recovering at END_TURN (STATUS-2) is not.
      return own(event.payload.armyId) || event.phase === 'RESULTS';
    default:
      return true;
  }
}

/** The log as `viewer` may read it. */
export function visibleEvents(
  campaign: Campaign,
  events: readonly EngineEvent[],
  viewer: Viewer,
): EngineEvent[] {
  return viewer.kind === 'gm' ? [...events] : events.filter((event) => canSeeEvent(campaign, event, viewer));
}

/** Whether `viewer` may know where the army stands (its own armies only, or the GM). */
export function canSeeWhere(campaign: Campaign, armyId: ArmyId, viewer: Viewer): boolean {
  return viewer.kind === 'gm' || sideOfArmy(campaign, armyId) === viewer.id;
}

export function sideOfArmy(campaign: Campaign, armyId: ArmyId): SideId | undefined {
  const owner = campaign.armies.entities[armyId]?.ownerId;
  return campaign.players.find((player) => player.id === owner)?.sideId;
}
