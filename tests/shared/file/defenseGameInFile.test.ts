import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { openDefenseGameData, replayDefense } from '@shared/rulesets/defense';
import { documentWithDefenseGame } from './defenseGameInFile';

const FIXTURE = path.resolve(__dirname, '../../fixtures/files/optional/v2-defense-game.hexmarch');
const text = readFileSync(FIXTURE, 'utf8');

describe('a settlement defense game in progress inside the campaign file (issue 14, optional field of format 2)', () => {
  it('is the document the fixture was made from, written byte for byte', () => {
    expect(serializeHexmarchFile(documentWithDefenseGame(), '0.1.0') + '\n').toBe(text);
  });

  it('opens with the game, which replays to where it was (GEN-5)', () => {
    const loaded = loadHexmarchFile(text);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { document, formatVersion } = loaded.value;
    expect(formatVersion).toBe(2);
    expect(document.campaign?.ruleset).toBe('core');
    const opened = openDefenseGameData(document.defenseGame);
    if (!opened.ok) throw new Error(opened.errors.join('; '));
    expect(opened.game.commands).toHaveLength(10);
    expect(opened.game.state.phase).not.toBe('setup');
    const again = replayDefense(opened.game.config, opened.game.commands);
    expect(again.ok && again.state).toEqual(opened.game.state);
    expect(serializeHexmarchFile(document, loaded.value.appVersion) + '\n').toBe(text);
  });

  it('files without a game open as before (the field is optional)', () => {
    const { defenseGame: _game, ...plain } = documentWithDefenseGame();
    const loaded = loadHexmarchFile(serializeHexmarchFile(plain, '0.1.0'));
    expect(loaded.ok && loaded.value.document.defenseGame).toBeUndefined();
  });

  it('opens the campaign of a file whose game is damaged, reports the game and keeps it as written (issue 26)', () => {
    const envelope = JSON.parse(text) as { document: { defenseGame: { config: { difficulty: number } } } };
    envelope.document.defenseGame.config.difficulty = 9;
    const damaged = JSON.stringify(envelope);
    const loaded = loadHexmarchFile(damaged);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.damagedParts).toHaveLength(1);
    expect(loaded.value.damagedParts[0]).toMatch(
      /^The settlement defense game saved in this campaign cannot be opened \(The defense game is damaged: the War Cry difficulty \(ANV-8\) must be one of 1, 2, 3, 4/,
    );
    // Saved again, the game is still there, byte for byte.
    expect(serializeHexmarchFile(loaded.value.document, '0.1.0')).toBe(damaged);
  });

  it('refuses a campaign whose game holds a deck of a million effects, naming the place (issue 26)', () => {
    const envelope = JSON.parse(text) as {
      document: { defenseGame: { config: { cityDeck: { tiles: { effects: string[] }[] } } } };
    };
    envelope.document.defenseGame.config.cityDeck.tiles[0]!.effects = Array.from(
      { length: 1_000_000 },
      () => 'AURA_ATTACK(1)',
    );
    // Too big to be kept as written (every save would write it again): the file is refused before any schema.
    const loaded = loadHexmarchFile(JSON.stringify(envelope));
    expect(!loaded.ok && loaded.error.message).toMatch(
      /defenseGame › config › cityDeck › tiles › 0 › effects: a list of 1,000,000 items, far more than any real file holds/,
    );
  });
});
