import type { CampaignMap } from '../map';
import { DEMO_MAP_PARAMS, DEMO_SEED, generateMap, type GeneratedMap } from '../mapgen';
import type { MapParams } from '../mapgen/mapParams';

/**
 * The map as the editor prepares it (SETUP-1, SETUP-2): what a file holds before a campaign starts. Fairness is
 * not stored: it is derived from map and sides (RULES §3 "derived values are not stored twice").
 */
export interface MapDocument {
  readonly map: CampaignMap;
  /** SETUP-2: the two sides the map was generated for; fortress and control edits check against them. */
  readonly sides: GeneratedMap['sides'];
  /** The seed the map was generated from, shown and editable in the "New map" dialog. */
  readonly seed: GeneratedMap['seed'];
  /** The generator settings, the starting point of the next "New map". */
  readonly params: MapParams;
}

export function documentFromGenerated(generated: GeneratedMap): MapDocument {
  return { map: generated.map, sides: generated.sides, seed: generated.seed, params: generated.params };
}

/** The built-in demo map: generateMap(DEMO_MAP_PARAMS, DEMO_SEED). Deterministic, so no I/O. */
export function demoMapDocument(): MapDocument {
  const result = generateMap(DEMO_MAP_PARAMS, DEMO_SEED);
  if (!result.ok) throw new Error(`The demo map parameters are invalid: ${result.error.join('; ')}`);
  return documentFromGenerated(result.value);
}
