import { buildNeighbourTable, type NeighbourTable } from '../hex';
import { mapGridFor } from './mapGrid';
import { isPassable, type CampaignMap } from '../map';
import type { FairnessReport } from './fairnessTypes';
import type { SideSetup } from './mapParams';
import { measureFairness } from './measureFairness';

/**
 * The fairness figures of any map, generated or hand-edited (pure). A fortress counts for the side of its
 * controller (or, if nobody controls it, its original owner); neutral settlements are the villages, towns and
 * cities with no controller (SETUP-6). Path distances use passable hexes only (HEX-6).
 */
export function assessFairness(map: CampaignMap, sides: readonly SideSetup[]): FairnessReport {
  const table = tableFor(map);
  const passable = new Uint8Array(table.keys.length);
  const fortresses: [number[], number[]] = [[], []];
  const settlements: number[] = [];
  const sideOf = new Map<string, number>();
  sides.slice(0, 2).forEach((side, k) => side.players.forEach((p) => sideOf.set(p.id, k)));
  table.keys.forEach((key, i) => {
    const hex = map.hexes[key]!;
    if (isPassable(hex.terrain)) passable[i] = 1;
    const settlement = hex.settlement;
    if (!settlement) return;
    if (settlement.type === 'fortress') {
      const owner = settlement.controller ?? settlement.originalOwner;
      const side = owner === undefined ? undefined : sideOf.get(owner);
      if (side !== undefined) fortresses[side]!.push(i);
    } else if (settlement.controller === null) {
      settlements.push(i);
    }
  });
  return measureFairness({ table, passable, fortresses, settlements }, sides);
}

/**
 * The neighbour table of the map: the memoised rectangle table when the map is still the generated W×H rectangle
 * (hand edits change terrain and features, rarely the hex set), else one built from its keys. Parsing and hashing
 * 10⁵ keys took longer than the fairness searches themselves on a 316×316 map.
 */
function tableFor(map: CampaignMap): NeighbourTable {
  const { width, height, hexes } = map;
  if (width !== undefined && height !== undefined && Number.isInteger(width) && Number.isInteger(height)) {
    const keys = Object.keys(hexes);
    if (keys.length === width * height) {
      const grid = mapGridFor(width, height);
      if (grid.table.keys.every((key) => key in hexes)) return grid.table;
    }
    return buildNeighbourTable(keys);
  }
  return buildNeighbourTable(Object.keys(hexes));
}
