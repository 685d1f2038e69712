import { describe, expect, it } from 'vitest';
import {
  edgePointOf,
  footprintCentre,
  makeBattlefield,
  spillAnchor,
  SPILL_REACH,
  TERRAIN_RULES,
  zoneDepth,
  type BattleSite,
} from '@shared/battlefield';
import { DIRECTIONS, type Direction, type HexKey } from '@shared/hex';
import { TERRAINS, type Terrain } from '@shared/map';
import { SIDES } from './siteArbitrary';

const TABLE = { width: 72, height: 48 };
const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

function site(terrain: Terrain, neighbours: Partial<Record<Direction, Terrain>> = {}): BattleSite {
  return {
    title: 'Battle',
    key: `rule:${terrain}`,
    hex: '0,0' as HexKey,
    terrain,
    neighbours: Object.fromEntries(DIRECTIONS.map((d) => [d, neighbours[d] ?? terrain])) as Record<
      Direction,
      Terrain
    >,
    river: null,
    bridge: false,
    settlement: null,
    entryDir: 'N',
    siege: false,
    scenario: null,
    sides: SIDES,
  };
}

describe('the rule table, row by row (issue 29, README "The battlefield from the map")', () => {
  for (const terrain of TERRAINS) {
    const row = TERRAIN_RULES[terrain];
    it(`${terrain}: its own pieces, in the counts and sizes of its row`, () => {
      for (const seed of SEEDS) {
        const plan = makeBattlefield(site(terrain), TABLE, seed);
        expect(plan.pieces.every((p) => p.source === 'hex')).toBe(true);
        for (const rule of row.own) {
          const pieces = plan.pieces.filter((p) => p.kind === rule.kind);
          expect(pieces.length, `${rule.kind} with seed ${seed}`).toBeGreaterThanOrEqual(rule.count[0]);
          expect(pieces.length).toBeLessThanOrEqual(rule.count[1]);
          for (const p of pieces) {
            const size =
              p.footprint.type === 'circle' ? p.footprint.r : Math.max(p.footprint.w, p.footprint.h) / 2;
            expect(size).toBeGreaterThanOrEqual(rule.size[0] - 1e-9);
            expect(size).toBeLessThanOrEqual(rule.size[1] + 1e-9);
          }
        }
        const kinds = new Set(row.own.map((r) => r.kind));
        expect(plan.pieces.every((p) => kinds.has(p.kind))).toBe(true);
      }
    });
    const ground: Terrain = terrain === 'open' ? 'forest' : 'open';
    it(`${terrain} next door: its spill comes in at the edge facing that neighbour`, () => {
      for (const d of DIRECTIONS) {
        for (const seed of SEEDS.slice(0, 8)) {
          const plan = makeBattlefield(site(ground, { [d]: terrain }), TABLE, seed);
          const spilled = plan.pieces.filter((p) => p.source === d);
          expect(plan.pieces.every((p) => p.source === 'hex' || p.source === d)).toBe(true);
          const rule = row.spill[0]!;
          expect(spilled.length, `${terrain} in the ${d}, seed ${seed}`).toBeGreaterThanOrEqual(
            rule.count[0],
          );
          expect(spilled.length).toBeLessThanOrEqual(rule.count[1]);
          // The pieces gather where the neighbour's bearing meets the edge, just past a deployment zone there.
          const edge = edgePointOf(TABLE, d).point;
          const anchor = spillAnchor(TABLE, plan.zones, d);
          expect(Math.hypot(anchor.x - edge.x, anchor.y - edge.y)).toBeLessThanOrEqual(
            zoneDepth(TABLE) * 2 + 1,
          );
          for (const p of spilled) {
            expect(p.kind).toBe(rule.kind);
            const c = footprintCentre(p.footprint);
            expect(Math.hypot(c.x - anchor.x, c.y - anchor.y)).toBeLessThanOrEqual(SPILL_REACH + 1e-9);
          }
        }
      }
    });
  }

  it('scales the counts with the table: fewer woods on 44″×30″ than on 72″×48″', () => {
    const count = (t: { width: number; height: number }) =>
      SEEDS.reduce((n, seed) => n + makeBattlefield(site('forest'), t, seed).pieces.length, 0);
    expect(count({ width: 44, height: 30 })).toBeLessThan(count(TABLE));
  });
});

describe('the README documents the rule table as the code has it', () => {
  it('has one row per terrain with its counts and sizes', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync('README.md', 'utf8');
    const range = ([a, b]: readonly [number, number]) => (a === b ? `${a}` : `${a}–${b}`);
    for (const terrain of TERRAINS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| ${terrain} |`));
      expect(row, `README row for ${terrain}`).toBeDefined();
      const [, own, spill] = row!.split('|').slice(1, -1);
      for (const rule of TERRAIN_RULES[terrain].own) {
        expect(own).toContain(`${range(rule.count)} `);
        expect(own).toContain(`${range(rule.size)}″`);
      }
      for (const rule of TERRAIN_RULES[terrain].spill) expect(spill).toContain(`${range(rule.count)} `);
    }
  });
});
