import {
  summarizeWinRates,
  type WinRateGame,
  type WinRateQuery,
  type WinRates,
} from '@shared/rulesets/defense';
import { startWorkerFanOut, workerCount } from '../../workers/startWorkerFanOut';

/** Game k's outcome, placed by k for the merge. */
export type IndexedGame = WinRateGame & { readonly index: number };

export interface WinRateProgress {
  readonly rates: WinRates;
  readonly done: boolean;
}

/**
 * Plays `query.games` defense games on Web Workers (one per core the browser reports, game k on worker k mod n)
 * and calls `onUpdate` as batches finish, at most every `intervalMs`, and once at the end. Returns Stop: the games
 * finished so far stay a valid (smaller) estimate.
 */
export function startWinRates(
  query: WinRateQuery,
  onUpdate: (progress: WinRateProgress) => void,
  intervalMs = 120,
): () => void {
  const threads = workerCount(query.games);
  const parts = Array.from({ length: threads }, (_, part) => ({
    query,
    indices: Array.from({ length: query.games }, (_, k) => k).filter((k) => k % threads === part),
  }));
  return startWorkerFanOut<IndexedGame>(
    () => new Worker(new URL('./winRateWorker.ts', import.meta.url), { type: 'module' }),
    parts,
    ({ items, done }) => onUpdate({ rates: summarizeWinRates(items), done }),
    intervalMs,
  );
}
