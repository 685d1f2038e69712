import {
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  autoCommand,
  defenseGameFile,
  playDefenseGame,
  readDefenseGameFile,
  replayDefense,
  type DefenseCommand,
  type DefenseConfig,
} from '@shared/rulesets/defense';
import { describe, expect, it } from 'vitest';

const config: DefenseConfig = {
  id: 'defense-0,1-12',
  hex: '0,1',
  seed: 7,
  players: DEFAULT_FACTION_DECKS.slice(0, 2).map((deck, i) => ({
    id: `p${i}`,
    name: ['Alice', 'Carol'][i]!,
    deck,
  })),
  enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
  cityDeck: DEFAULT_CITY_DECK,
  difficulty: 2,
  variant: 'standard',
  settings: { affectsCampaign: true },
};

/** The setup commands and the bots' first `n` moves. */
function played(n: number): DefenseCommand[] {
  const commands: DefenseCommand[] = [{ type: 'SetUp' }, { type: 'StartPlay' }];
  let replayed = replayDefense(config, commands);
  for (let i = 0; i < n && replayed.ok; i++) {
    commands.push(autoCommand(replayed.state)!);
    replayed = replayDefense(config, commands);
  }
  return commands;
}

const fileText = (commands: readonly unknown[]) =>
  JSON.stringify(defenseGameFile({ config, commands, steps: [2, commands.length], recorded: false }));

describe('a defense game in progress as a file (issue 14)', () => {
  it('opens as the very game that was saved (GEN-5 replay), undo steps and settings kept', () => {
    const commands = played(12);
    const saved = replayDefense(config, commands);
    const opened = readDefenseGameFile(fileText(commands));
    expect(saved.ok && opened.ok).toBe(true);
    if (!saved.ok || !opened.ok) return;
    expect(opened.game.state).toEqual(saved.state);
    expect(opened.game.steps).toEqual([2, commands.length]);
    expect(opened.game.state.settings.affectsCampaign).toBe(true);
  });

  it('keeps a finished auto-played game whole', () => {
    const start = replayDefense(config, played(0));
    if (!start.ok) throw new Error(start.errors.join());
    const record: DefenseCommand[] = [];
    const end = playDefenseGame(start.state, { record });
    const opened = readDefenseGameFile(fileText([...played(0), ...record]));
    expect(opened.ok && opened.game.state.result).toEqual(end.state.result);
  });

  it('undo is a replay of all moves but the last: the state before it, byte for byte', () => {
    const commands = played(9);
    const before = replayDefense(config, commands.slice(0, -1));
    const after = replayDefense(config, commands);
    expect(before.ok && after.ok).toBe(true);
    const again = replayDefense(config, commands.slice(0, -1));
    expect(again).toEqual(before);
  });

  it('refuses bad files with a plain message naming what is wrong', () => {
    const errors = (text: string) => {
      const r = readDefenseGameFile(text);
      return r.ok ? [] : r.errors;
    };
    expect(errors('{ not json')[0]).toMatch(/not JSON/);
    expect(errors('{"format":"hexmarch","version":3}')[0]).toMatch(/campaign file/);
    expect(errors('{"format":"hexmarch-defense-deck"}')[0]).toMatch(/deck file/);
    const file = JSON.parse(fileText(played(3))) as {
      config: { players: { deck: { tiles: { melee?: string }[] } }[] };
    };
    file.config.players[0]!.deck.tiles[0]!.melee = 'd7';
    expect(errors(JSON.stringify(file))[0]).toMatch(
      /^Alice's deck: tile 1 "[^"]+": melee: must be one of d4/,
    );
    const tampered = JSON.parse(fileText(played(3))) as { commands: unknown[] };
    tampered.commands.push({ type: 'PlaceTile', player: 'p0', tile: 'p0.1', square: '0,0', pay: [] });
    expect(errors(JSON.stringify(tampered))[0]).toMatch(
      /^move 6 \(PlaceTile\) is refused by the rules: ANV-/,
    );
    expect(errors('{"format":"hexmarch-defense-game","version":2}')[0]).toMatch(
      /^The defense game is damaged: the file version must be 1/,
    );
  });
});
