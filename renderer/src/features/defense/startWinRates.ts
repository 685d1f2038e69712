import {
  summarizeWinRates,
  type WinRateGame,
  type WinRateQuery,
  type WinRates,
} from '@shared/rulesets/defense';

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
  const threads = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, query.games));
  const games: WinRateGame[] = [];
  const workers: Worker[] = [];
  let finished = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (done: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    onUpdate({ rates: summarizeWinRates(games), done });
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const worker of workers) worker.terminate();
    flush(true);
  };
  for (let part = 0; part < threads; part++) {
    const worker = new Worker(new URL('./winRateWorker.ts', import.meta.url), { type: 'module' });
    workers.push(worker);
    worker.onmessage = (event: MessageEvent<{ kind: 'games'; games: WinRateGame[] } | { kind: 'done' }>) => {
      if (stopped) return;
      if (event.data.kind === 'games') {
        games.push(...event.data.games);
        timer ??= setTimeout(() => flush(false), intervalMs);
        return;
      }
      worker.terminate();
      if (++finished === threads) stop();
    };
    const indices = Array.from({ length: query.games }, (_, k) => k).filter((k) => k % threads === part);
    worker.postMessage({ query, indices });
  }
  return stop;
}
