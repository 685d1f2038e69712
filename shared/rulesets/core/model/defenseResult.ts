import { z } from 'zod';
import { countSchema, idSchema } from '../../../kernel/schemas';

/**
 * ANV-40: what a settlement defense hands back to the core campaign — its `DefenseScored` (winner, Influence, city
 * buildings left) and whether the house rule `anv.affectsCampaign` was on for it. Player ids are the campaign's:
 * the defending side supplies the players (ANV-1). Decision: the house rule travels with the result (the defense
 * game is set up with it), so the campaign log alone replays what the result did.
 */
export const defenseResultSchema = z.object({
  defenseId: idSchema,
  winners: z.array(idSchema),
  influence: z
    .array(z.object({ playerId: idSchema, influence: countSchema }))
    .min(1)
    .max(4),
  cityBuildingsLeft: countSchema,
  affectsCampaign: z.boolean(),
});
export type DefenseResult = z.infer<typeof defenseResultSchema>;
