import type { Terrain } from '@shared/map';

/**
 * Terrain colours for screen and print. They step down in lightness (open 91 → forest 41, CIE L*) as well as in
 * hue, so the terrains stay apart for colour-blind readers and in greyscale; the texture marks (TERRAIN_MARKS) tell
 * apart the neighbours that are closest in lightness (marsh/hills, water/mountain).
 */
export const TERRAIN_COLORS = {
  open: '#ebe6c4',
  marsh: '#b4cbb0',
  hills: '#cfae72',
  water: '#6d9fd0',
  mountain: '#8d8379',
  forest: '#3f6e3b',
} as const satisfies Record<Terrain, string>;

/** Colour of the texture marks drawn on each terrain at sufficient zoom (none on open ground and water). */
export const TERRAIN_MARKS = {
  open: null,
  marsh: '#4f7a6e',
  hills: '#7d5c2a',
  water: null,
  mountain: '#3d3630',
  forest: '#22401f',
} as const satisfies Record<Terrain, string | null>;

export const MAP_COLORS = {
  background: '#2b2f36',
  // Opaque: chunk borders are stroked twice (terrainMarks.ts).
  grid: '#6e6656',
  river: '#2f6db3',
  riverEdge: '#d8ecff',
  bridgePlank: '#8a5a2b',
  bridgeRail: '#3b2612',
  iconOutline: '#1d1d1d',
  neutralFill: '#f4f4f4',
  neutralRing: '#8c8c8c',
  label: '#161616',
  labelHalo: 'rgba(255, 255, 255, 0.85)',
  coordinate: 'rgba(20, 20, 20, 0.65)',
  hover: '#ffffff',
  hoverShadow: 'rgba(0, 0, 0, 0.6)',
  selection: '#ffb000',
  highlightFill: 'rgba(255, 255, 255, 0.28)',
  highlightLine: 'rgba(255, 255, 255, 0.9)',
} as const;
