import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  footprintGap,
  insideMargin,
  makeBattlefield,
  MARKER_SPACING,
  PIECE_GAP,
  PIECE_KINDS,
  pointInZone,
  pointOnFootprint,
  polylineGap,
  zoneGap,
  type BattlefieldPlan,
  type TableSize,
} from '@shared/battlefield';
import { directionIndex, opposite, type Direction, type Edge } from '@shared/hex';
import { mapBattleArb, siteArb, tableArb } from './siteArbitrary';

const EPS = 1e-6;

/** The edge a bearing leaves the table through, worked out from the corner angles (not the module's ray). */
function expectedEdge(table: TableSize, d: Direction): Edge {
  const theta = directionIndex(d) * 60;
  const phi = (Math.atan2(table.width / 2, table.height / 2) * 180) / Math.PI;
  if (theta < phi || theta > 360 - phi) return 'North';
  if (theta < 180 - phi) return 'East';
  if (theta < 180 + phi) return 'South';
  return 'West';
}

function onEdge(p: { x: number; y: number }, table: TableSize, edge: Edge): boolean {
  switch (edge) {
    case 'North':
      return Math.abs(p.y) < EPS;
    case 'South':
      return Math.abs(p.y - table.height) < EPS;
    case 'West':
      return Math.abs(p.x) < EPS;
    case 'East':
      return Math.abs(p.x - table.width) < EPS;
  }
}

/** Which pieces the scenario lets into a zone: the siege walls in the defender's (SSCN-9), a river crossing. */
const mayEnterZone = (plan: BattlefieldPlan, kind: string, side: string) =>
  kind === 'bridge' || kind === 'ford' || (plan.site.siege && kind === 'fortress' && side === 'defender');

function checkPlan(plan: BattlefieldPlan) {
  const { table } = plan;
  for (const p of plan.pieces)
    expect(insideMargin(p.footprint, table), `${p.kind} on the table`).toBeGreaterThanOrEqual(-EPS);
  for (let i = 0; i < plan.pieces.length; i++)
    for (let j = i + 1; j < plan.pieces.length; j++)
      expect(footprintGap(plan.pieces[i]!.footprint, plan.pieces[j]!.footprint)).toBeGreaterThanOrEqual(
        PIECE_GAP - EPS,
      );
  for (const p of plan.pieces)
    for (const z of plan.zones)
      if (!mayEnterZone(plan, p.kind, z.side))
        expect(zoneGap(p.footprint, z.shape), `${p.kind} in the ${z.side}'s zone`).toBeGreaterThanOrEqual(
          -EPS,
        );
  if (plan.river) {
    for (const arm of plan.river.arms) {
      const end = arm.role === 'in' ? arm.points[0]! : arm.points[arm.points.length - 1]!;
      // HEX-7: the river keeps its map bearing: in from the edge facing where it comes from, out the way it drains.
      expect(arm.edge).toBe(expectedEdge(table, arm.direction));
      expect(
        onEdge(end, table, expectedEdge(table, arm.direction)),
        `${arm.role} ${arm.direction} ends on its edge`,
      ).toBe(true);
      for (const q of arm.points) {
        expect(q.x).toBeGreaterThanOrEqual(-EPS);
        expect(q.x).toBeLessThanOrEqual(table.width + EPS);
        expect(q.y).toBeGreaterThanOrEqual(-EPS);
        expect(q.y).toBeLessThanOrEqual(table.height + EPS);
      }
      for (const p of plan.pieces) {
        if (p.kind === 'bridge' || p.kind === 'ford' || (p.kind === 'fortress' && plan.site.siege)) continue;
        expect(polylineGap(p.footprint, arm.points), `${p.kind} clear of the river`).toBeGreaterThanOrEqual(
          plan.river.width / 2 - EPS,
        );
      }
    }
    expect(
      plan.pieces.filter((p) => p.kind === (plan.site.bridge ? 'bridge' : 'ford')).length,
    ).toBeLessThanOrEqual(1);
  }
  // BATTLE-1: the attacker's zone is on the edge facing its entry direction (SCEN-17a: the long edge on that side).
  const attacker = plan.zones.find((z) => z.side === 'attacker')!;
  const defender = plan.zones.find((z) => z.side === 'defender')!;
  const facing = expectedEdge(table, plan.site.entryDir);
  if (plan.deployment === 'Chance Encounter') {
    const long =
      table.width === table.height
        ? ['North', 'South', 'East', 'West']
        : table.width > table.height
          ? ['North', 'South']
          : ['East', 'West'];
    expect(long).toContain(attacker.edge);
    if (long.includes(facing)) expect(attacker.edge).toBe(facing);
  } else expect(attacker.edge).toBe(facing);
  const s = attacker.shape;
  const touches =
    s.type === 'rect'
      ? {
          North: s.y < EPS,
          South: s.y + s.h > table.height - EPS,
          West: s.x < EPS,
          East: s.x + s.w > table.width - EPS,
        }[attacker.edge]
      : onEdge(s, table, attacker.edge);
  expect(touches, 'the attacker zone touches its edge').toBe(true);
  const across = { North: 'South', South: 'North', East: 'West', West: 'East' } as const;
  if (plan.deployment !== 'Flank Attack') expect(defender.edge).toBe(across[attacker.edge]);
  else expect(defender.edge).not.toBe(attacker.edge);
  // SCEN-12: objectives more than 8″ from each other, the edges and the zones, never on impassable terrain.
  const objectives = plan.markers.filter((m) => m.kind === 'objective');
  for (const m of objectives) {
    expect(Math.min(m.x, m.y, table.width - m.x, table.height - m.y)).toBeGreaterThan(MARKER_SPACING);
    for (const z of plan.zones) expect(pointInZone(m, z.shape, MARKER_SPACING)).toBe(false);
    for (const o of objectives)
      if (o !== m) expect(Math.hypot(o.x - m.x, o.y - m.y)).toBeGreaterThan(MARKER_SPACING);
    for (const p of plan.pieces)
      if (PIECE_KINDS[p.kind].impassable) expect(pointOnFootprint(m, p.footprint)).toBe(false);
  }
  const markers = plan.site.scenario?.objectives?.markers;
  if (markers) expect(objectives.length).toBeLessThanOrEqual(markers.A + markers.B);
}

describe('battlefield plans (issue 29)', () => {
  it('same site, table and seed give the same plan; another seed another', () => {
    fc.assert(
      fc.property(siteArb, tableArb, fc.integer(), (site, table, seed) => {
        const a = makeBattlefield(site, table, seed);
        expect(makeBattlefield(site, table, seed)).toEqual(a);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps pieces on the table, apart, out of the zones and the river, the river on its bearing, the attacker on its edge', () => {
    fc.assert(
      fc.property(siteArb, tableArb, fc.integer(), (site, table, seed) =>
        checkPlan(makeBattlefield(site, table, seed)),
      ),
      { numRuns: 400 },
    );
  });

  it('holds on generated maps, with the river read from the map (HEX-7 riverFlow)', () => {
    fc.assert(
      fc.property(mapBattleArb, fc.integer(), ({ site, campaign, hex }, seed) => {
        const here = campaign.map.hexes[hex]!;
        if (here.river && here.riverFlow) expect(site.river!.outTo).toBe(here.riverFlow);
        if (!here.river) expect(site.river).toBeNull();
        checkPlan(makeBattlefield(site, { width: 72, height: 48 }, seed));
      }),
      { numRuns: 80 },
    );
  });

  it('a siege puts the stronghold on the defender’s edge (BATTLE-1, SIEGE-1)', () => {
    fc.assert(
      fc.property(siteArb, fc.integer(), (site, seed) => {
        const plan = makeBattlefield(
          { ...site, siege: true, scenario: null },
          { width: 72, height: 48 },
          seed,
        );
        const walls = plan.pieces.find((p) => p.kind === 'fortress')!;
        const defender = plan.zones.find((z) => z.side === 'defender')!;
        expect(defender.edge).toBe(expectedEdge(plan.table, opposite(site.entryDir)));
        const f = walls.footprint as Extract<typeof walls.footprint, { type: 'rect' }>;
        const gapToEdge = { North: f.y, South: 48 - f.y - f.h, West: f.x, East: 72 - f.x - f.w }[
          defender.edge
        ];
        expect(gapToEdge).toBeLessThanOrEqual(1 + EPS);
      }),
      { numRuns: 100 },
    );
  });
});
