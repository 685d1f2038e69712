/// <reference lib="webworker" />
/**
 * A win-rate worker (issue 14): auto-plays the defense games it is given (BOT-30..37 at every seat) and posts their
 * outcomes in small batches, so the setup dialog shows progress; the window's thread never plays a game.
 */
import { winRateGames, type WinRateGame, type WinRateQuery } from '@shared/rulesets/defense';

interface WorkerInput {
  readonly query: WinRateQuery;
  readonly indices: readonly number[];
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerInput>) => void) | null;
  postMessage(message: unknown): void;
};

const BATCH = 25;

scope.onmessage = (event) => {
  const { query, indices } = event.data;
  const play = winRateGames(query);
  let batch: WinRateGame[] = [];
  for (const k of indices) {
    batch.push(play(k));
    if (batch.length === BATCH) {
      scope.postMessage({ kind: 'games', games: batch });
      batch = [];
    }
  }
  scope.postMessage({ kind: 'games', games: batch });
  scope.postMessage({ kind: 'done' });
};
