import { addTallies, EMPTY_TALLY, type AssaultInput, type OddsTally } from '@shared/rulesets/assault';

export interface OddsProgress {
  readonly tally: OddsTally;
  readonly runs: number;
  readonly done: boolean;
  readonly errors?: readonly string[];
}

type WorkerMessage =
  { kind: 'tally'; tally: OddsTally } | { kind: 'done' } | { kind: 'errors'; errors: string[] };

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
  const threads = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 4));
  const workers: Worker[] = [];
  let tally = EMPTY_TALLY;
  let finished = 0;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const worker of workers) worker.terminate();
    onUpdate({ tally, runs, done: true });
  };
  const share = Math.ceil(runs / threads);
  for (let part = 0; part < threads; part++) {
    const from = part * share;
    const to = Math.min(runs, from + share);
    if (from >= to) {
      finished++;
      continue;
    }
    const worker = new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' });
    workers.push(worker);
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (stopped) return;
      const message = event.data;
      if (message.kind === 'errors') {
        stopped = true;
        for (const w of workers) w.terminate();
        onUpdate({ tally, runs, done: true, errors: message.errors });
      } else if (message.kind === 'tally') {
        tally = addTallies(tally, message.tally);
        onUpdate({ tally, runs, done: false });
      } else if (++finished === threads) stop();
    };
    worker.postMessage({ input, from, to, chunk: 250 });
  }
  return stop;
}
