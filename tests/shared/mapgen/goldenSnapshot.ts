import { axialToOddQ, type HexKey } from '@shared/hex';
import type { GeneratedMap } from '@shared/mapgen';

const TERRAIN_CHAR = { open: '.', forest: 'f', hills: 'h', marsh: 'm', mountain: 'M', water: '~' } as const;

/** A compact, reviewable picture of a generated map: one terrain string per offset row plus feature lists. */
export interface GoldenSnapshot {
  seed: number;
  size: string;
  /** Row by row (odd-q offset rows, HEX-4), one character per column: . f h m M ~ */
  terrain: string[];
  /** "q,r flow" for every river hex, in hex order; "+bridge" marks bridges. */
  rivers: string[];
  /** "q,r type name controller". */
  settlements: string[];
  fairness: { fair: boolean; nearer: number[]; mean: (number | null)[] };
}

export function goldenSnapshot(generated: GeneratedMap): GoldenSnapshot {
  const { map } = generated;
  const width = map.width!;
  const height = map.height!;
  const rows = Array.from({ length: height }, () => Array<string>(width).fill('?'));
  const rivers: string[] = [];
  const settlements: string[] = [];
  for (const [key, hex] of Object.entries(map.hexes) as [HexKey, (typeof map.hexes)[HexKey]][]) {
    const { col, row } = axialToOddQ(hex);
    rows[row]![col] = TERRAIN_CHAR[hex.terrain];
    if (hex.river) rivers.push(`${key} ${hex.riverFlow ?? '-'}${hex.bridge ? ' +bridge' : ''}`);
    const s = hex.settlement;
    if (s) settlements.push(`${key} ${s.type} ${s.name ?? ''} ${s.controller ?? 'neutral'}`);
  }
  return {
    seed: generated.seed,
    size: `${width}x${height}`,
    terrain: rows.map((r) => r.join('')),
    rivers,
    settlements,
    fairness: {
      fair: generated.fairness.fair,
      nearer: generated.fairness.sides.map((s) => s.settlementsNearer),
      mean: generated.fairness.sides.map((s) => s.meanPathDistance),
    },
  };
}
