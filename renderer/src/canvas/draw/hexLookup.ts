import { hexKey } from '@shared/hex';
import type { CampaignMap, MapHex } from '@shared/map';

/** The hex at (q, r), or undefined off the map (HEX-8). */
export type HexLookup = (q: number, r: number) => MapHex | undefined;

/**
 * A fast lookup for the draw code, which asks about the neighbours of every hex when it builds grid lines, seams
 * and rivers. A full W×H odd-q rectangle (HEX-4: every generated map) is indexed by offset column and row, which
 * avoids building a "q,r" string per question (~6 per hex, 600k on a 100k-hex map); any other shape falls back to
 * the keyed table.
 */
export function hexLookup(
  map: Pick<CampaignMap, 'hexes' | 'width' | 'height'>,
  all: readonly MapHex[] = Object.values(map.hexes),
): HexLookup {
  const { width, height } = map;
  const byKey: HexLookup = (q, r) => map.hexes[hexKey(q, r)];
  if (!width || !height) return byKey;
  const grid: (MapHex | undefined)[] = new Array(width * height);
  let count = 0;
  for (const hex of all) {
    const col = hex.q;
    const row = hex.r + (hex.q - (hex.q & 1)) / 2;
    if (col < 0 || col >= width || row < 0 || row >= height) return byKey;
    grid[col * height + row] = hex;
    count++;
  }
  if (count !== width * height) return byKey;
  return (q, r) => {
    const row = r + (q - (q & 1)) / 2;
    return q >= 0 && q < width && row >= 0 && row < height ? grid[q * height + row] : undefined;
  };
}
