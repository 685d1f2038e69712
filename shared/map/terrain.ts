/** HEX-6: the six terrains. */
export const TERRAINS = ['open', 'forest', 'hills', 'marsh', 'mountain', 'water'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** HEX-6 Decision: mountain and water are impassable in every ruleset; everything else costs one hex. */
export const TERRAIN_RULES = {
  open: { passable: true },
  forest: { passable: true },
  hills: { passable: true },
  marsh: { passable: true },
  mountain: { passable: false },
  water: { passable: false },
} as const satisfies Record<Terrain, { passable: boolean }>;

export function isPassable(terrain: Terrain): boolean {
  return TERRAIN_RULES[terrain].passable;
}
