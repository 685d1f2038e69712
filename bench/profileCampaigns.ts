/**
 * Profiling aid for campaign auto-play (issues 11 and 16): `node --cpu-prof --import tsx bench/profileCampaigns.ts
 * firestorm|core [N]` auto-plays N campaigns on the bench's 30×20 map (set-up included, as the bench times it) and
 * prints the mean time; open the .cpuprofile in a profiler. Not a bench figure (those are ratios, `npm run bench`).
 */
import { DEFAULT_MAP_PARAMS, generateMap } from '../shared/mapgen';
import { createCoreCampaign, runCampaign, setupFromGeneratedMap } from '../shared/rulesets/core';
import { runFirestormCampaign } from '../shared/rulesets/firestorm';
import { benchFirestormCampaign } from './suites/firestormSuite';

const mode = process.argv[2] ?? 'firestorm';
const N = Number(process.argv[3] ?? 200);
const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
if (!generated.ok) throw new Error(generated.error.join('; '));
const map = generated.value;

function playCore(seed: number): number {
  const created = createCoreCampaign(
    setupFromGeneratedMap(map, {
      id: `bench-${seed}`,
      name: 'Bench',
      seed,
      settings: { core: { defaultResolution: 'dice', fortressResolution: 'dice' } },
    }),
  );
  if (!created.ok) throw new Error('set-up');
  return runCampaign(created.value.state, { maxTurns: 1000 }).commands;
}

const playFirestorm = (seed: number): number =>
  runFirestormCampaign(benchFirestormCampaign(map.map, seed), { maxTurns: 200 }).commands;

const play = mode === 'core' ? playCore : playFirestorm;
let commands = 0;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const c0 = cpuMs();
const t0 = performance.now();
for (let seed = 1; seed <= N; seed++) commands += play(seed);
const ms = performance.now() - t0;
const cpu = cpuMs() - c0;
console.log(
  `${mode}: ${(ms / N).toFixed(2)} ms per campaign, ${((ms * 1000) / commands).toFixed(1)} µs per command, CPU ${(cpu / N).toFixed(2)} ms per campaign`,
);
