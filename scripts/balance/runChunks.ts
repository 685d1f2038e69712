/**
 * Run indices 0..runs−1 in ascending chunks for the balance pool's workers: about sixteen chunks per thread, so
 * the last chunks even out the threads' finishing times, and at most 16 runs each, so partial results (progress,
 * Stop) arrive steadily. Ascending, so a stopped report holds the first seeds, every one of them played.
 */
export function runChunks(runs: number, threads: number): number[][] {
  const size = Math.max(1, Math.min(16, Math.floor(runs / (threads * 16))));
  const chunks: number[][] = [];
  for (let start = 0; start < runs; start += size)
    chunks.push(Array.from({ length: Math.min(size, runs - start) }, (_, i) => start + i));
  return chunks;
}
