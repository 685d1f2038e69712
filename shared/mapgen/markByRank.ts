import { kthSmallest } from './kthSmallest';

/**
 * Quantile thresholds (issue: hit the requested shares exactly): among hexes whose code is `from`, turns the
 * `count` with the lowest score into `to`. Ties at the threshold go in index order (GEN-9 hex order).
 * One quickselect per call; no per-hex allocation.
 */
export function markByRank(
  terrain: Uint8Array,
  scores: Float64Array,
  from: number,
  to: number,
  count: number,
): void {
  if (count <= 0) return;
  let eligible = 0;
  for (let i = 0; i < terrain.length; i++) if (terrain[i] === from) eligible++;
  if (eligible === 0) return;
  const sorted = new Float64Array(eligible);
  for (let i = 0, k = 0; i < terrain.length; i++) if (terrain[i] === from) sorted[k++] = scores[i]!;
  const wanted = Math.min(count, eligible);
  const threshold = kthSmallest(sorted, wanted - 1);
  let marked = 0;
  for (let i = 0; i < terrain.length; i++) {
    if (terrain[i] === from && scores[i]! < threshold) {
      terrain[i] = to;
      marked++;
    }
  }
  // Ties at the threshold are rare with noise values; this pass usually finds nothing left to do.
  for (let i = 0; i < terrain.length && marked < wanted; i++) {
    if (terrain[i] === from && scores[i] === threshold) {
      terrain[i] = to;
      marked++;
    }
  }
}
