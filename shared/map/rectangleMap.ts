import { hexKey, oddQToAxial, rectangleCorners, rectangleEdges, type HexKey } from '../hex';
import type { CampaignMap, MapHex } from './mapTypes';

/** What to change on one hex of a new rectangle, given its axial and odd-q offset position. */
export type HexOverride = (position: {
  q: number;
  r: number;
  col: number;
  row: number;
}) => Partial<MapHex> | undefined;

/**
 * A W×H odd-q rectangle (HEX-4) of open hexes without features, with its named edges and corners (HEX-5).
 * The base of hand-made maps: tests, benches and the editor's blank map; `override` paints hexes as they are made.
 */
export function rectangleMap(width: number, height: number, override?: HexOverride): CampaignMap {
  const hexes: Record<HexKey, MapHex> = {};
  for (let col = 0; col < width; col++) {
    for (let row = 0; row < height; row++) {
      const { q, r } = oddQToAxial({ col, row });
      const change = override?.({ q, r, col, row });
      hexes[hexKey(q, r)] = { q, r, terrain: 'open', river: false, bridge: false, ...change };
    }
  }
  return {
    hexes,
    edges: rectangleEdges(width, height),
    corners: rectangleCorners(width, height),
    width,
    height,
  };
}
