import { breadthFirst } from '../hex';
import type { Settlement } from '../map';
import { createRng, normalizeSeed, type Rng } from '../random';
import { err, ok, type Result } from '../result';
import { bridgesStage } from './bridgesStage';
import { buildCampaignMap, kindName } from './buildCampaignMap';
import { connectStage } from './connectStage';
import { elevationStage } from './elevationStage';
import { fairnessStage } from './fairnessStage';
import { fortressesStage } from './fortressesStage';
import { homeDistances } from './homeLines';
import { allowedMeanGap, allowedNearerGap } from './fairnessTypes';
import type { GeneratedMap } from './generatedMapTypes';
import { enterable, mapGridFor, type MapGrid } from './mapGrid';
import type { MapParams } from './mapParams';
import { measureFairness, sideDistances } from './measureFairness';
import { moistureStage } from './moistureStage';
import { riversStage } from './riversStage';
import { createNameGenerator } from './settlementNames';
import { settlementSites, settlementsStage } from './settlementsStage';
import { terrainStage } from './terrainStage';
import { seedProblem, validateMapParams } from './validateMapParams';
import { t } from '../i18n';
import { isPassableCode } from './terrainCodes';

/**
 * Bounded retries: an attempt whose fairness repair fails is set aside and the next attempt's RNG used. If all miss
 * (only seen on very narrow maps with many mountains), the least unfair one is returned with fair = false and notes.
 */
export const MAX_ATTEMPTS = 6;

const STAGES = ['elevation', 'moisture', 'rivers', 'settlements', 'fortresses', 'fairness', 'names'] as const;

/**
 * Each stage draws from its own RNG derived from (seed, attempt, stage), so changing, say, the village count
 * leaves the terrain of a seed unchanged. A 32-bit integer mix (murmur3 finaliser) keeps the streams apart.
 */
export function stageRng(seed: number, attempt: number, stage: (typeof STAGES)[number]): Rng {
  let h = Math.imul(normalizeSeed(seed) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(attempt + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) ^ ((STAGES.indexOf(stage) + 1) * 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return createRng((h ^ (h >>> 16)) | 0);
}

/**
 * The seeded random map (SETUP-1): elevation → moisture → terrain (+ connect) → rivers → settlements → fortresses →
 * fairness → bridges, each a pure function of its inputs and an explicit RNG. Same seed and params give a
 * deep-equal map with identical JSON. Invalid params give err with every problem and generate nothing.
 */
export function generateMap(params: MapParams, seed: number): Result<GeneratedMap, string[]> {
  if (typeof seed !== 'number' || !Number.isFinite(seed)) return err([seedProblem(seed)]);
  const problems = validateMapParams(params);
  if (problems.length > 0) return err(problems);
  const grid = mapGridFor(params.width, params.height);
  let fallback: GeneratedMap | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const generated = runAttempt(grid, params, seed, attempt);
    if (!generated) continue;
    if (generated.fairness.fair) return ok(generated);
    if (!fallback || unfairness(generated) < unfairness(fallback)) fallback = generated;
  }
  if (fallback) return ok(fallback);
  return err([t('mapgen:layoutFailed', { count: MAX_ATTEMPTS })]);
}

/** How far an attempt misses FAIRNESS_LIMITS, to keep the least unfair one when every attempt misses. */
function unfairness({ fairness }: GeneratedMap): number {
  const [a, b] = fairness.sides;
  const nearer =
    Math.abs(a.settlementsNearer - b.settlementsNearer) - allowedNearerGap(fairness.neutralSettlements);
  const ma = a.meanPathDistance ?? 0;
  const mb = b.meanPathDistance ?? 0;
  const mean = Math.abs(ma - mb) - allowedMeanGap(ma, mb);
  return (fairness.allFortressesConnected ? 0 : 1000) + 10 * Math.max(0, nearer) + Math.max(0, mean);
}

function runAttempt(grid: MapGrid, params: MapParams, seed: number, attempt: number): GeneratedMap | null {
  const elevation = elevationStage(grid, params, stageRng(seed, attempt, 'elevation'));
  const moisture = moistureStage(grid, elevation, stageRng(seed, attempt, 'moisture'));
  const { terrain, mainland } = connectStage(grid, params, terrainStage(grid, params, elevation, moisture));
  const rivers = riversStage(grid, terrain, elevation, params.rivers, stageRng(seed, attempt, 'rivers'));
  const kinds = new Int8Array(grid.count).fill(-1);
  const westEast = params.sides[0].homeEdge === 'West' || params.sides[0].homeEdge === 'East';
  const homeDistance = homeDistances(grid, westEast);
  const sites = settlementSites(grid, terrain, mainland, homeDistance);
  const placed = settlementsStage(
    grid,
    params,
    sites,
    kinds,
    homeDistance,
    stageRng(seed, attempt, 'settlements'),
  );
  if (!placed) return null;
  const fortresses = fortressesStage(
    grid,
    params,
    terrain,
    mainland,
    kinds,
    stageRng(seed, attempt, 'fortresses'),
  );
  if (!fortresses) return null;
  const passable = new Uint8Array(grid.count);
  for (let i = 0; i < grid.count; i++) passable[i] = isPassableCode(terrain[i]!) ? 1 : 0;
  const side = (s: number) => fortresses.filter((f) => f.side === s).map((f) => f.index);
  const search0 = breadthFirst(grid.table, side(0), enterable(passable));
  const d0 = search0.distance;
  const d1 = sideDistances(grid.table, passable, side(1));
  fairnessStage(grid, sites, kinds, placed, d0, d1, homeDistance, stageRng(seed, attempt, 'fairness'));
  const noBridge = new Uint8Array(grid.count);
  for (const course of rivers.courses) noBridge[course[0]!] = 1;
  for (let i = 0; i < grid.count; i++) if (kinds[i]! >= 0) noBridge[i] = 2;
  const { bridge, firstSearch } = bridgesStage(grid, passable, rivers.riverId, fortresses, noBridge, search0);

  const nextName = createNameGenerator(stageRng(seed, attempt, 'names'));
  const settlements = new Map<number, Settlement>();
  for (const s of [...placed].sort((a, b) => a.index - b.index)) {
    settlements.set(s.index, { type: kindName(s.kind), controller: null, name: nextName() });
  }
  for (const f of fortresses) {
    // SETUP-3: the fortress is the player's from the start.
    settlements.set(f.index, {
      type: 'fortress',
      controller: f.playerId,
      name: `${nextName()} Keep`,
      originalOwner: f.playerId,
    });
  }
  const map = buildCampaignMap(grid, {
    terrain,
    riverId: rivers.riverId,
    flow: rivers.flow,
    bridge,
    kinds,
    settlements,
  });
  const fairness = measureFairness(
    {
      table: grid.table,
      passable,
      fortresses: [side(0), side(1)],
      settlements: placed.map((s) => s.index).sort((a, b) => a - b),
      distances: [d0, d1],
      ...(firstSearch ? { fromFirstFortress: firstSearch } : {}),
    },
    params.sides,
  );
  return { map, sides: params.sides, fairness, seed, params };
}
