/**
 * Profiling aid for issue 16: `node --cpu-prof --import tsx bench/profileBalance.ts [N]` plays N balance runs of
 * the bench's core setup on this thread (what one worker of the balance report does) and prints the mean time.
 * Not a bench figure (those are ratios, `npm run bench`).
 */
import { runCoreBalanceGame } from '../shared/balance/coreBalanceRun';
import { DEFAULT_MAP_PARAMS, generateMap } from '../shared/mapgen';
import { createCoreCampaign, setupFromGeneratedMap } from '../shared/rulesets/core';

const N = Number(process.argv[2] ?? 500);
const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
if (!generated.ok) throw new Error(generated.error.join('; '));
const created = createCoreCampaign(
  setupFromGeneratedMap(generated.value, {
    id: 'bench-balance',
    name: 'Bench',
    seed: 1,
    settings: { core: { defaultResolution: 'dice', fortressResolution: 'dice' } },
  }),
);
if (!created.ok) throw new Error('set-up');
const setup = created.value.state;
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
