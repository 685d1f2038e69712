import type { HexKey } from '../../../hex';
import { isPassable, type CampaignMap } from '../../../map';
import { defaultTowerHexes } from './createFirestormCampaign';
import { hexOrder } from '../state/selectors';
import { START_FAIRNESS_LIMITS, stepsFrom } from './startFairness';
import { mirrorOrbit } from './symmetricLand';

/** How far (steps) a start may move from its FS-SETUP-3 corner hex when the generator evens the starts out. */
export const START_ADJUST_STEPS = 2;
/** Candidate hexes per start (nearest first): 8⁴ placements at most to compare for four factions. */
const CANDIDATES = 8;

const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

/**
 * Decision (issue 24, FS-SETUP-3 "the GM may move a start territory"): the start territories a generated Firestorm
 * map proposes. The FS-SETUP-3 corner hexes when they all reach each other: on a symmetricLand map they are mirror
 * images, and moving one (measured) made things worse, however even the land it bought. Otherwise each corner hex
 * may move up to START_ADJUST_STEPS steps; of all such placements that connect every start, the one whose steps to
 * the nearest rival differ by at most START_FAIRNESS_LIMITS.rivalSteps and with the most even land (territories
 * nearer to each start, ties split) is kept; ties go to the fewest moved starts, then to the first placement in
 * candidate order (nearest first, then hex order). Deterministic. The corner hexes when no placement connects.
 */
export function evenStarts(map: CampaignMap, count: number): HexKey[] {
  const base = defaultTowerHexes(map, count);
  const fromBase = base.map((t) => stepsFrom(map, t));
  if (fromBase.every((f) => base.every((t) => f.has(t)))) return base;
  const candidates = base.map((hex) => {
    const near = stepsFrom(map, hex);
    return [...near]
      .filter(([, d]) => d <= START_ADJUST_STEPS)
      .sort((a, b) => a[1] - b[1] || hexOrder(a[0], b[0]))
      .slice(0, CANDIDATES)
      .map(([h]) => h as HexKey);
  });
  const steps = new Map<string, Map<string, number>>();
  for (const list of candidates)
    for (const hex of list) if (!steps.has(hex)) steps.set(hex, stepsFrom(map, hex));
  const passable = Object.keys(map.hexes).filter((k) => isPassable(map.hexes[k as HexKey]!.terrain));
  let best: { score: readonly number[]; towers: HexKey[] } | undefined;
  const pick: HexKey[] = [];
  const visit = (i: number) => {
    if (i === count) {
      const score = placementScore(pick, base, steps, passable);
      if (score && (!best || lexLess(score, best.score))) best = { score, towers: [...pick] };
      return;
    }
    for (const hex of candidates[i]!) {
      if (pick.includes(hex)) continue;
      pick.push(hex);
      visit(i + 1);
      pick.pop();
    }
  };
  visit(0);
  return best?.towers ?? base;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** [rivals too uneven (0/1), land spread, moved starts], or undefined when some start cannot reach another. */
function placementScore(
  towers: readonly HexKey[],
  base: readonly HexKey[],
  steps: ReadonlyMap<string, ReadonlyMap<string, number>>,
  passable: readonly string[],
): number[] | undefined {
  const from = towers.map((t) => steps.get(t)!);
  const rivals: number[] = [];
  for (let i = 0; i < towers.length; i++) {
    let nearest = Infinity;
    for (let j = 0; j < towers.length; j++) {
      if (i === j) continue;
      const d = from[i]!.get(towers[j]!);
      if (d === undefined) return undefined;
      nearest = Math.min(nearest, d);
    }
    rivals.push(nearest);
  }
  const land = towers.map(() => 0);
  for (const hex of passable) {
    let bestD = Infinity;
    let n = 0;
    for (let i = 0; i < from.length; i++) {
      const d = from[i]!.get(hex);
      if (d === undefined) continue;
      if (d < bestD) [bestD, n] = [d, 1];
      else if (d === bestD) n++;
    }
    for (let i = 0; i < from.length; i++) if (from[i]!.get(hex) === bestD) land[i]! += 1 / n;
  }
  const moved = towers.filter((t, i) => t !== base[i]).length;
  return [spread(rivals) > START_FAIRNESS_LIMITS.rivalSteps ? 1 : 0, Math.round(spread(land) * 10), moved];
}

/**
 * Decision (issue 24, FS-MAP-3): where a generated Firestorm map puts its special territories: whole mirror orbits
 * (mirrorOrbit: a hex with its mirror images on a symmetricLand map), so that every start has a special at the same
 * number of steps. Of the orbits of passable hexes that hold no start, have at least one hex per faction and whose
 * hexes lie at least three steps apart, it takes the one whose nearest special is equally far from every start
 * (smallest difference), then whose distance is nearest half the steps to the nearest rival (specials on the way
 * to the fight), then the first in hex order; then a second such orbit while the specials number less than `count`
 * and FIRESTORM's four named specials allow.
 */
export function evenSpecials(map: CampaignMap, towers: readonly HexKey[], count: number, most = 4): HexKey[] {
  const from = towers.map((t) => stepsFrom(map, t));
  const rival = Math.min(
    ...towers.flatMap((t, i) => towers.flatMap((o, j) => (j > i ? [from[i]!.get(o) ?? Infinity] : []))),
  );
  const seen = new Set<string>();
  const orbits: { hexes: HexKey[]; gap: number; off: number }[] = [];
  const passable = Object.keys(map.hexes)
    .filter((k) => isPassable(map.hexes[k as HexKey]!.terrain))
    .sort(hexOrder) as HexKey[];
  for (const hex of passable) {
    if (seen.has(hex)) continue;
    const orbit = mirrorOrbit(map, hex);
    for (const h of orbit) seen.add(h);
    if (orbit.length < towers.length || orbit.length > most) continue;
    if (orbit.some((h) => towers.includes(h) || !isPassable(map.hexes[h]!.terrain))) continue;
    const apart = stepsFrom(map, hex);
    if (orbit.some((h) => h !== hex && (apart.get(h) ?? Infinity) < 3)) continue;
    const nearest = from.map((f) => Math.min(...orbit.map((h) => f.get(h) ?? Infinity)));
    if (nearest.some((d) => !Number.isFinite(d))) continue;
    orbits.push({ hexes: orbit, gap: spread(nearest), off: Math.abs(Math.min(...nearest) - rival / 2) });
  }
  orbits.sort((a, b) => a.gap - b.gap || a.off - b.off);
  const chosen: HexKey[] = [];
  for (const orbit of orbits) {
    if (chosen.length >= count || chosen.length + orbit.hexes.length > most) continue;
    const apart = orbit.hexes.map((h) => stepsFrom(map, h));
    if (chosen.some((c) => apart.some((a) => (a.get(c) ?? Infinity) < 3))) continue;
    chosen.push(...orbit.hexes);
  }
  return chosen;
}
