import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWorkerFanOut, type FanOutProgress } from '../../../renderer/src/workers/startWorkerFanOut';

type Item = { index: number };

/** A worker that answers its part (a list of indices, or 'fail') on the next tick, last index first. */
class EchoWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  terminated = false;
  postMessage(part: number[] | 'fail') {
    setTimeout(() => {
      if (this.terminated) return;
      if (part === 'fail') return this.onmessage?.({ data: { kind: 'errors', errors: ['ASLT-3: no room'] } });
      for (const index of [...part].reverse())
        this.onmessage?.({ data: { kind: 'items', items: [{ index }] } });
      this.onmessage?.({ data: { kind: 'done' } });
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function collect(parts: unknown[]) {
  const batches: FanOutProgress<Item>[] = [];
  const workers: EchoWorker[] = [];
  const stop = startWorkerFanOut<Item>(
    () => {
      const worker = new EchoWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    },
    parts,
    (progress) => batches.push(progress),
    10,
  );
  return { batches, workers, stop };
}

describe('startWorkerFanOut (the balance report, defense win rates and assault odds)', () => {
  it('merges every worker’s results in index order however they arrive, and ends once', () => {
    const { batches, workers } = collect([
      [0, 2, 4],
      [1, 3],
    ]);
    vi.runAllTimers();
    expect(batches.at(-1)).toEqual({ items: [0, 1, 2, 3, 4].map((index) => ({ index })), done: true });
    expect(batches.filter((b) => b.done)).toHaveLength(1);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('Stop ends every worker at once and keeps the results so far as a finished partial answer', () => {
    const { batches, workers, stop } = collect([[0], [1]]);
    stop();
    vi.runAllTimers();
    expect(batches).toEqual([{ items: [], done: true }]);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('passes on a worker’s refusal and stops the others', () => {
    const { batches, workers } = collect(['fail', [0, 1]]);
    vi.runAllTimers();
    expect(batches[0]).toEqual({ items: [], done: true, errors: ['ASLT-3: no room'] });
    expect(batches).toHaveLength(1);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });
});
