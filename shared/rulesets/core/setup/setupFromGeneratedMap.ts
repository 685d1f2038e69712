import type { HexKey } from '../../../hex';
import type { GeneratedMap } from '../../../mapgen/generatedMapTypes';
import { settlementKeys } from '../state/settlementKeys';
import type { CoreSetupInput } from './setupInput';

/**
 * SETUP-1..4 from a generated map: its sides and players (SETUP-2), each player's fortress where the generator put
 * it (SETUP-3), armies placed by BOT-1 (SETUP-4).
 */
export function setupFromGeneratedMap(
  generated: GeneratedMap,
  campaign: { id: string; name: string; seed: number; settings?: CoreSetupInput['settings'] },
): CoreSetupInput {
  const fortresses: Record<string, HexKey> = {};
  for (const key of settlementKeys(generated.map)) {
    const settlement = generated.map.hexes[key]!.settlement;
    if (settlement?.type === 'fortress' && settlement.controller) fortresses[settlement.controller] = key;
  }
  return {
    id: campaign.id,
    name: campaign.name,
    seed: campaign.seed,
    map: generated.map,
    sides: generated.sides,
    fortresses,
    ...(campaign.settings ? { settings: campaign.settings } : {}),
  };
}
