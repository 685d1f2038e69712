import type { AnyRunSummary } from '@shared/balance';
import {
  partSetup,
  playRun,
  type BalanceWorkerPart,
} from '../../../renderer/src/document/balance/balanceWorkerPart';

/**
 * A stand-in for the browser's Worker in jsdom: plays the balance worker's protocol (balanceWorker.ts) in this
 * thread, one run per macrotask, so the dialog sees partial results, Stop and the end as in the app.
 */
export class InThreadBalanceWorker {
  static started = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  private ended = false;

  constructor() {
    InThreadBalanceWorker.started++;
  }

  postMessage(part: BalanceWorkerPart): void {
    const setup = partSetup(part);
    const queue = [...part.indices];
    const next = () => {
      if (this.ended) return;
      const index = queue.shift();
      if (index === undefined) return this.onmessage?.({ data: { kind: 'done' } });
      const summary: AnyRunSummary = playRun(setup, index, part);
      this.onmessage?.({ data: { kind: 'items', items: [summary] } });
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  }

  terminate(): void {
    this.ended = true;
  }
}
