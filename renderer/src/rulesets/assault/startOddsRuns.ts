import { addTallies, EMPTY_TALLY, type AssaultInput, type OddsTally } from '@shared/rulesets/assault';
import { startWorkerFanOut, workerCount } from '../../workers/startWorkerFanOut';

export interface OddsProgress {
  readonly tally: OddsTally;
  readonly runs: number;
  readonly done: boolean;
  readonly errors?: readonly string[];
}

/** One chunk's tally, placed by its first run (so the merge is in run order). */
export interface TallyChunk {
  readonly index: number;
  readonly tally: OddsTally;
}

/**
 * Starts `runs` auto-played assaults on Web Workers (one per core the browser reports, at most 4) and calls
 * `onUpdate` with the tally so far as chunks finish. Returns Stop: the workers end at once and the runs finished so
 * far stay valid odds (each run's seed is its index, so any split gives the same figures).
 */
export function startOddsRuns(
  input: AssaultInput,
  runs: number,
  onUpdate: (p: OddsProgress) => void,
): () => void {
  const threads = workerCount(runs, 4);
  const share = Math.ceil(runs / threads);
  const parts = Array.from({ length: threads }, (_, part) => ({
    input,
    from: part * share,
    to: Math.min(runs, (part + 1) * share),
    chunk: 250,
  })).filter((part) => part.from < part.to);
  return startWorkerFanOut<TallyChunk>(
    () => new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' }),
    parts,
    ({ items, done, errors }) =>
      onUpdate({
        tally: items.reduce((sum, chunk) => addTallies(sum, chunk.tally), EMPTY_TALLY),
        runs,
        done,
        ...(errors ? { errors } : {}),
      }),
    50,
  );
}
