/// <reference lib="webworker" />
/**
 * A win-rate worker (issue 14): auto-plays the defense games it is given (BOT-30..37 at every seat) and posts their
 * outcomes in small batches, so the setup dialog shows progress; the window's thread never plays a game.
 */
import { winRateGames, type WinRateQuery } from '@shared/rulesets/defense';
import { answerFanOut } from '../../workers/answerFanOut';
import type { IndexedGame } from './startWinRates';

interface WorkerInput {
  readonly query: WinRateQuery;
  readonly indices: readonly number[];
}

const BATCH = 25;

answerFanOut<WorkerInput, IndexedGame>(({ query, indices }, post) => {
  // The game before SetUp is made once for the query; games differ only in their seed (winRateGames).
  const play = winRateGames(query);
  let batch: IndexedGame[] = [];
  for (const k of indices) {
    batch.push({ index: k, ...play(k) });
    if (batch.length === BATCH) {
      post(batch);
      batch = [];
    }
  }
  post(batch);
});
