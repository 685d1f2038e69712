/**
 * Profiling aid for issue 11's turn figure: `node --cpu-prof --import tsx bench/profileTurn.ts [N]` executes the
 * bench's 4-faction turn (seed 7, turn 4) N times, and replays its events N times, printing both means.
 */
import { kernelStep, replayEvents } from '../shared/kernel';
import { DEFAULT_MAP_PARAMS, generateMap } from '../shared/mapgen';
import { firestormAutoCommand, firestormRuleset } from '../shared/rulesets/firestorm';
import { benchFirestormCampaign } from './suites/firestormSuite';

const N = Number(process.argv[2] ?? 2000);
const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
if (!generated.ok) throw new Error(generated.error.join('; '));
let state = benchFirestormCampaign(generated.value.map, 7);
while (!(state.turn.number === 4 && state.turn.step === 'ORDERS')) {
  const result = kernelStep(firestormRuleset, state, firestormAutoCommand(state));
  if (!result.ok) throw new Error('set-up');
  state = result.state;
}
const atOrders = state;
let after = atOrders;
function execute(): void {
  let s = atOrders;
  for (let n = 0; n < 200 && (s.turn.step === 'ORDERS' || s.turn.step === 'EXECUTION'); n++) {
    const result = kernelStep(firestormRuleset, s, firestormAutoCommand(s));
    if (!result.ok) throw new Error('execution');
    s = result.state;
  }
  after = s;
}
execute();
const events = after.log.slice(atOrders.log.length);
const time = (fn: () => unknown): number => {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) fn();
  return (performance.now() - t0) / N;
};
time(execute);
const run = time(execute);
const replay = time(() => replayEvents(firestormRuleset, atOrders, events));
console.log(`execute ${(run * 1000).toFixed(1)} µs, replay ${(replay * 1000).toFixed(1)} µs, ratio ${(run / replay).toFixed(2)}×, ${events.length} events`);
