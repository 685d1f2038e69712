import { mkdirSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  battlefieldSvg,
  drawBattlefield,
  makeBattlefield,
  planLayout,
  type BattleSite,
  type PlanContext,
  type TableSize,
} from '@shared/battlefield';
import { DIRECTIONS, type Direction, type HexKey } from '@shared/hex';
import type { Terrain } from '@shared/map';
import { scenarioFromSeed, SIDES } from './siteArbitrary';

/** Where the gallery goes, for a person to look at (test-results is ignored by git). */
const OUT = 'test-results/battlefield-gallery';

const around = (t: Terrain, over: Partial<Record<Direction, Terrain | null>> = {}) =>
  Object.fromEntries(DIRECTIONS.map((d) => [d, d in over ? over[d]! : t])) as Record<
    Direction,
    Terrain | null
  >;

/** Ten battles chosen to differ: every terrain, river shapes, bridge, settlements, a siege, every deployment. */
function gallery(): { name: string; site: BattleSite; table: TableSize }[] {
  const base = (key: string, o: Partial<BattleSite>): BattleSite => ({
    title: `Battle ${key}`,
    key,
    hex: '0,0' as HexKey,
    terrain: 'open',
    neighbours: around('open'),
    river: null,
    bridge: false,
    settlement: null,
    entryDir: 'N',
    siege: false,
    scenario: null,
    sides: SIDES,
    ...o,
  });
  // Scenario seeds picked so the ten cover all six SCEN-17 deployments and most SCEN-2 scenarios.
  const byDeployment = new Map<string, ReturnType<typeof scenarioFromSeed>>();
  for (let s = 1; byDeployment.size < 6 && s < 500; s++) {
    const sc = scenarioFromSeed(s);
    if (!byDeployment.has(sc.deployment.name)) byDeployment.set(sc.deployment.name, sc);
  }
  const scen = (name: string) => byDeployment.get(name)!;
  const big = { width: 72, height: 48 };
  return [
    {
      name: '01-forest-river-bridge-town',
      table: big,
      site: base('1', {
        terrain: 'forest',
        neighbours: around('forest', { S: 'open', SE: 'hills' }),
        river: { inFrom: ['N'], outTo: 'S' },
        bridge: true,
        settlement: { type: 'town', name: 'Oakford' },
        entryDir: 'NW',
        scenario: scen('Standard Deployment'),
      }),
    },
    {
      name: '02-hills-chance-encounter',
      table: big,
      site: base('2', {
        terrain: 'hills',
        neighbours: around('hills', { N: 'mountain', NE: 'mountain' }),
        entryDir: 'SE',
        scenario: scen('Chance Encounter'),
      }),
    },
    {
      name: '03-marsh-ford-flank',
      table: big,
      site: base('3', {
        terrain: 'marsh',
        neighbours: around('marsh', { SW: 'water', S: 'water' }),
        river: { inFrom: ['NE'], outTo: 'SW' },
        entryDir: 'N',
        scenario: scen('Flank Attack'),
      }),
    },
    {
      name: '04-open-long-distance',
      table: big,
      site: base('4', {
        neighbours: around('open', { NW: 'forest', SE: 'forest' }),
        entryDir: 'SW',
        scenario: scen('Long Distance Battle'),
      }),
    },
    {
      name: '05-mountain-pass-tunnels',
      table: big,
      site: base('5', {
        terrain: 'hills',
        neighbours: around('mountain', { N: 'hills', S: 'open' }),
        entryDir: 'S',
        scenario: scen('Tunnels'),
      }),
    },
    {
      name: '06-village-fog-of-war',
      table: { width: 60, height: 44 },
      site: base('6', {
        neighbours: around('open', { N: 'forest', NW: 'marsh' }),
        settlement: { type: 'village', name: 'Ashby' },
        entryDir: 'NE',
        scenario: scen('Fog of War'),
      }),
    },
    {
      name: '07-fortress-siege',
      table: big,
      site: base('7', {
        terrain: 'hills',
        neighbours: around('open', { NE: 'forest', N: 'hills' }),
        settlement: { type: 'fortress', name: 'Greyhold' },
        siege: true,
        entryDir: 'SW',
      }),
    },
    {
      name: '08-confluence-city-small-table',
      table: { width: 44, height: 30 },
      site: base('8', {
        neighbours: around('open', { NE: 'forest' }),
        river: { inFrom: ['N', 'NW'], outTo: 'SE' },
        bridge: true,
        settlement: { type: 'city', name: 'Twinbridge' },
        entryDir: 'SW',
        scenario: scen('Standard Deployment'),
      }),
    },
    {
      name: '09-coast-chart-scenario',
      table: big,
      site: base('9', {
        terrain: 'forest',
        neighbours: around('forest', { N: 'water', NE: 'water', NW: 'water', SW: null }),
        entryDir: 'S',
        scenarioName: 'Pitched Battle',
      }),
    },
    {
      name: '10-square-table-siege-river',
      table: { width: 48, height: 48 },
      site: base('10', {
        neighbours: around('marsh', { S: 'forest' }),
        river: { inFrom: ['S'], outTo: 'N' },
        settlement: { type: 'fortress', detail: 'Stronghold' },
        siege: true,
        entryDir: 'NE',
      }),
    },
  ];
}

describe('battlefield gallery (issue 29): ten varied battles drawn to PNG and SVG', () => {
  it('draws each plan at tabletop scale, and the SVG draws the same picture', async () => {
    mkdirSync(OUT, { recursive: true });
    const deployments = new Set<string>();
    for (const { name, site, table } of gallery()) {
      const plan = makeBattlefield(site, table, 7);
      deployments.add(plan.deployment);
      const L = planLayout(plan);
      // 1″ = 10 px: the table itself is exactly ten pixels per inch.
      expect(L.tableW).toBe(table.width * 10);
      expect(L.tableH).toBe(table.height * 10);
      const canvas = createCanvas(L.width, L.height);
      drawBattlefield(canvas.getContext('2d') as unknown as PlanContext, plan);
      const png = canvas.toBuffer('image/png');
      writeFileSync(`${OUT}/${name}.png`, png);
      const svg = battlefieldSvg(plan);
      writeFileSync(`${OUT}/${name}.svg`, svg);
      // Skia reads the SVG back at its declared size: it is a well-formed document.
      const image = await loadImage(Buffer.from(svg));
      expect([image.width, image.height]).toEqual([L.width, L.height]);
      // The table is drawn: most of it is not blank white, and it holds many colours (terrain, zones, river).
      const data = canvas.getContext('2d').getImageData(L.tableX, L.tableY, L.tableW, L.tableH).data;
      let white = 0;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97) {
        if (data[i] === 255 && data[i + 1] === 255 && data[i + 2] === 255) white++;
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      }
      expect(white / (data.length / (4 * 97))).toBeLessThan(0.05);
      expect(colours.size).toBeGreaterThan(8);
    }
    expect([...deployments].sort()).toEqual(
      [
        ...[
          'Standard Deployment',
          'Chance Encounter',
          'Flank Attack',
          'Long Distance Battle',
          'Tunnels',
          'Fog of War',
          'Siege',
        ],
      ].sort(),
    );
  });
});
