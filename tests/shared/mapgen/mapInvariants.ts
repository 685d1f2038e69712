import {
  breadthFirst,
  buildNeighbourTable,
  DIRECTION_DELTAS,
  distance,
  distanceToEdge,
  hexKey,
  parseHexKey,
  rectangleCorners,
  rectangleEdges,
  rectangleKeys,
  type HexKey,
} from '@shared/hex';
import { isPassable, type MapHex } from '@shared/map';
import {
  allowedMeanGap,
  allowedNearerGap,
  assessFairness,
  type GeneratedMap,
  type MapParams,
} from '@shared/mapgen';
import { MIN_HOME_DISTANCE, SETTLEMENT_SPACING } from '@shared/mapgen/settlementSpacing';
import { terrainCounts } from '@shared/mapgen/terrainStage';

const KIND_INDEX = { village: 0, town: 1, city: 2, fortress: 3 } as const;
/** How high a terrain reads: rivers never step to a higher class (issue 15). */
const HEIGHT = { water: 0, open: 1, forest: 1, marsh: 1, hills: 2, mountain: 3 } as const;

/** Every invariant the generator promises, as a list of broken ones (empty = all hold). */
export function mapProblems(generated: GeneratedMap, params: MapParams): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const { map, fairness } = generated;
  const keys = Object.keys(map.hexes) as HexKey[];
  const hexAt = (key: string): MapHex | undefined => map.hexes[key as HexKey];

  // Shape (HEX-4, HEX-5).
  const expected = rectangleKeys(params.width, params.height);
  if (keys.length !== expected.length || expected.some((k) => !hexAt(k)))
    fail('hexes are not the W×H rectangle');
  if (JSON.stringify(map.edges) !== JSON.stringify(rectangleEdges(params.width, params.height)))
    fail('edges differ');
  if (JSON.stringify(map.corners) !== JSON.stringify(rectangleCorners(params.width, params.height))) {
    fail('corners differ');
  }
  for (const key of keys) {
    const h = hexAt(key)!;
    if (hexKey(h.q, h.r) !== key) fail(`hex ${key} has q,r ${h.q},${h.r}`);
  }

  // Terrain shares: exact by quantiles, apart from the few hexes carved for connectivity.
  const want = terrainCounts(params);
  const total = params.width * params.height;
  const land = total - want.water;
  const got = { water: 0, mountain: 0, hills: 0, marsh: 0, forest: 0, open: 0 };
  for (const key of keys) got[hexAt(key)!.terrain]++;
  const slack = 3 + Math.ceil(0.03 * land);
  for (const t of ['water', 'mountain', 'hills', 'marsh', 'forest'] as const) {
    if (Math.abs(got[t] - want[t]) > slack) fail(`${t}: ${got[t]} hexes, wanted ${want[t]} ± ${slack}`);
  }

  // Home edges stay land (fortresses go there) whenever the water share leaves room elsewhere.
  const westEast = params.sides[0].homeEdge === 'West' || params.sides[0].homeEdge === 'East';
  const edgeRoom = total - 2 * 2 * (westEast ? params.height : params.width);
  if (want.water <= edgeRoom) {
    for (const side of params.sides) {
      for (const key of keys) {
        if (hexAt(key)!.terrain === 'water' && distanceToEdge(key, map.edges[side.homeEdge]) <= 1) {
          fail(`water at ${key} on ${side.name}'s home lines`);
        }
      }
    }
  }

  // Rivers (HEX-7): on land, each flowing to an adjacent river hex, water or off the map, never in a loop.
  const riverKeys = keys.filter((k) => hexAt(k)!.river);
  const inflow = new Set<string>();
  for (const key of riverKeys) {
    const h = hexAt(key)!;
    if (h.terrain === 'water' || h.terrain === 'mountain') fail(`river on ${h.terrain} at ${key}`);
    if (!h.riverFlow) {
      fail(`river hex ${key} has no riverFlow`);
      continue;
    }
    const d = DIRECTION_DELTAS[h.riverFlow];
    const next = hexAt(hexKey(h.q + d.q, h.r + d.r));
    if (next && !next.river && next.terrain !== 'water')
      fail(`river at ${key} flows into dry ${next.terrain}`);
    if (next) inflow.add(hexKey(next.q, next.r));
  }
  for (const key of riverKeys) {
    let at: MapHex | undefined = hexAt(key);
    let steps = 0;
    while (at?.river && steps <= riverKeys.length) {
      const d = DIRECTION_DELTAS[at.riverFlow!];
      at = hexAt(hexKey(at.q + d.q, at.r + d.r));
      steps++;
    }
    if (steps > riverKeys.length) fail(`river from ${key} loops`);
    else if (at && at.terrain !== 'water') fail(`river from ${key} ends on ${at.terrain}`);
  }
  const sourceKeys = riverKeys.filter((k) => !inflow.has(k));
  const sources = sourceKeys.length;
  if (sources !== params.rivers) fail(`${sources} rivers, wanted ${params.rivers}`);
  // Issue 15: rivers only run downhill (never from lowland into hills) and never start beside a lake.
  for (const key of riverKeys) {
    const h = hexAt(key)!;
    const d = DIRECTION_DELTAS[h.riverFlow!];
    const next = hexAt(hexKey(h.q + d.q, h.r + d.r));
    if (next && HEIGHT[next.terrain] > HEIGHT[h.terrain])
      fail(`river climbs ${h.terrain}→${next.terrain} at ${key}`);
  }
  for (const key of sourceKeys) {
    const { q, r } = parseHexKey(key);
    if (Object.values(DIRECTION_DELTAS).some((d) => hexAt(hexKey(q + d.q, r + d.r))?.terrain === 'water'))
      fail(`river source ${key} touches water`);
  }
  for (const key of keys) {
    const h = hexAt(key)!;
    if (h.bridge && !h.river) fail(`bridge without river at ${key}`);
    if (h.bridge && h.settlement) fail(`bridge on the ${h.settlement.type} at ${key}`);
  }

  // Settlements (SETUP-1, SETUP-6) and fortresses (SETUP-3).
  const [sideA, sideB] = params.sides;
  const settled = keys.filter((k) => hexAt(k)!.settlement);
  const counts = { village: 0, town: 0, city: 0, fortress: 0 };
  const names = new Set<string>();
  for (const key of settled) {
    const s = hexAt(key)!.settlement!;
    counts[s.type]++;
    if (!s.name || names.has(s.name)) fail(`settlement at ${key} has a missing or repeated name "${s.name}"`);
    names.add(s.name ?? '');
    if (!isPassable(hexAt(key)!.terrain)) fail(`${s.type} on ${hexAt(key)!.terrain} at ${key}`);
    if (s.type === 'fortress') continue;
    if (s.controller !== null) fail(`${s.type} at ${key} is not neutral`);
    for (const side of params.sides) {
      const least = MIN_HOME_DISTANCE[KIND_INDEX[s.type]]!;
      if (distanceToEdge(key, map.edges[side.homeEdge]) < least) {
        fail(`${s.type} at ${key} is nearer than ${least} to ${side.name}'s home edge`);
      }
    }
  }
  for (let i = 0; i < settled.length; i++) {
    for (let j = i + 1; j < settled.length; j++) {
      const a = hexAt(settled[i]!)!.settlement!;
      const b = hexAt(settled[j]!)!.settlement!;
      const need = Math.max(SETTLEMENT_SPACING[KIND_INDEX[a.type]], SETTLEMENT_SPACING[KIND_INDEX[b.type]]);
      const d = distance(parseHexKey(settled[i]!), parseHexKey(settled[j]!));
      if (d < need) fail(`${a.type} ${settled[i]} and ${b.type} ${settled[j]} are ${d} apart, need ${need}`);
    }
  }
  if (counts.village !== params.villages || counts.town !== params.towns || counts.city !== params.cities) {
    fail(`settlement counts ${JSON.stringify(counts)}`);
  }
  const fortressOf = new Map<string, HexKey>();
  for (const key of settled) {
    const s = hexAt(key)!.settlement!;
    if (s.type !== 'fortress') continue;
    if (!s.controller || s.controller !== s.originalOwner)
      fail(`fortress at ${key} has controller ${s.controller}`);
    if (fortressOf.has(s.controller ?? '')) fail(`player ${s.controller} has two fortresses`);
    fortressOf.set(s.controller ?? '', key);
  }
  for (const side of params.sides) {
    for (const player of side.players) {
      const key = fortressOf.get(player.id);
      if (!key) fail(`player ${player.id} has no fortress`);
      else if (distanceToEdge(key, map.edges[side.homeEdge]) !== 1)
        fail(`fortress ${key} not on line 1 (SETUP-3)`);
    }
  }

  // Connectivity: every fortress reaches every enemy fortress over passable hexes.
  const table = buildNeighbourTable(keys);
  const canEnter = (i: number) => isPassable(hexAt(table.keys[i]!)!.terrain);
  for (const a of sideA.players) {
    const from = fortressOf.get(a.id);
    if (!from) continue;
    const reach = breadthFirst(table, [table.indexOf(from)], canEnter);
    for (const b of sideB.players) {
      const to = fortressOf.get(b.id);
      if (to && reach.distance[table.indexOf(to)] === -1) fail(`fortress ${from} cannot reach ${to}`);
    }
  }

  // A river system that would cut the sides apart if it blocked movement has a bridge.
  const riverIdx = new Set(riverKeys.map((k) => table.indexOf(k)));
  const seen = new Set<number>();
  for (const start of riverIdx) {
    if (seen.has(start)) continue;
    const component = breadthFirst(table, [start], (i) => riverIdx.has(i));
    const members = [...riverIdx].filter((i) => component.distance[i]! >= 0);
    members.forEach((i) => seen.add(i));
    const blocked = new Set(members);
    const firstA = fortressOf.get(sideA.players[0]!.id);
    const firstB = fortressOf.get(sideB.players[0]!.id);
    if (!firstA || !firstB) continue;
    const split = breadthFirst(table, [table.indexOf(firstA)], (i) => canEnter(i) && !blocked.has(i));
    // A settlement on the river is a crossing too (bridges never stand on one, issue 15).
    const crossed = members.some((i) => hexAt(table.keys[i]!)!.bridge || hexAt(table.keys[i]!)!.settlement);
    if (split.distance[table.indexOf(firstB)] === -1 && !crossed) {
      fail(`river through ${table.keys[start]} splits the sides but has no bridge`);
    }
  }

  // Fairness: the report is the same as a fresh assessment and within the limits.
  if (JSON.stringify(assessFairness(map, params.sides)) !== JSON.stringify(fairness))
    fail('fairness report is stale');
  const [fa, fb] = fairness.sides;
  if (!fairness.fair || !fairness.allFortressesConnected || fairness.unreachableSettlements > 0) {
    fail(`not fair: ${fairness.notes.join(' ')}`);
  }
  const n = fairness.neutralSettlements;
  if (Math.abs(fa.settlementsNearer - fb.settlementsNearer) > allowedNearerGap(n))
    fail('nearer counts too far apart');
  if (fa.meanPathDistance !== null && fb.meanPathDistance !== null) {
    const gap = Math.abs(fa.meanPathDistance - fb.meanPathDistance);
    if (gap > allowedMeanGap(fa.meanPathDistance, fb.meanPathDistance)) fail('mean distances too far apart');
  }
  return problems;
}
