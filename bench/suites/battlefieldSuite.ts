import { createCanvas } from '@napi-rs/canvas';
import {
  drawBattlefield,
  makeBattlefield,
  planLayout,
  type BattleSite,
  type PlanContext,
} from '@shared/battlefield';
import { DIRECTIONS, type Direction, type HexKey } from '@shared/hex';
import type { Terrain } from '@shared/map';
import { createRng } from '@shared/random';
import { generateScenario } from '@shared/rulesets/core/scenario/generateScenario';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';

/** Issue 29: a plan is made in under 5 ms and drawn in under one frame at 60 Hz. */
const PLAN_TARGET_MS = 5;
const FRAME_MS = 1000 / 60;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A busy battle: forest with a confluence, a bridge, a town, every kind of neighbour and Take and Hold markers. */
function busySite(): BattleSite {
  const rng = createRng(12);
  let scenario = generateScenario((d) => (d === 'D3' ? rng.int(1, 3) : rng.int(1, 6)), { A: 'a', B: 'b' });
  while (scenario.scenario.name !== 'Take and Hold')
    scenario = generateScenario((d) => (d === 'D3' ? rng.int(1, 3) : rng.int(1, 6)), { A: 'a', B: 'b' });
  const around: Terrain[] = ['hills', 'water', 'marsh', 'mountain', 'open', 'forest'];
  return {
    title: 'Battle at Oakford (bench)',
    key: 'bench',
    hex: '0,0' as HexKey,
    terrain: 'forest',
    neighbours: Object.fromEntries(DIRECTIONS.map((d, i) => [d, around[i]!])) as Record<Direction, Terrain>,
    river: { inFrom: ['N', 'NW'], outTo: 'SE' },
    bridge: true,
    settlement: { type: 'town', name: 'Oakford' },
    entryDir: 'SW',
    siege: false,
    scenario,
    sides: { attacker: { name: 'Red', color: '#d62728' }, defender: { name: 'Blue', color: '#1f77b4' } },
  };
}

export const battlefieldSuite: BenchSuite = {
  name: 'battlefield',
  async run(): Promise<BenchFigure[]> {
    const site = busySite();
    const table = { width: 72, height: 48 };
    const plan = makeBattlefield(site, table, 1);
    const layout = planLayout(plan);
    const canvas = createCanvas(layout.width, layout.height);
    const ctx = canvas.getContext('2d');
    const make = (run: number) => makeBattlefield(site, table, 1000 + run);
    const copy = () => structuredClone(plan);
    const draw = () => drawBattlefield(ctx as unknown as PlanContext, plan);
    // The floor of any plan drawing: the bare table and its inch grid, one stroke per line.
    const grid = () => {
      ctx.fillStyle = '#e7e3c4';
      ctx.fillRect(layout.tableX, layout.tableY, layout.tableW, layout.tableH);
      ctx.strokeStyle = '#d9d4b2';
      for (let i = 0; i <= table.width; i++) {
        ctx.beginPath();
        ctx.moveTo(layout.tableX + i * 10, layout.tableY);
        ctx.lineTo(layout.tableX + i * 10, layout.tableY + layout.tableH);
        ctx.stroke();
      }
      for (let j = 0; j <= table.height; j++) {
        ctx.beginPath();
        ctx.moveTo(layout.tableX, layout.tableY + j * 10);
        ctx.lineTo(layout.tableX + layout.tableW, layout.tableY + j * 10);
        ctx.stroke();
      }
    };
    const [m, c, d, b] = await measureInterleaved([make, copy, draw, grid], { warmup: 20, runs: 200 });
    return [
      {
        name: 'make a battlefield plan (72″×48″, river, town, six neighbours, objectives)',
        unit: 'ms',
        median: round(m!.median),
        baselineMedian: round(c!.median),
        ratio: round(m!.median / c!.median),
        target: `≤ ${PLAN_TARGET_MS} ms`,
        met: m!.median <= PLAN_TARGET_MS,
        note: `a fresh seed each run; baseline = structuredClone of one finished plan (${plan.pieces.length} pieces)`,
      },
      {
        name: `draw a battlefield plan (${layout.width}×${layout.height} px, 1″ = 10 px)`,
        unit: 'ms',
        median: round(d!.median),
        baselineMedian: round(b!.median),
        ratio: round(d!.median / b!.median),
        target: `≤ one frame (${FRAME_MS.toFixed(1)} ms)`,
        met: d!.median <= FRAME_MS,
        note: 'grid, zones, river, pieces, markers, legend and hex inset into a @napi-rs/canvas; baseline = the bare table and its 121 inch-grid lines',
      },
    ];
  },
};
