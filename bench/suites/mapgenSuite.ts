import { createNoise2D } from 'simplex-noise';
import { createRng } from '@shared/random';
import { DEFAULT_MAP_PARAMS, mapGridFor, generateMap, type MapParams } from '@shared/mapgen';
import { baseWavelength, fbmField } from '@shared/mapgen/fbmField';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measurePair } from '../measure';

/**
 * Map generation at three sizes, each against a baseline.
 *
 * Baseline definition: for the same W×H, take the same hex table the generator uses (mapGridFor: keys and
 * neighbour table, memoised per size for both) and fill the same two noise fields (elevation and moisture fBm, FBM_OCTAVES octaves each, same
 * wavelengths, simplex-noise fed by the seeded Rng). That is the least any noise-based generator of this map must
 * do; the ratio says what terrain thresholds, rivers, settlements, fortresses, fairness, bridges and building the
 * JSON map cost on top of it.
 */
function baseline(width: number, height: number, seed: number): Float64Array {
  const grid = mapGridFor(width, height);
  const rng = createRng(seed);
  const wavelength = baseWavelength(width, height);
  const elevation = fbmField(
    grid,
    createNoise2D(() => rng.float()),
    wavelength,
    new Float64Array(grid.count),
  );
  const moisture = fbmField(
    grid,
    createNoise2D(() => rng.float()),
    wavelength * 0.7,
    new Float64Array(grid.count),
  );
  return elevation[0]! < moisture[0]! ? elevation : moisture;
}

/** Settlement and river counts scaled to the area, at the default map's density. */
export function benchParams(width: number, height: number): MapParams {
  const area = width * height;
  const scale = area / (DEFAULT_MAP_PARAMS.width * DEFAULT_MAP_PARAMS.height);
  return {
    ...DEFAULT_MAP_PARAMS,
    width,
    height,
    rivers: Math.max(1, Math.round(DEFAULT_MAP_PARAMS.rivers * scale)),
    villages: Math.round(DEFAULT_MAP_PARAMS.villages * scale),
    towns: Math.round(DEFAULT_MAP_PARAMS.towns * scale),
    cities: Math.round(DEFAULT_MAP_PARAMS.cities * scale),
  };
}

interface Case {
  width: number;
  height: number;
  runs: number;
  warmup: number;
  target: string;
  check: (median: number, ratio: number) => boolean | null;
}

const CASES: Case[] = [
  { width: 50, height: 40, runs: 15, warmup: 5, target: '', check: () => null },
  {
    width: 100,
    height: 100,
    runs: 11,
    warmup: 4,
    target: '≤ 30 ms and ≤ 3× baseline',
    check: (m, r) => m <= 30 && r <= 3,
  },
  { width: 316, height: 316, runs: 5, warmup: 2, target: '< 500 ms', check: (m) => m < 500 },
];

export const mapgenSuite: BenchSuite = {
  name: 'mapgen',
  async run() {
    const figures: BenchFigure[] = [];
    for (const c of CASES) {
      const params = benchParams(c.width, c.height);
      let unfair = 0;
      const [gen, base] = await measurePair(
        (run) => {
          const result = generateMap(params, 1000 + run);
          if (!result.ok) throw new Error(result.error.join('; '));
          if (run >= 0 && !result.value.fairness.fair) unfair++;
          return result;
        },
        (run) => baseline(c.width, c.height, 1000 + run),
        { warmup: c.warmup, runs: c.runs },
      );
      const ratio = gen.median / base.median;
      figures.push({
        name: `generateMap ${c.width}×${c.height}`,
        unit: 'ms',
        median: gen.median,
        baselineMedian: base.median,
        ratio,
        target: c.target,
        met: c.check(gen.median, ratio),
        note: `${c.runs} runs (seeds 1000..${999 + c.runs}), ${params.villages}/${params.towns}/${params.cities} villages/towns/cities, ${params.rivers} rivers${unfair ? `, ${unfair} runs not fair` : ''}`,
      });
    }
    return figures;
  },
};
