import {
  distance,
  hexKey,
  parseHexKey,
  rectangleCorners,
  rectangleEdges,
  rectangleKeys,
  type HexKey,
  type MapCorners,
  type MapEdges,
} from '@shared/hex';
import type { CampaignMap, MapHex } from '@shared/map';
import type { ScenarioSpec } from './scenarioSchema';

/**
 * FORMAT.md `map`: a hexagon of `radius` around "0,0" or an odd-q `rect`, minus `remove`, with per-hex overrides.
 * Settlement controllers are player names. Edges of a hexagon (HEX-5, painted maps store them explicitly):
 * West/East are the outermost columns, North/South the top and bottom hex of every column.
 */
export function scenarioMap(spec: ScenarioSpec['map']): { map: CampaignMap; errors: string[] } {
  const errors: string[] = [];
  let keys: HexKey[];
  let edges: MapEdges;
  let corners: MapCorners;
  if (spec.rect) {
    keys = rectangleKeys(spec.rect.width, spec.rect.height);
    edges = rectangleEdges(spec.rect.width, spec.rect.height);
    corners = rectangleCorners(spec.rect.width, spec.rect.height);
  } else {
    const radius = spec.radius!;
    keys = [];
    for (let q = -radius; q <= radius; q++) {
      for (let r = -radius; r <= radius; r++)
        if (distance({ q: 0, r: 0 }, { q, r }) <= radius) keys.push(hexKey(q, r));
    }
    ({ edges, corners } = hexagonEdges(keys));
  }
  const removed = new Set(spec.remove ?? []);
  for (const key of removed)
    if (!keys.includes(key as HexKey)) errors.push(`map.remove: ${key} is not on the map`);
  const hexes: Record<HexKey, MapHex> = {};
  for (const key of keys) {
    if (removed.has(key)) continue;
    const { q, r } = parseHexKey(key);
    hexes[key] = { q, r, terrain: 'open', river: false, bridge: false };
  }
  for (const [key, o] of Object.entries(spec.hexes ?? {})) {
    const base = hexes[key as HexKey];
    if (!base) {
      errors.push(`map.hexes: ${key} is not on the map`);
      continue;
    }
    if (o.assault && o.settlement !== 'fortress')
      errors.push(`map.hexes.${key}: assault values (ASLT-3) belong to a fortress`);
    if (o.controller !== undefined && o.settlement === undefined)
      errors.push(`map.hexes.${key}: controller without settlement`);
    if (o.bridge && !(o.river ?? base.river)) errors.push(`map.hexes.${key}: a bridge needs a river (HEX-7)`);
    hexes[key as HexKey] = {
      ...base,
      ...(o.terrain ? { terrain: o.terrain } : {}),
      ...(o.river !== undefined ? { river: o.river } : {}),
      ...(o.bridge !== undefined ? { bridge: o.bridge } : {}),
      ...(o.label ? { label: o.label } : {}),
      ...(o.settlement
        ? {
            settlement: {
              type: o.settlement,
              controller: o.controller ?? null,
              ...(o.name ? { name: o.name } : {}),
              ...(o.settlement === 'fortress' && o.controller ? { originalOwner: o.controller } : {}),
              ...(o.assault
                ? {
                    assault: { unitCapacity: o.assault.unitCapacity ?? 6, breaches: o.assault.breaches ?? 0 },
                  }
                : {}),
            },
          }
        : {}),
    };
  }
  const live = (list: HexKey[]) => list.filter((key) => hexes[key]);
  return {
    map: {
      hexes,
      edges: {
        West: live(edges.West),
        East: live(edges.East),
        North: live(edges.North),
        South: live(edges.South),
      },
      corners,
    },
    errors,
  };
}

function hexagonEdges(keys: HexKey[]): { edges: MapEdges; corners: MapCorners } {
  const pos = keys.map((key) => ({ key, ...parseHexKey(key) }));
  const qs = pos.map((p) => p.q);
  const minQ = Math.min(...qs);
  const maxQ = Math.max(...qs);
  const columns = new Map<number, typeof pos>();
  for (const p of pos) columns.set(p.q, [...(columns.get(p.q) ?? []), p]);
  const north: HexKey[] = [];
  const south: HexKey[] = [];
  for (const q of [...columns.keys()].sort((a, b) => a - b)) {
    const column = columns.get(q)!.sort((a, b) => a.r - b.r);
    north.push(column[0]!.key);
    south.push(column[column.length - 1]!.key);
  }
  const west = pos.filter((p) => p.q === minQ).map((p) => p.key);
  const east = pos.filter((p) => p.q === maxQ).map((p) => p.key);
  return {
    edges: { West: west, East: east, North: north, South: south },
    corners: { NW: north[0]!, NE: north[north.length - 1]!, SE: south[south.length - 1]!, SW: south[0]! },
  };
}
