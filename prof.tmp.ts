import {
  createDefenseGame,
  DEFAULT_FACTION_DECKS,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_CITY_DECK,
  playDefenseGame,
} from '@shared/rulesets/defense';
const t = performance.now();
for (let seed = 1; seed <= 300; seed++) {
  const g = createDefenseGame({
    seed,
    players: DEFAULT_FACTION_DECKS.slice(0, 1).map((d, i) => ({
      id: `P${i + 1}`,
      name: `Player ${i + 1}`,
      deck: d,
    })),
    enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
    cityDeck: DEFAULT_CITY_DECK,
    difficulty: 2,
    variant: 'standard',
  });
  if (!g.ok) throw new Error();
  playDefenseGame(g.state);
}
console.log((performance.now() - t) / 300, 'ms/game');
