/**
 * Profiling aid for the settlement defense auto-play (issue 14 speed):
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profileDefense.ts [GAMES] [PLAYERS]` auto-plays GAMES
 * games (default 1000) at PLAYERS seats (default 1), a quarter at each difficulty, and prints the mean time per game;
 * open the .cpuprofile in a profiler. Not a bench figure (those are ratios, `npm run bench`).
 */
import { defenseWinRates, type Difficulty } from '../shared/rulesets/defense';

const games = Number(process.argv[2] ?? 1000);
const players = Number(process.argv[3] ?? 1);
const t0 = performance.now();
for (const difficulty of [1, 2, 3, 4] as Difficulty[])
  defenseWinRates({ players, difficulty, games: Math.ceil(games / 4) });
console.log(`${players} player(s): ms per game`, ((performance.now() - t0) / games).toFixed(3));
