import { kthSmallest } from './kthSmallest';

/**
 * Quantile thresholds (hit the requested shares exactly): among hexes whose code is `from`, turns the `count`
 * with the lowest score into `to`. Ties at the threshold go in index order (GEN-9 hex order). One pass over the
 * map gathers the candidates; the quickselect and the marking then touch only those.
 */
export function markByRank(
  terrain: Uint8Array,
  scores: Float64Array,
  from: number,
  to: number,
  count: number,
): void {
  if (count <= 0) return;
  const candidates = new Int32Array(terrain.length);
  let eligible = 0;
  for (let i = 0; i < terrain.length; i++) if (terrain[i] === from) candidates[eligible++] = i;
  if (eligible === 0) return;
  const values = new Float64Array(eligible);
  for (let k = 0; k < eligible; k++) values[k] = scores[candidates[k]!]!;
  const wanted = Math.min(count, eligible);
  const threshold = kthSmallest(values, wanted - 1);
  let marked = 0;
  for (let k = 0; k < eligible; k++) {
    const i = candidates[k]!;
    if (scores[i]! < threshold) {
      terrain[i] = to;
      marked++;
    }
  }
  // Ties at the threshold are rare with noise values; candidates are in index order, so ties go lowest first.
  for (let k = 0; k < eligible && marked < wanted; k++) {
    const i = candidates[k]!;
    if (scores[i] === threshold) {
      terrain[i] = to;
      marked++;
    }
  }
}
