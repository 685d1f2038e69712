import { skirmishHexmarchDocument, type HexmarchDocument } from '@shared/document';
import {
  autoCommand,
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  defenseGameFile,
  replayDefense,
  type DefenseConfig,
} from '@shared/rulesets/defense';

/**
 * The skirmish campaign with a two-player settlement defense eight commands into its action phase (issue 14):
 * what tests/fixtures/files/optional/v2-defense-game.hexmarch holds (its test checks the fixture is this document).
 */
export function documentWithDefenseGame(): HexmarchDocument {
  const config: DefenseConfig = {
    id: 'defense-6,3-0',
    hex: '6,3',
    seed: 11,
    players: [
      { id: 'P1', name: 'Blue player', deck: DEFAULT_FACTION_DECKS[0]! },
      { id: 'P2', name: 'Blue ally', deck: DEFAULT_FACTION_DECKS[1]! },
    ],
    enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
    cityDeck: DEFAULT_CITY_DECK,
    difficulty: 2,
    variant: 'standard',
  };
  const commands: unknown[] = [{ type: 'SetUp' }, { type: 'StartPlay' }];
  for (let i = 0; i < 8; i++) {
    const replayed = replayDefense(config, commands);
    if (!replayed.ok) throw new Error(replayed.errors.join('; '));
    commands.push(autoCommand(replayed.state)!);
  }
  const steps = commands.map((_, i) => i + 1).slice(1);
  return {
    ...skirmishHexmarchDocument(),
    defenseGame: defenseGameFile({ config, commands, steps, recorded: false }),
  };
}
