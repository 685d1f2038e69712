import {
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  createDefenseGame,
  type DefenseState,
  type DefenseVariant,
  type Difficulty,
} from '@shared/rulesets/defense';

/** A default-deck game before its SetUp command. */
export function newGame(
  seed: number,
  players = 2,
  difficulty: Difficulty = 2,
  variant: DefenseVariant = 'standard',
): DefenseState {
  const created = createDefenseGame({
    seed,
    players: DEFAULT_FACTION_DECKS.slice(0, players).map((deck, i) => ({
      id: `P${i + 1}`,
      name: `Player ${i + 1}`,
      deck,
    })),
    enemyDecks: [DEFAULT_ENEMY_DECKS[seed % DEFAULT_ENEMY_DECKS.length]!],
    cityDeck: DEFAULT_CITY_DECK,
    difficulty,
    variant,
  });
  if (!created.ok) throw new Error(created.errors.join('; '));
  return created.state;
}

/** Where every tile of the game is: each must be in exactly one place (conservation). */
export function tilePlaces(state: DefenseState): Map<string, string[]> {
  const places = new Map<string, string[]>();
  const add = (id: string, where: string) => places.set(id, [...(places.get(id) ?? []), where]);
  state.board.forEach((square, i) => {
    if (square.tile) add(square.tile, `board ${i}`);
    if (square.enemy) add(square.enemy.tileId, `board ${i}`);
  });
  for (const p of state.players)
    for (const pile of ['hand', 'drawPile', 'discard'] as const)
      for (const id of p[pile]) add(id, `${p.id} ${pile}`);
  for (const id of state.market) if (id) add(id, 'market');
  for (const pile of ['cityPile', 'cityDiscard', 'enemyPile', 'enemyDiscard'] as const)
    for (const id of state[pile]) add(id, pile);
  return places;
}
