import { createCoreCampaign, type Campaign } from '../engine';
import type { HexKey } from '../hex';
import type { HexmarchDocument } from './hexmarchDocument';
import { demoMapDocument, type MapDocument } from './mapDocument';

/** The demo campaign's PRNG seed (GEN-5): fixed, so the demo's first side and every roll replay the same way. */
export const DEMO_CAMPAIGN_SEED = 1001;

/**
 * SETUP-1..8 on a prepared map with the defaults: each player's fortress where the map has it (SETUP-3), armies
 * placed by BOT-1 (SETUP-4), Lords named after their players (SETUP-5), first side rolled off (SETUP-8).
 * Throws if the map cannot carry a campaign (the demo's always can; callers with user maps use createCoreCampaign).
 */
export function campaignOnMap(mapDocument: MapDocument, seed: number, name = 'Demo campaign'): Campaign {
  const fortresses: Record<string, HexKey> = {};
  for (const key in mapDocument.map.hexes) {
    const settlement = mapDocument.map.hexes[key as HexKey]!.settlement;
    if (settlement?.type === 'fortress' && settlement.controller)
      fortresses[settlement.controller] = key as HexKey;
  }
  const lords = Object.fromEntries(
    mapDocument.sides.flatMap((side) =>
      side.players.map((p) => [p.id, { name: `Lord ${p.name}`, loadout: 'Warhorse, sword and shield' }]),
    ),
  );
  const result = createCoreCampaign({
    id: `campaign-${seed}`,
    name,
    seed,
    map: mapDocument.map,
    sides: mapDocument.sides,
    fortresses,
    lords,
  });
  if (!result.ok) throw new Error(result.error.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
  return result.value.state;
}

/** The document the app opens on: the demo map with its campaign set up and ready to play (turn 1, MOVE). */
export function demoHexmarchDocument(): HexmarchDocument {
  const mapDocument = demoMapDocument();
  return { mapDocument, campaign: campaignOnMap(mapDocument, DEMO_CAMPAIGN_SEED) };
}
