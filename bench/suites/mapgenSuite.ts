import { createNoise2D } from 'simplex-noise';
import { createRng } from '@shared/random';
import { DEFAULT_MAP_PARAMS, mapGridFor, generateMap, type MapParams } from '@shared/mapgen';
import { baseWavelength, fbmField } from '@shared/mapgen/fbmField';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';

/**
 * Map generation at three sizes, each against a baseline.
 *
 * Baseline definition ("a pass that only fills the same hex table with the same noise fields"): for the same W×H,
 * take the same memoised hex table (mapGridFor: keys and neighbour table), compute the same two noise fields
 * (elevation and moisture fBm, FBM_OCTAVES octaves each, same wavelengths, simplex-noise fed by the seeded Rng)
 * and fill a fresh Record<HexKey, { q, r, elevation, moisture }> with them, one object per hex, keyed exactly like
 * the generated map. That is the least a noise-based generator must do to hand back a map of this size; the ratio
 * says what terrain thresholds, rivers, settlements, fortresses, fairness and bridges cost on top of it.
 * For transparency the note also gives the noise fields alone (typed arrays, no table) and the ratio to that.
 */
interface NoiseHex {
  q: number;
  r: number;
  elevation: number;
  moisture: number;
}

function noiseFields(width: number, height: number, seed: number): [Float64Array, Float64Array] {
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
  return [elevation, moisture];
}

function baseline(width: number, height: number, seed: number): Record<string, NoiseHex> {
  const { keys, q, r } = mapGridFor(width, height).table;
  const [elevation, moisture] = noiseFields(width, height, seed);
  const table: Record<string, NoiseHex> = {};
  for (let i = 0; i < keys.length; i++) {
    table[keys[i]!] = { q: q[i]!, r: r[i]!, elevation: elevation[i]!, moisture: moisture[i]! };
  }
  return table;
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

/**
 * Each run uses a new seed, and seeds take different branches, so the warm-up is long enough for the JIT to settle
 * (with 5 warm-up runs, compile work still landed in the timed runs of the small maps).
 */
const CASES: Case[] = [
  { width: 50, height: 40, runs: 31, warmup: 30, target: '', check: () => null },
  {
    width: 100,
    height: 100,
    runs: 31,
    warmup: 20,
    target: '≤ 30 ms and ≤ 3× baseline',
    check: (m, r) => m <= 30 && r <= 3,
  },
  { width: 316, height: 316, runs: 7, warmup: 3, target: '< 500 ms', check: (m) => m < 500 },
];

export const mapgenSuite: BenchSuite = {
  name: 'mapgen',
  async run() {
    const figures: BenchFigure[] = [];
    for (const c of CASES) {
      const params = benchParams(c.width, c.height);
      let unfair = 0;
      const [gen, base, noise] = await measureInterleaved(
        [
          (run) => {
            const result = generateMap(params, 1000 + run);
            if (!result.ok) throw new Error(result.error.join('; '));
            if (run >= 0 && !result.value.fairness.fair) unfair++;
            return result;
          },
          (run) => baseline(c.width, c.height, 1000 + run),
          (run) => noiseFields(c.width, c.height, 1000 + run),
        ],
        { warmup: c.warmup, runs: c.runs },
      );
      const ratio = gen!.median / base!.median;
      figures.push({
        name: `generateMap ${c.width}×${c.height}`,
        unit: 'ms',
        median: gen!.median,
        baselineMedian: base!.median,
        ratio,
        target: c.target,
        met: c.check(gen!.median, ratio),
        note: `${c.runs} runs (seeds 1000..${999 + c.runs}), ${params.villages}/${params.towns}/${params.cities} villages/towns/cities, ${params.rivers} rivers${unfair ? `, ${unfair} runs not fair` : ''}; noise fields alone ${noise!.median.toFixed(2)} ms (${(gen!.median / noise!.median).toFixed(2)}×)`,
      });
    }
    return figures;
  },
};
