import { defenseWinRates } from '@shared/rulesets/defense';
const t0 = performance.now();
for (const players of [1, 4]) {
  const t = performance.now();
  const r = defenseWinRates({ players, difficulty: 2, games: 200 });
  console.log(players, ((performance.now() - t) / 200).toFixed(2), 'ms/game', r.cityHeldRate);
}
console.log('total', performance.now() - t0);
