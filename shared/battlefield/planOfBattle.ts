import { DEFAULT_BATTLEFIELD_CHOICE, type BattlefieldChoices, type CampaignState } from '../document';
import type { BattlefieldPlan } from './battlefieldTypes';
import { makeBattlefield } from './makeBattlefield';
import { nudgedPlan } from './nudgePieces';
import { tableSizeProblem } from './tableSize';
import { waitingBattles } from './waitingBattles';

/**
 * The plan of one battle as the GM left it (issue 29): its saved seed and table, with its hand nudges applied; the
 * default plan (seed 1, 72″×48″) when the GM has chosen nothing. Null when the battle is not waiting for a result.
 */
export function planOfBattle(
  campaign: CampaignState,
  battleId: string,
  choices: BattlefieldChoices | undefined,
): BattlefieldPlan | null {
  const waiting = waitingBattles(campaign).find((w) => w.battleId === battleId);
  if (!waiting) return null;
  const choice = choices?.[battleId] ?? DEFAULT_BATTLEFIELD_CHOICE;
  const table = tableSizeProblem(choice.table) ? DEFAULT_BATTLEFIELD_CHOICE.table : choice.table;
  return nudgedPlan(makeBattlefield(waiting.site, table, choice.seed), choice.nudges);
}
