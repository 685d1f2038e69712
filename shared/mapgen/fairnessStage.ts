import type { Rng } from '../random';
import { allowedMeanGap, allowedNearerGap } from './fairnessTypes';
import type { MapGrid } from './mapGrid';
import { fitsKind, type PlacedSettlement } from './settlementsStage';
import { isSpaced } from './settlementSpacing';

/** Running totals of the two fairness gaps, updated in O(1) when one settlement moves. */
interface Tally {
  nearer0: number;
  nearer1: number;
  sum0: number;
  sum1: number;
}

function add(t: Tally, d0: number, d1: number, sign: number): void {
  t.sum0 += sign * d0;
  t.sum1 += sign * d1;
  if (d0 < d1) t.nearer0 += sign;
  else if (d1 < d0) t.nearer1 += sign;
}

/** 0 when both gaps are within FAIRNESS_LIMITS; the count gap weighs more because players see it first. */
function penalty(t: Tally, n: number): number {
  if (n === 0) return 0;
  const m0 = Math.round((t.sum0 / n) * 100) / 100;
  const m1 = Math.round((t.sum1 / n) * 100) / 100;
  const countExcess = Math.max(0, Math.abs(t.nearer0 - t.nearer1) - allowedNearerGap(n));
  const meanExcess = Math.max(0, Math.abs(m0 - m1) - allowedMeanGap(m0, m1));
  // The small tail term prefers balanced moves among those that already pass, so repairs leave margin.
  return countExcess * 10 + meanExcess + 1e-3 * (Math.abs(t.nearer0 - t.nearer1) + Math.abs(m0 - m1));
}

const MOVERS_PER_ROUND = 16;
const CANDIDATES_PER_MOVER = 24;

/**
 * Stage 7: repair. Every site is on the mainland, so only the gaps can be unfair. Greedy local search: each round
 * takes the settlements whose removal helps most, tries a sample of free, spaced sites for each, and makes the
 * single best move; stops when fair or when no move helps, after a bounded number of rounds. Returns whether the
 * result is fair; the caller otherwise retries with the next attempt's RNG. `d0`/`d1` are the side distances.
 */
export function fairnessStage(
  grid: MapGrid,
  sites: readonly number[],
  kinds: Int8Array,
  placed: PlacedSettlement[],
  d0: Int32Array,
  d1: Int32Array,
  homeDistance: Uint8Array,
  rng: Rng,
): boolean {
  const n = placed.length;
  const tally: Tally = { nearer0: 0, nearer1: 0, sum0: 0, sum1: 0 };
  for (const s of placed) add(tally, d0[s.index]!, d1[s.index]!, 1);
  const rounds = 2 * n + 8;
  for (let round = 0; round < rounds; round++) {
    if (countOk(tally, n) && meanOk(tally, n)) return true;
    const current = penalty(tally, n);
    const movers = placed
      .map((s, k) => {
        add(tally, d0[s.index]!, d1[s.index]!, -1);
        const without = penalty(tally, n);
        add(tally, d0[s.index]!, d1[s.index]!, 1);
        return { k, without };
      })
      .sort((x, y) => x.without - y.without || x.k - y.k)
      .slice(0, MOVERS_PER_ROUND);
    let best = { k: -1, site: -1, score: current };
    for (const { k } of movers) {
      const s = placed[k]!;
      kinds[s.index] = -1;
      add(tally, d0[s.index]!, d1[s.index]!, -1);
      for (let c = 0; c < CANDIDATES_PER_MOVER; c++) {
        const site = sites[rng.int(0, sites.length - 1)]!;
        if (site === s.index || !fitsKind(homeDistance, site, s.kind)) continue;
        if (!isSpaced(grid, kinds, site, s.kind)) continue;
        add(tally, d0[site]!, d1[site]!, 1);
        const score = penalty(tally, n);
        add(tally, d0[site]!, d1[site]!, -1);
        if (score < best.score) best = { k, site, score };
      }
      add(tally, d0[s.index]!, d1[s.index]!, 1);
      kinds[s.index] = s.kind;
    }
    if (best.k < 0) break;
    const moved = placed[best.k]!;
    add(tally, d0[moved.index]!, d1[moved.index]!, -1);
    kinds[moved.index] = -1;
    kinds[best.site] = moved.kind;
    add(tally, d0[best.site]!, d1[best.site]!, 1);
    placed[best.k] = { index: best.site, kind: moved.kind };
  }
  return countOk(tally, n) && meanOk(tally, n);
}

function countOk(t: Tally, n: number): boolean {
  return Math.abs(t.nearer0 - t.nearer1) <= allowedNearerGap(n);
}

function meanOk(t: Tally, n: number): boolean {
  if (n === 0) return true;
  const m0 = Math.round((t.sum0 / n) * 100) / 100;
  const m1 = Math.round((t.sum1 / n) * 100) / 100;
  return Math.abs(m0 - m1) <= allowedMeanGap(m0, m1);
}
