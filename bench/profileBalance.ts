/**
 * Profiling aid for issue 16: `node --cpu-prof --import tsx bench/profileBalance.ts [N]` plays N balance runs of
 * the bench's core setup on this thread (what one worker of the balance report does) and prints the mean time.
 * Not a bench figure (those are ratios, `npm run bench`).
 */
import { runCoreBalanceGame } from '../shared/balance/coreBalanceRun';
import { benchBalanceSetup } from './suites/balanceSuite';

const N = Number(process.argv[2] ?? 500);
const setup = benchBalanceSetup();
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const c0 = cpuMs();
const t0 = performance.now();
let commands = 0;
for (let i = 0; i < N; i++) commands += runCoreBalanceGame(setup, i, { baseSeed: 1, maxTurns: 200 }).commands;
const ms = performance.now() - t0;
console.log(
  `balance run: ${(ms / N).toFixed(2)} ms, ${((ms * 1000) / commands).toFixed(1)} µs per command, CPU ${((cpuMs() - c0) / N).toFixed(2)} ms`,
);
