/// <reference lib="webworker" />
import type { FanOutMessage } from './fanOutMessage';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
};

/**
 * The worker side of startWorkerFanOut: `work` plays the part it is posted and hands results to `post` as they
 * finish; then `done` is posted. A thrown error reaches the window as a refusal rather than a silent hang.
 */
export function answerFanOut<P, T>(work: (part: P, post: (items: readonly T[]) => void) => void): void {
  const send = (message: FanOutMessage<T>) => scope.postMessage(message);
  scope.onmessage = (event: MessageEvent<P>) => {
    try {
      work(event.data, (items) => send({ kind: 'items', items }));
      send({ kind: 'done' });
    } catch (error) {
      send({ kind: 'errors', errors: [error instanceof Error ? error.message : String(error)] });
    }
  };
}
