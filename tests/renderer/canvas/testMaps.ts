import { hexKey } from '@shared/hex';
import { rectangleMap as sharedRectangleMap, type CampaignMap, type MapHex } from '@shared/map';
import { chunkHexes, type HexChunk } from '../../../renderer/src/canvas/draw/chunkHexes';
import { hexLookup, type HexLookup } from '../../../renderer/src/canvas/draw/hexLookup';

/** A W×H odd-q rectangle of open hexes (HEX-4), with `overrides` merged into the hexes they name by key. */
export function rectangleMap(
  width: number,
  height: number,
  overrides: Record<string, Partial<MapHex>> = {},
): CampaignMap {
  return sharedRectangleMap(width, height, ({ q, r }) => overrides[hexKey(q, r)]);
}

/** The same map with one hex replaced, as an immutable edit would make it. */
export function withHex(map: CampaignMap, key: string, change: Partial<MapHex>): CampaignMap {
  const hex = map.hexes[key as keyof typeof map.hexes] as MapHex;
  return { ...map, hexes: { ...map.hexes, [key]: { ...hex, ...change } } };
}

/** What the draw code builds from a map: its chunks and neighbour lookup, as buildMapDrawData makes them. */
export function prepared(map: CampaignMap, size = 32): { chunks: HexChunk[]; lookup: HexLookup } {
  const all = Object.values(map.hexes);
  return { chunks: chunkHexes(all, size), lookup: hexLookup(map, all) };
}
