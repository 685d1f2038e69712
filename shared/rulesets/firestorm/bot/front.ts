import { axialToOddQ, parseHexKey, type HexKey } from '../../../hex';
import type { FactionId, FsState } from '../model/types';
import { adjacentTerritories, factionById, gloryOf } from '../state/selectors';

/**
 * Where a faction stands: steps over territories from the nearest territory another faction owns (FS-MAP-2) and
 * from its own Lord's Tower (FS-SETUP-3); absent: out of reach; and its corner of the map. Ties between orders are
 * broken by these and then by hex order *as seen from its corner*, so that factions in mirrored corners of a
 * mirrored map make mirrored choices (plain hex order, GEN-9, sends every faction the same way across the map, and
 * measured, it gave the south-east corner 60 % of two-faction campaigns).
 */
export interface Front {
  readonly enemy: ReadonlyMap<string, number>;
  /** Steps from the land of the rival the faction goes for first (leadingRival); empty when it has none. */
  readonly leader: ReadonlyMap<string, number>;
  readonly home: ReadonlyMap<string, number>;
  /** −1 where the faction's tower lies in the east (south) half of the map: columns (rows) are read backwards. */
  readonly colSign: number;
  readonly rowSign: number;
}

/**
 * Hex order seen from a corner (GEN-9 reads columns west to east, then rows north to south; a faction in the
 * south-east reads them east to west and south to north). On odd-q rectangles (HEX-4) this order is carried onto
 * itself by the left–right and top–bottom mirrors and the half turn, with the faction's corner.
 */
export function orientedOrder(front: Front, a: string, b: string): number {
  const pa = axialToOddQ(parseHexKey(a));
  const pb = axialToOddQ(parseHexKey(b));
  return front.colSign * (pa.col - pb.col) || front.rowSign * (pa.row - pb.row);
}

/**
 * Decision (issue 24): the rival a faction goes for first when two fronts are equally near: the one with the most
 * glory (gloryOf, FS-GLORY-4's measure: the nearest to winning), then the one earlier in this turn's initiative
 * order (FS-INIT-3: a die roll, so neither side of a mirrored map is favoured), then faction order. Without it, a
 * faction between two rivals broke every tie by hex order and always marched on the same one (measured: with three
 * factions the rival it spared won 55–75 % of campaigns on a mirrored map); going for the leader is what players
 * at the table do, and it keeps a faction that grabbed land early from running away with the campaign.
 */
export function leadingRival(state: FsState, faction: FactionId): FactionId | undefined {
  const initiative = state.turn.initiativeOrder ?? [];
  const rank = (id: FactionId) => {
    const i = initiative.indexOf(id);
    return i < 0 ? initiative.length : i;
  };
  let best: { id: FactionId; glory: number } | undefined;
  for (const f of state.factions) {
    if (f.id === faction) continue;
    const glory = gloryOf(state, f);
    if (!best || glory > best.glory || (glory === best.glory && rank(f.id) < rank(best.id)))
      best = { id: f.id, glory };
  }
  return best?.id;
}

export function frontOf(state: FsState, faction: FactionId): Front {
  const sources: string[] = [];
  const leaderLand: string[] = [];
  const leader = leadingRival(state, faction);
  for (const [hex, t] of Object.entries(state.territories)) {
    if (t.owner !== null && t.owner !== faction) sources.push(hex);
    if (t.owner !== null && t.owner === leader) leaderLand.push(hex);
  }
  const tower = factionById(state, faction)?.originTowerHex;
  const { width, height } = state.map;
  const at = tower ? axialToOddQ(parseHexKey(tower)) : { col: 0, row: 0 };
  return {
    enemy: stepsOver(state, sources),
    leader: stepsOver(state, leaderLand),
    home: stepsOver(state, tower ? [tower] : []),
    colSign: width !== undefined && at.col > (width - 1) / 2 ? -1 : 1,
    rowSign: height !== undefined && at.row > (height - 1) / 2 ? -1 : 1,
  };
}

/**
 * The order of two territories for a faction: fewer steps from enemy land, then fewer from the leading rival's land
 * (leadingRival), then fewer from home, then orientedOrder.
 */
export function frontOrder(front: Front, a: string, b: string): number {
  const e = (front.enemy.get(a) ?? Infinity) - (front.enemy.get(b) ?? Infinity);
  if (e !== 0 && !Number.isNaN(e)) return e;
  const l = (front.leader.get(a) ?? Infinity) - (front.leader.get(b) ?? Infinity);
  if (l !== 0 && !Number.isNaN(l)) return l;
  const h = (front.home.get(a) ?? Infinity) - (front.home.get(b) ?? Infinity);
  if (h !== 0 && !Number.isNaN(h)) return h;
  return orientedOrder(front, a, b);
}

function stepsOver(state: FsState, sources: readonly string[]): Map<string, number> {
  const steps = new Map<string, number>();
  const queue: string[] = [...sources];
  for (const hex of sources) steps.set(hex, 0);
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    const d = steps.get(at)! + 1;
    for (const n of adjacentTerritories(state, at))
      if (!steps.has(n)) {
        steps.set(n, d);
        queue.push(n);
      }
  }
  return steps;
}

/**
 * The owned territories in the order the alternative policies site buildings (BOT-19's lists with this order in
 * place of hex order): nearer the Lord's Tower first, then farther from enemy land, then orientedOrder. Mirrored
 * factions then build in mirrored places; in hex order a faction in a southern corner builds on its front line and
 * one in a northern corner behind it.
 */
export function homeFirst(state: FsState, faction: FactionId, owned: readonly HexKey[]): HexKey[] {
  const front = frontOf(state, faction);
  const at = (m: ReadonlyMap<string, number>, h: string) => m.get(h) ?? Infinity;
  return [...owned].sort(
    (a, b) =>
      at(front.home, a) - at(front.home, b) ||
      at(front.enemy, b) - at(front.enemy, a) ||
      orientedOrder(front, a, b),
  );
}

/**
 * The retreat the alternative policies pick among FS-DEFEAT-2's legal ones: the most steps from enemy land, then
 * nearer the Lord's Tower, then orientedOrder. Mirrored factions then retreat the mirrored way.
 */
export function saferRetreat(state: FsState, faction: FactionId, options: readonly HexKey[]): HexKey {
  const front = frontOf(state, faction);
  const at = (m: ReadonlyMap<string, number>, h: string) => m.get(h) ?? Infinity;
  let best = options[0]!;
  for (const h of options.slice(1)) {
    const e = at(front.enemy, h) - at(front.enemy, best);
    const home = at(front.home, h) - at(front.home, best);
    if (e > 0 || (e === 0 && (home < 0 || (home === 0 && orientedOrder(front, h, best) < 0)))) best = h;
  }
  return best;
}
