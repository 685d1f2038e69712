import type { Army, Campaign, SideId } from '../rulesets/core';

/** An army as a printed map shows it: where, whose, and in what state. */
export interface PrintedArmy {
  readonly id: string;
  readonly hex: string;
  readonly ownerId: string;
  readonly sideId: SideId;
  /** Index of the owner's side in `campaign.sides`, for a greyscale-safe flag pattern. */
  readonly sideIndex: number;
  readonly color: string;
  readonly status: Army['status'];
  /** LORD-1: an active Lord travels with the army. */
  readonly hasLord: boolean;
}

/**
 * The armies on a printed map: every army on the map, or for a side's handout (issue 6 §5, "fog") only that side's
 * own armies. Settlements and control are public knowledge and are never hidden. Destroyed armies (hex null) are
 * left out.
 */
export function printedArmies(campaign: Campaign, side: SideId | null = null): PrintedArmy[] {
  const players = new Map(campaign.players.map((player) => [player.id, player]));
  const lordArmies = new Set(
    campaign.lords.ids
      .map((id) => campaign.lords.entities[id])
      .filter((lord) => lord?.state === 'active' && lord.armyId !== null)
      .map((lord) => lord!.armyId),
  );
  const armies: PrintedArmy[] = [];
  for (const id of campaign.armies.ids) {
    const army = campaign.armies.entities[id];
    const owner = army && players.get(army.ownerId);
    if (!army || !owner || army.hex === null) continue;
    if (side !== null && owner.sideId !== side) continue;
    armies.push({
      id: army.id,
      hex: army.hex,
      ownerId: army.ownerId,
      sideId: owner.sideId,
      sideIndex: Math.max(
        0,
        campaign.sides.findIndex((s) => s.id === owner.sideId),
      ),
      color: owner.color,
      status: army.status,
      hasLord: lordArmies.has(army.id),
    });
  }
  return armies;
}
