import { createCoreCampaign, type Campaign, type CoreSettings } from '../rulesets/core';
import type { HexKey } from '../hex';
import { DEFAULT_MAP_PARAMS, generateMap } from '../mapgen';
import type { MapParams } from '../mapgen/mapParams';
import type { CoreHexmarchDocument } from './hexmarchDocument';
import { demoMapDocument, documentFromGenerated, type MapDocument } from './mapDocument';

/** The demo campaign's PRNG seed (GEN-5): fixed, so the demo's first side and every roll replay the same way. */
export const DEMO_CAMPAIGN_SEED = 1001;

/**
 * SETUP-1..8 on a prepared map with the defaults: each player's fortress where the map has it (SETUP-3), armies
 * placed by BOT-1 (SETUP-4), Lords named after their players (SETUP-5), first side rolled off (SETUP-8).
 * Throws if the map cannot carry a campaign (the demo's always can; callers with user maps use createCoreCampaign).
 */
export function campaignOnMap(
  mapDocument: MapDocument,
  seed: number,
  name = 'Demo campaign',
  core: Partial<CoreSettings> = {},
): Campaign {
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
    settings: { core },
  });
  if (!result.ok) throw new Error(result.error.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
  return result.value.state;
}

/** The document the app opens on: the demo map with its campaign set up and ready to play (turn 1, MOVE). */
export function demoHexmarchDocument(): CoreHexmarchDocument {
  const mapDocument = demoMapDocument();
  return { mapDocument, campaign: campaignOnMap(mapDocument, DEMO_CAMPAIGN_SEED) };
}

/** The skirmish's map: small, so both sides' armies are within a move of each other from the first turn. */
export const SKIRMISH_MAP_PARAMS: MapParams = {
  ...DEFAULT_MAP_PARAMS,
  width: 8,
  height: 8,
  water: 0,
  mountains: 0.05,
  forests: 0.15,
  hills: 0.1,
  marsh: 0,
  rivers: 1,
  villages: 1,
  towns: 0,
  cities: 0,
};
export const SKIRMISH_MAP_SEED = 3;
export const SKIRMISH_CAMPAIGN_SEED = 5;

/**
 * A second demo: one player a side on an 8 × 8 map, armies in contact from turn 1 (a quick way to see battles,
 * retreats and the end of a campaign). Red moves first (SETUP-8 fixed).
 */
export function skirmishHexmarchDocument(): CoreHexmarchDocument {
  const generated = generateMap(SKIRMISH_MAP_PARAMS, SKIRMISH_MAP_SEED);
  if (!generated.ok)
    throw new Error(`The skirmish map parameters are invalid: ${generated.error.join('; ')}`);
  const mapDocument = documentFromGenerated(generated.value);
  return {
    mapDocument,
    campaign: campaignOnMap(mapDocument, SKIRMISH_CAMPAIGN_SEED, 'Skirmish', {
      firstSide: mapDocument.sides[0].id,
      defaultResolution: 'tabletop',
    }),
  };
}
