import { t } from '../i18n';
import {
  coreScenarioNameLabel,
  deploymentTypeLabel,
  scenarioTypeId,
  scenarioTypeLabel,
} from '../rulesets/core/scenario/scenarioLabels';
import { DIRECTIONS, type Direction } from '../hex';
import { createRng, normalizeSeed, type Rng } from '../random';
import { stringHash } from './battleSite';
import type {
  BattlefieldPlan,
  BattleSite,
  DeploymentZone,
  Footprint,
  PieceKind,
  RiverArm,
  RiverPlan,
  TableMarker,
  TablePoint,
  TableSize,
  TerrainPiece,
} from './battlefieldTypes';
import { fieldZones, siegeLayout, zoneDepth } from './planDeployment';
import { placeMarkers } from './placeMarkers';
import {
  footprintGap,
  insideMargin,
  movedFootprint,
  pointInZone,
  pointSegmentDistance,
  polylineGap,
  zoneGap,
} from './shapes';
import { edgePointOf, edgeFacing } from './tableGeometry';
import { DEFAULT_TABLE } from './tableSize';
import { PIECE_KINDS, REFERENCE_AREA, SPILL_REACH, TERRAIN_RULES, type PieceRule } from './terrainRules';

/** Decision: pieces keep an inch apart, so a model on a 25 mm base can walk between any two. */
export const PIECE_GAP = 1;
/** Decision: nothing stands within 6″ of a siege's walls (SSCN-9 asks for 24″, which leaves no table). */
export const WALL_CLEARANCE = 6;
/** Tries per piece before it is left out: bounded time on any table (the plan says how many were left out). */
const TRIES = 150;

/** Settlement footprints in inches, by HEX-7 type (Decision: a village is a few houses, a city a walled block). */
const SETTLEMENT_SIZE = {
  village: { w: 8, h: 6 },
  town: { w: 10, h: 8 },
  city: { w: 12, h: 10 },
  fortress: { w: 12, h: 12 },
} as const;

/** Same seed and battle, same plan: the seed is mixed with the battle's key, so battles never share tables. */
export function planRng(site: BattleSite, seed: number): Rng {
  return createRng(Math.imul(normalizeSeed(seed), 0x9e3779b1) ^ stringHash(site.key));
}

/** The river band's width in inches (Decision: 3″, 2.5″ on a table under 40″ deep). */
export const riverWidth = (table: TableSize) => (Math.min(table.width, table.height) < 40 ? 2.5 : 3);

/**
 * Issue 29: the tabletop plan of one battle. Pure and seeded: the same site, table and seed give the same plan.
 * Order of placement: river (HEX-7), the centre piece (settlement, or SCEN-16's dense piece) or the siege walls on
 * the defender's edge (BATTLE-1, SIEGE-1), the river crossing, the pieces spilled from the neighbours (at the table
 * edges facing them, HEX-2), then the hex's own pieces (HEX-6 terrain hint, the rule table in terrainRules.ts),
 * and last the scenario's markers (SCEN-12..18).
 */
export function makeBattlefield(
  site: BattleSite,
  table: TableSize = DEFAULT_TABLE,
  seed = 1,
): BattlefieldPlan {
  const rng = planRng(site, seed);
  const uniform = (lo: number, hi: number) => lo + (hi - lo) * rng.float();
  const centre = { x: table.width / 2, y: table.height / 2 };
  const pieces: TerrainPiece[] = [];
  const notes: string[] = [];
  let left = 0;
  const id = () => `p${pieces.length + 1}`;

  const siege = site.siege ? siegeLayout(site, table) : null;
  const field = siege ? null : fieldZones(site, table);
  let zones: DeploymentZone[] = siege ? siege.zones : field!.zones;
  const relicWanted = site.scenario ? scenarioTypeId(site.scenario) === 'retrieve' : false;

  // The centre piece's size is known before the river, so the river can bend around it.
  const settlementSize = !siege && site.settlement ? SETTLEMENT_SIZE[site.settlement.type] : null;
  const centreClear = settlementSize
    ? Math.hypot(settlementSize.w, settlementSize.h) / 2
    : relicWanted
      ? 4
      : 0;

  const river = site.river ? makeRiver(site, table, rng, centre, centreClear) : null;
  const armsClear = (f: Footprint) =>
    !river || river.arms.every((arm) => polylineGap(f, arm.points) >= river.width / 2 + 0.5);

  const fits = (f: Footprint, opts: { zonesOk?: boolean; riverOk?: boolean; wallsOk?: boolean } = {}) => {
    if (insideMargin(f, table) < 0) return false;
    if (pieces.some((p) => footprintGap(p.footprint, f) < PIECE_GAP)) return false;
    if (!opts.zonesOk && zones.some((z) => zoneGap(f, z.shape) < 0)) return false;
    if (!opts.riverOk && !armsClear(f)) return false;
    if (!opts.wallsOk && siege && footprintGap(f, wallsPiece()!.footprint) < WALL_CLEARANCE) return false;
    return true;
  };
  const wallsPiece = () => pieces.find((p) => p.kind === 'fortress' && siege);

  // Siege: the stronghold on the defender's edge, slid along it off the river (BATTLE-1, SIEGE-1).
  if (siege) {
    const w = siege.walls;
    const alongX = w.w > w.h;
    const room = alongX ? table.width - w.w - 1 : table.height - w.h - 1;
    let placed: Footprint = w;
    for (let s = 0; s <= room; s++) {
      const shifts = s === 0 ? [0] : [s, -s];
      const hit = shifts
        .map((k) => (alongX ? { ...w, x: w.x + k } : { ...w, y: w.y + k }))
        .find(
          (at) =>
            (alongX ? at.x : at.y) >= 1 &&
            (alongX ? at.x + at.w : at.y + at.h) <= room + (alongX ? w.w : w.h) &&
            armsClear(at),
        );
      if (hit) {
        placed = hit;
        break;
      }
    }
    pieces.push({
      id: id(),
      kind: 'fortress',
      footprint: placed,
      source: 'hex',
      label: site.settlement?.name ?? site.settlement?.detail ?? t('battlefield:site.stronghold'),
      ...(site.settlement?.detail ? { detail: site.settlement.detail } : {}),
    });
    const p = placed as Extract<Footprint, { type: 'rect' }>;
    const around = {
      type: 'rect' as const,
      x: Math.max(0, p.x - 3),
      y: Math.max(0, p.y - 3),
      w: Math.min(table.width, p.x + p.w + 3) - Math.max(0, p.x - 3),
      h: Math.min(table.height, p.y + p.h + 3) - Math.max(0, p.y - 3),
    };
    zones = zones.map((z) => (z.side === 'defender' ? { ...z, shape: around } : z));
    notes.push(
      t('battlefield:notes.siege', {
        stronghold:
          site.settlement?.detail ??
          (site.settlement
            ? t(`battlefield:settlementType.${site.settlement.type}`)
            : t('battlefield:notes.strongholdFallback')),
      }),
    );
  }

  // The settlement at the centre, or as near it as the river allows (HEX-7); SCEN-16's dense piece likewise.
  if (settlementSize || (relicWanted && !siege)) {
    const rect = settlementSize !== null;
    const spot = spiralSearch(centre, (p) => {
      const f: Footprint = rect
        ? { type: 'rect', x: p.x - settlementSize.w / 2, y: p.y - settlementSize.h / 2, ...settlementSize }
        : { type: 'circle', x: p.x, y: p.y, r: 4 };
      return fits(f, { zonesOk: false }) ? f : null;
    });
    if (spot) {
      const kind: PieceKind = rect
        ? site.settlement!.type === 'fortress'
          ? 'fortress'
          : 'settlement'
        : 'woods';
      pieces.push({
        id: id(),
        kind,
        footprint: spot,
        source: 'hex',
        ...(spot.type === 'circle' ? { outline: blobOutline(spot, rng) } : {}),
        ...(rect && site.settlement?.name ? { label: site.settlement.name } : {}),
        ...(rect
          ? { detail: site.settlement!.detail ?? t(`battlefield:settlementType.${site.settlement!.type}`) }
          : {}),
      });
      if (rect)
        notes.push(
          site.settlement!.name
            ? t('battlefield:notes.namedCentre', { name: site.settlement!.name })
            : t('battlefield:notes.centre', {
                what: site.settlement!.detail ?? t(`battlefield:settlementType.${site.settlement!.type}`),
              }),
        );
    } else left++;
  }

  if (river) placeCrossing(river, pieces, zones, rng, fits, id, notes, centre);

  const scale = (table.width * table.height) / REFERENCE_AREA;
  const countOf = (rule: PieceRule) => {
    const n = rng.int(rule.count[0], rule.count[1]);
    return Math.max(rule.count[0] >= 1 ? 1 : 0, Math.round(n * scale));
  };
  // Decision: pieces shrink with the table's area, to no less than 70 % (a 44″×30″ table keeps real woods).
  const shrink = Math.max(0.7, Math.min(1, Math.sqrt(scale)));
  const addPiece = (
    rule: PieceRule,
    source: TerrainPiece['source'],
    sample: (reach: number) => TablePoint,
  ) => {
    for (let t = 0; t < TRIES; t++) {
      const f = footprintFor(rule, { x: 0, y: 0 }, uniform, rng, shrink);
      const reach = f.type === 'circle' ? f.r : Math.max(f.w, f.h) / 2;
      const at = sample(reach);
      const placed = movedFootprint(f, at.x, at.y);
      if (!fits(placed)) continue;
      pieces.push({
        id: id(),
        kind: rule.kind,
        footprint: placed,
        source,
        ...(placed.type === 'circle' ? { outline: blobOutline(placed, rng) } : {}),
      });
      return;
    }
    left++;
  };

  // Neighbours spill in at the edge facing them (HEX-2 bearings); a neighbour like the hex adds nothing new.
  for (const d of DIRECTIONS) {
    const terrain = site.neighbours[d];
    if (!terrain || terrain === site.terrain) continue;
    const anchor = spillAnchor(table, zones, d);
    for (const rule of TERRAIN_RULES[terrain].spill) {
      const n = countOf(rule);
      for (let i = 0; i < n; i++)
        addPiece(rule, d, () => {
          const a = uniform(0, 2 * Math.PI);
          const r = SPILL_REACH * Math.sqrt(rng.float());
          return { x: anchor.x + r * Math.cos(a), y: anchor.y + r * Math.sin(a) };
        });
    }
  }
  for (const rule of TERRAIN_RULES[site.terrain].own) {
    const n = countOf(rule);
    for (let i = 0; i < n; i++)
      addPiece(rule, 'hex', (reach) => ({
        x: uniform(reach, Math.max(reach, table.width - reach)),
        y: uniform(reach, Math.max(reach, table.height - reach)),
      }));
  }

  const markers: TableMarker[] = placeMarkers(site, table, zones, pieces, river, rng, notes);
  const deployment = siege ? t('battlefield:deployment.siege') : field!.name;
  notes.unshift(...zoneNotes(zones, site, table));
  if (site.scenario)
    notes.unshift(
      t('battlefield:notes.scenario', {
        scenario: scenarioTypeLabel(site.scenario),
        deployment: deploymentTypeLabel(site.scenario),
        scenarioRule: site.scenario.scenario.ruleId,
        deploymentRule: site.scenario.deployment.ruleId,
      }),
    );
  else if (site.scenarioName)
    notes.unshift(t('battlefield:notes.chartScenario', { name: coreScenarioNameLabel(site.scenarioName) }));
  if (left > 0) notes.push(t('battlefield:notes.leftOut', { count: left }));
  return { site, table, seed, river, pieces, zones, markers, notes, deployment };
}

function zoneNotes(zones: readonly DeploymentZone[], site: BattleSite, table: TableSize): string[] {
  const a = zones.find((z) => z.side === 'attacker')!;
  const d = zones.find((z) => z.side === 'defender')!;
  const depth = zoneDepth(table);
  return [
    t('battlefield:notes.sides', {
      attacker: site.sides.attacker.name,
      direction: t(`battlefield:direction.${site.entryDir}`),
      attackerEdge: t(`battlefield:edge.${a.edge}`),
      defender: site.sides.defender.name,
      defenderEdge: t(`battlefield:edge.${d.edge}`),
    }),
    a.shape.type === 'rect' && !a.entryOnly && !site.siege
      ? t('battlefield:notes.zoneDepth', { text: a.text, depth })
      : a.text,
  ];
}

/**
 * Where a neighbour's pieces gather: the point where its bearing meets the table edge (HEX-2), moved inwards along
 * that bearing past any deployment zone there, since zones stay clear (SCEN-9: models deploy wholly inside them).
 */
export function spillAnchor(
  table: TableSize,
  zones: readonly DeploymentZone[],
  direction: Direction,
): TablePoint {
  const edge = edgePointOf(table, direction).point;
  const cx = table.width / 2 - edge.x;
  const cy = table.height / 2 - edge.y;
  const len = Math.hypot(cx, cy) || 1;
  let step = 0;
  while (
    step < len &&
    zones.some((z) => pointInZone({ x: edge.x + (cx / len) * step, y: edge.y + (cy / len) * step }, z.shape))
  )
    step += 1;
  return { x: edge.x + (cx / len) * step, y: edge.y + (cy / len) * step };
}

/** A circle or rectangle for one piece of `rule` centred at `at`. */
function footprintFor(
  rule: PieceRule,
  at: TablePoint,
  uniform: (a: number, b: number) => number,
  rng: Rng,
  shrink: number,
): Footprint {
  const size = uniform(rule.size[0], rule.size[1]) * shrink;
  if (PIECE_KINDS[rule.kind].shape === 'blob') return { type: 'circle', x: at.x, y: at.y, r: size };
  const long = 2 * size;
  const short = long * uniform(0.55, 0.8);
  const [w, h] = rng.int(0, 1) === 0 ? [long, short] : [short, long];
  return { type: 'rect', x: at.x - w / 2, y: at.y - h / 2, w, h };
}

/** An organic outline inside a circle: 11 points at 72–100 % of its radius. */
function blobOutline(f: Extract<Footprint, { type: 'circle' }>, rng: Rng): TablePoint[] {
  const n = 11;
  const out: TablePoint[] = [];
  for (let i = 0; i < n; i++) {
    const a = ((i + rng.float() * 0.5) / n) * 2 * Math.PI;
    const r = f.r * (0.72 + 0.28 * rng.float());
    out.push({ x: f.x + r * Math.cos(a), y: f.y + r * Math.sin(a) });
  }
  return out;
}

/** The first spot that `test` accepts, walking outwards from `from` in rings 1″ apart (at most 14″ out). */
function spiralSearch(from: TablePoint, test: (p: TablePoint) => Footprint | null): Footprint | null {
  const here = test(from);
  if (here) return here;
  for (let r = 1; r <= 14; r++) {
    const steps = Math.max(8, Math.round(2 * Math.PI * r));
    for (let i = 0; i < steps; i++) {
      const a = (i / steps) * 2 * Math.PI;
      const found = test({ x: from.x + r * Math.cos(a), y: from.y + r * Math.sin(a) });
      if (found) return found;
    }
  }
  return null;
}

/**
 * HEX-7: the river of the hex runs from the edge facing each direction it flows in from to a junction near the
 * centre, and on to the edge facing the direction it flows out to, so it keeps its map bearing on the table.
 * With a piece at the centre, the junction moves aside far enough for the river to bend around it.
 */
function makeRiver(
  site: BattleSite,
  table: TableSize,
  rng: Rng,
  centre: TablePoint,
  centreClear: number,
): RiverPlan {
  const width = riverWidth(table);
  const course = site.river!;
  const outEnd = edgePointOf(table, course.outTo).point;
  const inEnd = edgePointOf(table, course.inFrom[0]!).point;
  // The main axis, in → out; the junction steps off it sideways.
  const ax = outEnd.x - inEnd.x;
  const ay = outEnd.y - inEnd.y;
  const len = Math.hypot(ax, ay) || 1;
  const side = rng.int(0, 1) === 0 ? -1 : 1;
  const off = centreClear > 0 ? centreClear + width / 2 + 3 : (rng.float() - 0.5) * 6;
  const along = (rng.float() - 0.5) * 6;
  const inset = 6;
  const junction = {
    x: clamp(centre.x + (-ay / len) * off * side + (ax / len) * along, inset, table.width - inset),
    y: clamp(centre.y + (ax / len) * off * side + (ay / len) * along, inset, table.height - inset),
  };
  const arms: RiverArm[] = [
    ...course.inFrom.map((d) => arm(d, 'in', table, junction, rng)),
    arm(course.outTo, 'out', table, junction, rng),
  ];
  return { arms, width, junction, crossing: site.bridge ? 'bridge' : 'ford' };
}

function arm(
  direction: Direction,
  role: 'in' | 'out',
  table: TableSize,
  junction: TablePoint,
  rng: Rng,
): RiverArm {
  const { point: end, edge } = edgePointOf(table, direction);
  const dx = junction.x - end.x;
  const dy = junction.y - end.y;
  const len = Math.hypot(dx, dy) || 1;
  const bend = (rng.float() - 0.5) * 0.3 * len;
  const control = {
    x: (end.x + junction.x) / 2 + (-dy / len) * bend,
    y: (end.y + junction.y) / 2 + (dx / len) * bend,
  };
  const steps = Math.max(4, Math.ceil(len));
  const points: TablePoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const x = u * u * end.x + 2 * u * t * control.x + t * t * junction.x;
    const y = u * u * end.y + 2 * u * t * control.y + t * t * junction.y;
    // The curve starts on the edge and never leaves the table.
    points.push(
      i === 0 ? end : { x: clamp(x, 0.5, table.width - 0.5), y: clamp(y, 0.5, table.height - 0.5) },
    );
  }
  return { direction, role, edge, points: role === 'in' ? points : points.reverse() };
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/**
 * The bridge the map has (HEX-7), or a ford (Decision: the map has no fords, and a river with no way across
 * would cut the table in two): on the river where it runs nearest the centre, outside the deployment zones when
 * it can be.
 */
function placeCrossing(
  river: RiverPlan,
  pieces: TerrainPiece[],
  zones: readonly DeploymentZone[],
  rng: Rng,
  fits: (f: Footprint, o?: { zonesOk?: boolean; riverOk?: boolean }) => boolean,
  id: () => string,
  notes: string[],
  centre: TablePoint,
): void {
  const candidates: { p: TablePoint; angle: number; d: number }[] = [];
  for (const a of river.arms) {
    for (let i = 3; i < a.points.length - 3; i++) {
      const p = a.points[i]!;
      if (pointSegmentDistance(p, river.junction, river.junction) < 4) continue;
      const prev = a.points[i - 1]!;
      const next = a.points[i + 1]!;
      candidates.push({
        p,
        angle: Math.atan2(next.y - prev.y, next.x - prev.x) + Math.PI / 2,
        d: Math.hypot(p.x - centre.x, p.y - centre.y) + rng.float(),
      });
    }
  }
  candidates.sort((a, b) => a.d - b.d);
  const r = river.width / 2 + 1.5;
  const ok = (c: (typeof candidates)[number], zonesOk: boolean) =>
    fits({ type: 'circle', x: c.p.x, y: c.p.y, r }, { zonesOk, riverOk: true });
  const chosen = candidates.find((c) => ok(c, false)) ?? candidates.find((c) => ok(c, true));
  if (!chosen) return;
  void zones;
  const kind = river.crossing;
  pieces.push({
    id: id(),
    kind,
    footprint: { type: 'circle', x: chosen.p.x, y: chosen.p.y, r },
    angle: chosen.angle,
    source: 'hex',
  });
  notes.push(kind === 'bridge' ? t('battlefield:notes.bridge') : t('battlefield:notes.ford'));
}

export { edgeFacing };
