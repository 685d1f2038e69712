import {
  DIRECTIONS,
  DIRECTION_DELTAS,
  hexKey,
  oddQToAxial,
  rectangleCorners,
  rectangleEdges,
} from '@shared/hex';
import type { CampaignMap, MapHex, SettlementType, Terrain } from '@shared/map';
import { createRng } from '@shared/random';

/**
 * A generated-looking W×H odd-q map without the real generator: smooth sine "elevation" and "moisture" fields
 * with seeded jitter, rivers running down from high ground, and scattered settlements. Used by the benchmark when
 * a map size is outside what generateMap accepts or when it fails.
 */
export function syntheticMap(width: number, height: number, seed = 1): CampaignMap {
  const rng = createRng(seed);
  const hexes: Record<string, MapHex> = {};
  const elevation = (col: number, row: number) =>
    Math.sin(col * 0.11) * Math.cos(row * 0.09) + 0.5 * Math.sin((col + row) * 0.23) + 0.3 * rng.float();
  const moisture = (col: number, row: number) => Math.cos(col * 0.07 - row * 0.13) + 0.4 * rng.float();
  const heights = new Map<string, number>();
  for (let col = 0; col < width; col++) {
    for (let row = 0; row < height; row++) {
      const { q, r } = oddQToAxial({ col, row });
      const e = elevation(col, row);
      const m = moisture(col, row);
      const terrain: Terrain =
        e < -0.9
          ? 'water'
          : e > 1.25
            ? 'mountain'
            : e > 0.85
              ? 'hills'
              : m > 0.9
                ? 'forest'
                : m < -0.9
                  ? 'marsh'
                  : 'open';
      heights.set(hexKey(q, r), e);
      hexes[hexKey(q, r)] = { q, r, terrain, river: false, bridge: false };
    }
  }
  const keys = Object.keys(hexes);
  // Rivers: from a random hill, step to the lowest neighbour until water, the edge or a dead end.
  for (let river = 0; river < Math.max(1, Math.floor((width * height) / 400)); river++) {
    let hex = hexes[keys[rng.int(0, keys.length - 1)] as string] as MapHex;
    for (let step = 0; step < 40 && hex.terrain !== 'water'; step++) {
      const options = DIRECTIONS.map((direction) => {
        const delta = DIRECTION_DELTAS[direction];
        const key = hexKey(hex.q + delta.q, hex.r + delta.r);
        return { direction, key, height: heights.get(key) ?? -Infinity };
      }).sort((a, b) => a.height - b.height);
      const next = options[0] as (typeof options)[number];
      const bridge = hex.terrain !== 'mountain' && step % 7 === 3;
      hexes[hexKey(hex.q, hex.r)] = { ...hex, river: true, bridge, riverFlow: next.direction };
      const target = hexes[next.key];
      if (!target || target.river) break;
      heights.set(next.key, Math.min(next.height, (heights.get(hexKey(hex.q, hex.r)) ?? 0) - 0.01));
      hex = target;
    }
  }
  const types: SettlementType[] = ['village', 'village', 'village', 'town', 'town', 'city', 'fortress'];
  const controllers = ['p-red', 'p-blue', null];
  for (let index = 0; index < Math.floor((width * height) / 60); index++) {
    const key = keys[rng.int(0, keys.length - 1)] as string;
    const hex = hexes[key] as MapHex;
    if (hex.terrain === 'water' || hex.terrain === 'mountain' || hex.settlement) continue;
    const type = types[rng.int(0, types.length - 1)] as SettlementType;
    const controller = controllers[rng.int(0, 2)] ?? null;
    hexes[key] = { ...hex, settlement: { type, controller, name: `${type[0]?.toUpperCase()}${index}` } };
  }
  return {
    hexes,
    edges: rectangleEdges(width, height),
    corners: rectangleCorners(width, height),
    width,
    height,
  };
}
