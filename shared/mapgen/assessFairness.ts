import { buildNeighbourTable } from '../hex';
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
  const table = buildNeighbourTable(Object.keys(map.hexes));
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
