import { breadthFirst, type HexKey } from '@shared/hex';
import { isPassable } from '@shared/map';
import { createDice, createRng } from '@shared/random';
import { DEFAULT_MAP_PARAMS, generateMap, type GeneratedMap } from '@shared/mapgen';
import {
  createCoreCampaign,
  legalMoves,
  neighbourTableOf,
  runCampaign,
  setupFromGeneratedMap,
  type Campaign,
} from '@shared/rulesets/core';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';
import { benchParams } from './mapgenSuite';

/** The largest MOVE-2 allowance: D3 3 plus the +1 location bonus (MOVE-4). */
const MAX_ALLOWANCE = 4;
const ARMIES = 40;
const CAMPAIGNS_MEASURED = 100;
const CAMPAIGNS_TARGET = 1000;

function generated(width: number, height: number, seed: number): GeneratedMap {
  const params = width === 30 && height === 20 ? DEFAULT_MAP_PARAMS : benchParams(width, height);
  const result = generateMap(params, seed);
  if (!result.ok) throw new Error(result.error.join('; '));
  return result.value;
}

function newCampaign(map: GeneratedMap, seed: number, armiesPerPlayer = 3): Campaign {
  const input = setupFromGeneratedMap(map, {
    id: `bench-${seed}`,
    name: 'Bench',
    seed,
    settings: { core: { armiesPerPlayer, defaultResolution: 'dice', fortressResolution: 'dice' } },
  });
  const created = createCoreCampaign(input);
  if (!created.ok) throw new Error(created.error.map((v) => v.message).join('; '));
  return created.value.state;
}

/**
 * 40 armies (20 a side) on a 100×100 generated map, moved (bench input only) to distinct passable hexes drawn by a
 * seeded RNG, so the searches run in open country, by rivers and settlements and next to enemies, not only around
 * the two fortresses where setup puts them.
 */
function scatteredArmies(): Campaign {
  const state = newCampaign(generated(100, 100, 1000), 7, ARMIES / 2);
  const rng = createRng(99);
  const land = (Object.keys(state.map.hexes) as HexKey[]).filter((key) =>
    isPassable(state.map.hexes[key]!.terrain),
  );
  const used = new Set<HexKey>();
  const entities = { ...state.armies.entities };
  for (const id of state.armies.ids) {
    let hex: HexKey;
    do hex = land[rng.int(0, land.length - 1)]!;
    while (used.has(hex));
    used.add(hex);
    entities[id] = { ...entities[id]!, hex };
  }
  return { ...state, armies: { ...state.armies, entities } };
}

/** legalMoves for every army at the largest allowance; baseline: a bare 4-step BFS over passable hexes from each. */
async function legalMovesFigure(): Promise<BenchFigure> {
  const state = scatteredArmies();
  const table = neighbourTableOf(state.map);
  const passable = (i: number) => isPassable(state.map.hexes[table.keys[i]!]!.terrain);
  const ids = state.armies.ids;
  let found = 0;
  const [moves, bfs] = await measureInterleaved(
    [
      () => {
        for (const id of ids) found += legalMoves(state, id, MAX_ALLOWANCE).length;
      },
      () => {
        for (const id of ids)
          breadthFirst(table, [table.indexOf(state.armies.entities[id]!.hex!)], passable, MAX_ALLOWANCE);
      },
    ],
    { warmup: 30, runs: 51 },
  );
  const perArmy = moves!.median / ids.length;
  const basePerArmy = bfs!.median / ids.length;
  return {
    name: `legalMoves 100×100, ${ids.length} armies`,
    unit: 'ms per army',
    median: perArmy,
    baselineMedian: basePerArmy,
    ratio: perArmy / basePerArmy,
    target: '≤ 0.2 ms per army',
    met: perArmy <= 0.2,
    note: `allowance ${MAX_ALLOWANCE}, armies at seeded random passable hexes, ${Math.round(found / 81 / ids.length)} end hexes per army on average; baseline: a bare breadthFirst of ${MAX_ALLOWANCE} steps over passable hexes from each army (no armies, settlements or paths)`,
  };
}

/**
 * Auto-play (BOT-1..5, runCampaign) of whole campaigns on one 30×20 generated map, campaign seeds 1..100, from
 * createCoreCampaign to VICT. Baseline: a bare loop of as many dice rolls as those campaigns rolled (createDice over
 * the same RNG, createRng). 1,000 campaigns would take too long for `npm run bench`, so 100 are timed and the
 * figure is that time × 10.
 */
async function campaignsFigure(): Promise<BenchFigure> {
  const map = generated(30, 20, 1);
  let rolls = 0;
  let commands = 0;
  let turns = 0;
  let unfinished = 0;
  const playAll = (count: number) => {
    rolls = commands = turns = unfinished = 0;
    for (let seed = 1; seed <= count; seed++) {
      const played = runCampaign(newCampaign(map, seed), { maxTurns: 1000 });
      for (const event of played.state.log) if (event.type === 'DiceRolled') rolls++;
      commands += played.commands;
      turns += played.state.turn.number;
      if (played.stop !== 'ended') unfinished++;
    }
  };
  playAll(30); // warm-up: the JIT compiles the engine's hot paths
  playAll(CAMPAIGNS_MEASURED);
  const diceRolls = rolls;
  const [campaigns, dice] = await measureInterleaved(
    [
      () => playAll(CAMPAIGNS_MEASURED),
      () => {
        const roller = createDice(createRng(1));
        let sum = 0;
        for (let i = 0; i < diceRolls; i++) sum += roller.roll('D6', 'move').natural;
        return sum;
      },
    ],
    { warmup: 1, runs: 3 },
  );
  const scale = CAMPAIGNS_TARGET / CAMPAIGNS_MEASURED;
  const total = campaigns!.median * scale;
  return {
    name: `auto-play ${CAMPAIGNS_TARGET} campaigns 30×20`,
    unit: 'ms',
    median: total,
    baselineMedian: dice!.median * scale,
    ratio: campaigns!.median / dice!.median,
    target: '≤ 10 s on one core',
    met: total <= 10_000,
    note: `extrapolated: ${CAMPAIGNS_MEASURED} campaigns timed (median of 3 runs, ${(campaigns!.median / CAMPAIGNS_MEASURED).toFixed(2)} ms each) × ${scale}; per campaign on average ${(turns / CAMPAIGNS_MEASURED).toFixed(1)} side-turns, ${(commands / CAMPAIGNS_MEASURED).toFixed(0)} commands, ${(diceRolls / CAMPAIGNS_MEASURED).toFixed(0)} dice; ${unfinished} did not reach VICT; baseline: the same number of dice rolls (createDice over createRng) in a bare loop`,
  };
}

export const engineSuite: BenchSuite = {
  name: 'engine',
  async run() {
    return [await legalMovesFigure(), await campaignsFigure()];
  },
};
