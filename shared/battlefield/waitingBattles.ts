import type { CampaignState } from '../document';
import type { BattleSite } from './battlefieldTypes';
import { coreBattleSite, fsBattleSite } from './battleSite';

/** One battle waiting for its result, as the CLI's --battle N and the battle panel count them (1 = first). */
export interface WaitingBattle {
  readonly battleId: string;
  readonly site: BattleSite;
}

/**
 * The campaign's battles waiting for a result, in the order they are fought: core by creation (BATTLE-8),
 * Firestorm by its battle sequence (FS-TURN-1 BATTLES). Battles being resolved count as waiting until applied.
 */
export function waitingBattles(campaign: CampaignState): WaitingBattle[] {
  if (campaign.ruleset === 'core') {
    return campaign.battles.ids
      .map((id) => campaign.battles.entities[id]!)
      .filter((b) => b.state === 'pending')
      .sort((a, b) => a.createdSeq - b.createdSeq)
      .map((b) => ({ battleId: b.id, site: coreBattleSite(campaign, b) }));
  }
  return campaign.battles
    .filter((b) => b.state === 'pending')
    .slice()
    .sort((a, b) => a.seq - b.seq)
    .map((b) => ({ battleId: b.id, site: fsBattleSite(campaign, b) }));
}
