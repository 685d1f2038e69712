import { TERRAINS } from '../map';

/** Terrain as a byte per hex while generating: the index into TERRAINS (HEX-6). */
export const OPEN = 0;
export const FOREST = 1;
export const HILLS = 2;
export const MARSH = 3;
export const MOUNTAIN = 4;
export const WATER = 5;

// The codes above must follow TERRAINS; checked here once rather than trusted.
if (TERRAINS[MOUNTAIN] !== 'mountain' || TERRAINS[WATER] !== 'water' || TERRAINS[OPEN] !== 'open') {
  throw new Error('terrainCodes out of step with TERRAINS');
}

/** HEX-6 Decision: mountain and water are impassable. */
export const isPassableCode = (code: number): boolean => code < MOUNTAIN;
