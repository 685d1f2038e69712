/**
 * Run indices 0..runs−1 in ascending chunks for the balance pool's workers, guided: each chunk is a sixteenth of a
 * thread's share of the runs still to hand out, at most 16 and at least one. Early chunks are large (few messages),
 * the last are single runs, so the threads finish within a run or two of each other instead of one waiting while
 * the other plays a last full chunk (issue 16). At most 16 runs each, so partial results (progress, Stop) arrive
 * steadily; ascending, so a stopped report holds the first seeds, every one of them played.
 */
export function runChunks(runs: number, threads: number): number[][] {
  const chunks: number[][] = [];
  for (let start = 0; start < runs;) {
    const size = Math.max(1, Math.min(16, Math.floor((runs - start) / (threads * 16))));
    const end = Math.min(runs, start + size);
    chunks.push(Array.from({ length: end - start }, (_, i) => start + i));
    start = end;
  }
  return chunks;
}
