import type { FanOutMessage, Indexed } from './fanOutMessage';

export interface FanOutProgress<T extends Indexed> {
  /** Every result finished so far, in index order: the same results merge the same however workers interleave. */
  readonly items: readonly T[];
  readonly done: boolean;
  /** A worker's refusal (the setup cannot be played): the fan-out stops at once. */
  readonly errors?: readonly string[];
}

/** Workers worth starting for `jobs` jobs: one per core the browser reports, at most `cap`. */
export function workerCount(jobs: number, cap = Infinity): number {
  return Math.max(1, Math.min(navigator.hardwareConcurrency || 2, jobs, cap));
}

/**
 * Starts one worker per part (`createWorker()`, posted its part) and calls `onBatch` with the results so far as they
 * arrive, at most every `intervalMs`, and once at the end. Returns Stop, which ends every worker at once: the
 * results finished so far stay a valid (partial) answer. The balance report, the defense win-rate estimate and the
 * assault odds all run on it (issues 13, 14, 16).
 *
 * Decision: the caller makes the Worker, because Vite bundles a worker only where it sees the literal
 * `new Worker(new URL('./x.ts', import.meta.url), { type: 'module' })`; a URL passed in here would not be bundled.
 */
export function startWorkerFanOut<T extends Indexed>(
  createWorker: () => Worker,
  parts: readonly unknown[],
  onBatch: (progress: FanOutProgress<T>) => void,
  intervalMs = 120,
): () => void {
  const items: T[] = [];
  const workers: Worker[] = [];
  let finished = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const merged = () => [...items].sort((a, b) => a.index - b.index);
  const flush = (done: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    onBatch({ items: merged(), done });
  };
  const end = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const worker of workers) worker.terminate();
  };
  const stop = () => {
    if (stopped) return;
    end();
    flush(true);
  };
  for (const part of parts) {
    const worker = createWorker();
    workers.push(worker);
    worker.onmessage = (event: MessageEvent<FanOutMessage<T>>) => {
      if (stopped) return;
      const message = event.data;
      if (message.kind === 'items') {
        items.push(...message.items);
        timer ??= setTimeout(() => flush(false), intervalMs);
      } else if (message.kind === 'errors') {
        end();
        onBatch({ items: merged(), done: true, errors: message.errors });
      } else {
        worker.terminate();
        if (++finished === parts.length) stop();
      }
    };
    worker.onerror = (event) => {
      if (stopped) return;
      end();
      onBatch({ items: merged(), done: true, errors: [event.message || 'A worker stopped with an error.'] });
    };
    worker.postMessage(part);
  }
  if (parts.length === 0) stop();
  return stop;
}
