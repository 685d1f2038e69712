/**
 * Profiling aid for the assault engine (issue 13 speed): `node --cpu-prof --import tsx bench/profileAssault.ts [N]`
 * auto-resolves N bench assaults (12 v 12) and prints the mean time; open the .cpuprofile in a profiler. Not a
 * bench figure (those are ratios, `npm run bench`).
 */
import { createRngState } from '../shared/random';
import { autoResolve, createAssault } from '../shared/rulesets/assault';
import { BENCH_BESIEGER, BENCH_DEFENDER } from './suites/assaultSuite';
const made = createAssault({
  seed: 1,
  besieger: BENCH_BESIEGER,
  defender: BENCH_DEFENDER,
  stronghold: { breaches: 1 },
});
if ('errors' in made) throw new Error('x');
const N = Number(process.argv[2] ?? 3000);
const t0 = performance.now();
for (let i = 0; i < N; i++) autoResolve({ ...made.state, rng: createRngState(i) });
console.log('ms per assault', (performance.now() - t0) / N);
