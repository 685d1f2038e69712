import { shareOfRuns, type BalanceRequest, type BalanceSetup, type RunSummary } from '@shared/balance';

export interface BalanceProgress {
  readonly summaries: readonly RunSummary[];
  readonly done: boolean;
}

/**
 * Starts `request.runs` auto-played campaigns on Web Workers (one per core the browser reports) and calls
 * `onUpdate` as runs finish, at most every `intervalMs`, and once at the end. Returns Stop, which ends the
 * workers at once: the runs finished so far stay a valid (partial) report.
 */
export function startBalanceRuns(
  setup: BalanceSetup,
  request: BalanceRequest,
  onUpdate: (progress: BalanceProgress) => void,
  intervalMs = 150,
): () => void {
  const threads = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, request.runs));
  const summaries: RunSummary[] = [];
  const workers: Worker[] = [];
  let finished = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (done: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    onUpdate({ summaries: [...summaries], done });
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const worker of workers) worker.terminate();
    flush(true);
  };
  for (let part = 0; part < threads; part++) {
    const worker = new Worker(new URL('./balanceWorker.ts', import.meta.url), { type: 'module' });
    workers.push(worker);
    worker.onmessage = (event: MessageEvent<{ kind: 'run'; summary: RunSummary } | { kind: 'done' }>) => {
      if (stopped) return;
      if (event.data.kind === 'run') {
        summaries.push(event.data.summary);
        timer ??= setTimeout(() => flush(false), intervalMs);
        return;
      }
      worker.terminate();
      if (++finished === threads) stop();
    };
    worker.postMessage({ setup, indices: shareOfRuns(request.runs, threads, part), options: request });
  }
  return stop;
}
