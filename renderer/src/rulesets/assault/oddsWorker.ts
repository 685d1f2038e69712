/// <reference lib="webworker" />
/**
 * The assault odds worker (issue 13 "odds before the assault … in a worker"): auto-plays its share of the runs in
 * chunks and posts each chunk's tally, so the window shows progress and never freezes.
 */
import { createAssault, tallyAssaults, type AssaultInput } from '@shared/rulesets/assault';
import { answerFanOut } from '../../workers/answerFanOut';
import type { TallyChunk } from './startOddsRuns';

interface WorkerInput {
  readonly input: AssaultInput;
  readonly from: number;
  readonly to: number;
  readonly chunk: number;
}

answerFanOut<WorkerInput, TallyChunk>(({ input, from, to, chunk }, post) => {
  const made = createAssault(input);
  if ('errors' in made) throw new Error(made.errors.join(' '));
  for (let start = from; start < to; start += chunk)
    post([
      { index: start, tally: tallyAssaults(made.state, input.seed, start, Math.min(to, start + chunk)) },
    ]);
});
