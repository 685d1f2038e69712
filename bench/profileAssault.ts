/**
 * Profiling aid for the assault engine (issue 13 speed): `node --cpu-prof --import tsx bench/profileAssault.ts [N]
 * [odds]` auto-resolves N bench assaults (12 v 12) with their log, or with `odds` plays N out as the odds do (in
 * place, no events), and prints the mean wall and CPU time per assault; open the .cpuprofile in a profiler. Not a
 * bench figure (those are ratios, `npm run bench`). CPU time is steadier than wall time on a busy machine.
 */
import { createRngState } from '../shared/random';
import { autoResolve, createAssault, tallyAssaults } from '../shared/rulesets/assault';
import { BENCH_BESIEGER, BENCH_DEFENDER } from './suites/assaultSuite';
const made = createAssault({
  seed: 1,
  besieger: BENCH_BESIEGER,
  defender: BENCH_DEFENDER,
  stronghold: { breaches: 1 },
});
if ('errors' in made) throw new Error(made.errors.join('; '));
const N = Number(process.argv[2] ?? 3000);
const odds = process.argv[3] === 'odds';
const cpu0 = process.cpuUsage();
const t0 = performance.now();
if (odds) tallyAssaults(made.state, 1, 0, N);
else for (let i = 0; i < N; i++) autoResolve({ ...made.state, rng: createRngState(i) });
const wall = (performance.now() - t0) / N;
const cpu = process.cpuUsage(cpu0);
console.log(
  `${odds ? 'odds run' : 'autoResolve'}: ms per assault ${wall.toFixed(4)} wall, ${((cpu.user + cpu.system) / 1000 / N).toFixed(4)} CPU`,
);
