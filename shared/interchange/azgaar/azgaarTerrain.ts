import type { Terrain } from '../../map';

/** Azgaar's heights: below 20 is water; its relief icons draw hills from 50 and mountains above 70. */
export const AZGAAR_HEIGHTS = { land: 20, hills: 50, mountain: 70 } as const;

/**
 * Azgaar's default biomes (Biomes.getDefault: the ids every world starts with) as Hexmarch terrains (HEX-6).
 * Hexmarch has no desert, savanna or tundra: they play as open ground. Glacier is as impassable as a mountain.
 */
const DEFAULT_BIOMES: readonly Terrain[] = [
  'water', // 0 Marine
  'open', // 1 Hot desert
  'open', // 2 Cold desert
  'open', // 3 Savanna
  'open', // 4 Grassland
  'forest', // 5 Tropical seasonal forest
  'forest', // 6 Temperate deciduous forest
  'forest', // 7 Tropical rainforest
  'forest', // 8 Temperate rainforest
  'forest', // 9 Taiga
  'open', // 10 Tundra
  'mountain', // 11 Glacier
  'marsh', // 12 Wetland
];

/** A biome the GM added in Azgaar (id 13 and up), by the words of its name. */
function customBiomeTerrain(name: string): Terrain {
  const n = name.toLowerCase();
  if (/marsh|swamp|wetland|bog|fen|mire|mangrove/.test(n)) return 'marsh';
  if (/forest|wood|jungle|taiga|rainforest|grove|thicket/.test(n)) return 'forest';
  if (/glacier|ice|mountain|peak/.test(n)) return 'mountain';
  if (/hill|highland|upland/.test(n)) return 'hills';
  return 'open';
}

/**
 * The terrain of one Azgaar cell: height first (water below 20, mountain above 70, hills from 50, as Azgaar draws
 * them), else the biome. The default biomes are read by id, so a renamed biome keeps its terrain; added biomes
 * by their name. Land that Azgaar calls Marine (it happens after hand edits) is open ground.
 */
export function azgaarTerrain(height: number, biome: number, biomeNames: readonly string[] | null): Terrain {
  if (height < AZGAAR_HEIGHTS.land) return 'water';
  if (height > AZGAAR_HEIGHTS.mountain) return 'mountain';
  if (height >= AZGAAR_HEIGHTS.hills) return 'hills';
  const byId = DEFAULT_BIOMES[biome];
  if (byId !== undefined) return byId === 'water' ? 'open' : byId;
  return customBiomeTerrain(biomeNames?.[biome] ?? '');
}
