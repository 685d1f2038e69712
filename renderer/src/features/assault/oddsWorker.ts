/// <reference lib="webworker" />
/**
 * The assault odds worker (issue 13 "odds before the assault … in a worker"): auto-plays its share of the runs in
 * chunks and posts each chunk's tally, so the window shows progress and never freezes.
 */
import { createAssault, tallyAssaults, type AssaultInput } from '@shared/rulesets/assault';

interface WorkerInput {
  readonly input: AssaultInput;
  readonly from: number;
  readonly to: number;
  readonly chunk: number;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerInput>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { input, from, to, chunk } = event.data;
  const made = createAssault(input);
  if ('errors' in made) {
    scope.postMessage({ kind: 'errors', errors: made.errors });
    return;
  }
  for (let start = from; start < to; start += chunk)
    scope.postMessage({
      kind: 'tally',
      tally: tallyAssaults(made.state, input.seed, start, Math.min(to, start + chunk)),
    });
  scope.postMessage({ kind: 'done' });
};
