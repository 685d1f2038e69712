import type { Settlement, SettlementType } from '../../map';
import { edgeDistance, gridDistance, type MapGrid } from '../../mapgen/mapGrid';
import type { SideSetup } from '../../mapgen/mapParams';
import { CITY, FORTRESS, KIND_TYPES, TOWN, VILLAGE } from '../../mapgen/settlementSpacing';
import { isPassableCode } from '../../mapgen/terrainCodes';
import type { AzgaarWorld, WorldBurg } from './azgaarWorld';
import type { HexFrame } from './hexFrame';

/** A burg this close to its side's fortress line (in hexes) becomes that side's fortress, keeping its name. */
export const FORTRESS_REACH = 3;
/** Land hexes per settlement: the generator's defaults give one per 44 land hexes; an imported world a few more. */
export const LAND_HEXES_PER_SETTLEMENT = 30;
/** Longest settlement name kept (a map label is one short line). */
const NAME_CHARS = 60;

/** A fortress the import placed (SETUP-3), for the summary. */
export interface PlacedFortressNote {
  readonly player: string;
  readonly name: string;
  readonly index: number;
  /** The Azgaar burg it stands for, when a capital or citadel lay within FORTRESS_REACH of the line. */
  readonly burg: string | null;
}

export interface HexSettlements {
  /** SETTLEMENT_TYPES index per hex, −1 for none (the generator's layer). */
  readonly kinds: Int8Array;
  readonly settlements: ReadonlyMap<number, Settlement>;
  readonly fortresses: readonly PlacedFortressNote[];
  /** Players whose fortress line has no usable hex: the GM places them after painting land (SETUP-3). */
  readonly fortressless: readonly string[];
  /** Burgs left out: outside the frame or on no passable hex, next to a bigger one, or beyond the count. */
  readonly skipped: { readonly outside: number; readonly crowded: number; readonly beyondCount: number };
}

/** The burg's hex: the one under it, or the nearest passable free neighbour when that is water or mountain. */
function burgHex(
  burg: WorldBurg,
  frame: HexFrame,
  grid: MapGrid,
  terrain: Uint8Array,
  kinds: Int8Array,
): number {
  const index = frame.indexAt(burg.x, burg.y);
  if (index < 0) return -1;
  if (isPassableCode(terrain[index]!)) return index;
  // A port drawn on the shore often lands in a sea hex: it moves one hex inland, to the neighbour nearest it.
  let best = -1;
  let bestDistance = Infinity;
  for (let d = 0; d < 6; d++) {
    const n = grid.table.neighbours[index * 6 + d]!;
    if (n < 0 || !isPassableCode(terrain[n]!) || kinds[n]! >= 0) continue;
    const centre = frame.centre(Math.floor(n / grid.height), n % grid.height);
    const distance = (centre.x - burg.x) ** 2 + (centre.y - burg.y) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = n;
    }
  }
  return best;
}

/** The largest passable region (1 per hex in it): fortresses there can reach each other (the fairness check). */
function mainland(grid: MapGrid, terrain: Uint8Array): Uint8Array {
  // One flood fill over every region with a shared queue: linear however many islands the world has.
  const region = new Int32Array(grid.count).fill(-1);
  const queue = new Int32Array(grid.count);
  let best = -1;
  let bestSize = 0;
  for (let i = 0; i < grid.count; i++) {
    if (!isPassableCode(terrain[i]!) || region[i]! >= 0) continue;
    let head = 0;
    let tail = 0;
    region[i] = i;
    queue[tail++] = i;
    while (head < tail) {
      const at = queue[head++]!;
      for (let d = 0; d < 6; d++) {
        const n = grid.table.neighbours[at * 6 + d]!;
        if (n < 0 || region[n]! >= 0 || !isPassableCode(terrain[n]!)) continue;
        region[n] = i;
        queue[tail++] = n;
      }
    }
    if (tail > bestSize) {
      bestSize = tail;
      best = i;
    }
  }
  const main = new Uint8Array(grid.count);
  for (let i = 0; i < grid.count; i++) main[i] = best >= 0 && region[i] === best ? 1 : 0;
  return main;
}

/**
 * Decision: imported settlements only never touch (HEX-7 allows one per hex; the generator's wider spacing for towns
 * and cities would drop a world's second city when it stands four hexes from the first). The world's own geography
 * already spaces its burgs; this only keeps two from merging where Azgaar's cells are finer than the hexes.
 */
function touchesSettlement(grid: MapGrid, kinds: Int8Array, index: number): boolean {
  if (kinds[index]! >= 0) return true;
  for (let d = 0; d < 6; d++) {
    const n = grid.table.neighbours[index * 6 + d]!;
    if (n >= 0 && kinds[n]! >= 0) return true;
  }
  return false;
}

const nameOf = (burg: WorldBurg) => burg.name.slice(0, NAME_CHARS) || `Burg ${burg.id}`;

/**
 * Burgs as Hexmarch settlements. First one fortress per player (SETUP-3: on the second line in from the side's home
 * edge, passable, distinct): Azgaar's capitals, then citadels, are the candidates; the candidate nearest the
 * line picks the fortress hex, and one within FORTRESS_REACH hexes becomes the fortress under its own name.
 * Then the other burgs, largest first, as cities, towns and villages in the generator's proportions (1 : 3 : 8)
 * up to one settlement per LAND_HEXES_PER_SETTLEMENT land hexes, none next to one placed before it.
 */
export function azgaarSettlements(
  world: AzgaarWorld,
  frame: HexFrame,
  grid: MapGrid,
  terrain: Uint8Array,
  sides: readonly SideSetup[],
): HexSettlements {
  const kinds = new Int8Array(grid.count).fill(-1);
  const settlements = new Map<number, Settlement>();
  const used = new Set<number>();
  const main = mainland(grid, terrain);
  const hexOf = new Map<number, number>();
  for (const burg of world.burgs) hexOf.set(burg.id, burgHex(burg, frame, grid, terrain, kinds));
  const fortresses: PlacedFortressNote[] = [];
  const fortressless: string[] = [];
  const candidates = world.burgs
    .filter((b) => (b.capital || b.citadel) && hexOf.get(b.id)! >= 0)
    .sort((a, b) => Number(b.capital) - Number(a.capital) || b.population - a.population || a.id - b.id);

  for (const side of sides) {
    for (const player of side.players) {
      const line: number[] = [];
      for (let i = 0; i < grid.count; i++) {
        if (edgeDistance(grid, i, side.homeEdge) !== 1 || !isPassableCode(terrain[i]!) || kinds[i]! >= 0)
          continue;
        // Allied fortresses keep a hex between them, as the generator's do.
        if (fortresses.some((f) => gridDistance(grid, f.index, i) < 2)) continue;
        line.push(i);
      }
      const onMain = line.filter((i) => main[i] === 1);
      const usable = onMain.length > 0 ? onMain : line;
      if (usable.length === 0) {
        fortressless.push(player.name);
        continue;
      }
      const nearest = (from: number) => {
        let best = usable[0]!;
        for (const i of usable) if (gridDistance(grid, from, i) < gridDistance(grid, from, best)) best = i;
        return best;
      };
      let pick: { burg: WorldBurg; site: number; reach: number } | null = null;
      for (const burg of candidates) {
        if (used.has(burg.id)) continue;
        const site = nearest(hexOf.get(burg.id)!);
        const reach = gridDistance(grid, hexOf.get(burg.id)!, site);
        if (!pick || reach < pick.reach) pick = { burg, site, reach };
      }
      const site = pick ? pick.site : usable[Math.floor(usable.length / 2)]!;
      const becomes = pick && pick.reach <= FORTRESS_REACH ? pick.burg : null;
      if (becomes) used.add(becomes.id);
      const name = becomes ? nameOf(becomes) : `${side.name} Keep`;
      kinds[site] = FORTRESS;
      // SETUP-3: the fortress is the player's from the start.
      settlements.set(site, { type: 'fortress', controller: player.id, name, originalOwner: player.id });
      fortresses.push({ player: player.name, name, index: site, burg: becomes ? nameOf(becomes) : null });
    }
  }

  let land = 0;
  for (let i = 0; i < grid.count; i++) if (isPassableCode(terrain[i]!)) land++;
  const rest = world.burgs
    .filter((b) => !used.has(b.id))
    .sort((a, b) => b.population - a.population || a.id - b.id);
  // The proportions apply to what will be placed: six burgs make a city, two towns and three villages, not six cities.
  const cap = Math.min(rest.length, Math.max(3, Math.round(land / LAND_HEXES_PER_SETTLEMENT)));
  const quota = [0, 0, 0];
  quota[CITY] = Math.min(cap, Math.max(1, Math.round(cap / 12)));
  quota[TOWN] = Math.min(cap - quota[CITY]!, Math.max(1, Math.round((cap * 3) / 12)));
  quota[VILLAGE] = cap - quota[CITY]! - quota[TOWN]!;
  const skipped = { outside: 0, crowded: 0, beyondCount: 0 };
  for (const burg of rest) {
    const kind: number =
      quota[CITY]! > 0 ? CITY : quota[TOWN]! > 0 ? TOWN : quota[VILLAGE]! > 0 ? VILLAGE : -1;
    if (kind < 0) {
      skipped.beyondCount++;
      continue;
    }
    let index = hexOf.get(burg.id)!;
    // The hex under it may have been taken by a fortress since: look again.
    if (index >= 0 && kinds[index]! >= 0) index = burgHex(burg, frame, grid, terrain, kinds);
    if (index < 0) {
      skipped.outside++;
      continue;
    }
    if (touchesSettlement(grid, kinds, index)) {
      skipped.crowded++;
      continue;
    }
    quota[kind]!--;
    kinds[index] = kind;
    settlements.set(index, {
      type: KIND_TYPES[kind as 0 | 1 | 2] as SettlementType,
      controller: null,
      name: nameOf(burg),
    });
  }
  return { kinds, settlements, fortresses, fortressless, skipped };
}
