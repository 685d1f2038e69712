/**
 * Profiling aid for issue 11's turn figure: `node --cpu-prof --import tsx bench/profileTurn.ts [N]` executes the
 * bench's 4-faction turn N times after N warm-up turns, and replays its events N times, printing both means.
 */
import { replayEvents } from '../shared/kernel';
import { firestormRuleset } from '../shared/rulesets/firestorm';
import { benchTurnAtOrders, executeBenchTurn } from './suites/firestormSuite';

const N = Number(process.argv[2] ?? 2000);
const atOrders = benchTurnAtOrders();
const events = executeBenchTurn(atOrders).log.slice(atOrders.log.length);
const time = (fn: () => unknown): number => {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) fn();
  return (performance.now() - t0) / N;
};
time(() => executeBenchTurn(atOrders));
const run = time(() => executeBenchTurn(atOrders));
const replay = time(() => replayEvents(firestormRuleset, atOrders, events));
console.log(
  `execute ${(run * 1000).toFixed(1)} µs, replay ${(replay * 1000).toFixed(1)} µs, ratio ${(run / replay).toFixed(2)}×, ${events.length} events`,
);
