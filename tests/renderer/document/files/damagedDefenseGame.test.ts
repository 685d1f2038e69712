import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeHexmarchFile } from '@shared/file';
import type { HexmarchBridge } from '@shared/ipc';
import { selectHexmarchDocument } from '../../../../renderer/src/document/document';
import type { AppStore } from '../../../../renderer/src/app/store';
import { FileSession } from '../../../../renderer/src/document/files/fileSession';
import { mayReplaceStoredDefenseGame } from '../../../../renderer/src/rulesets/defense/damagedDefenseGame';
import { discardQuestionAnswered } from '../../../../renderer/src/document/files/fileSlice';
import { fakePlatform } from './fakePlatform';
import { storeWith } from '../../documentFixture';

const FIXTURE = path.resolve(__dirname, '../../../fixtures/files/optional/v2-defense-game.hexmarch');

/** The fixture campaign with its defense game damaged (a War Cry difficulty the rules do not have). */
function damagedFileText(): string {
  const envelope = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
    document: { defenseGame: { config: { difficulty: number } } };
  };
  envelope.document.defenseGame.config.difficulty = 9;
  return JSON.stringify(envelope);
}

let store: AppStore;
let platform: ReturnType<typeof fakePlatform>;
let session: FileSession;

beforeEach(async () => {
  vi.useFakeTimers();
  store = storeWith();
  store.startListening({
    predicate: (_action, current, previous) =>
      current.file.question !== null && previous.file.question === null,
    effect: (_action, api) => void api.dispatch(discardQuestionAnswered({ discard: true })),
  });
  platform = fakePlatform();
  session = new FileSession(platform as unknown as HexmarchBridge, store);
  await session.start();
});
afterEach(() => {
  session.stop();
  vi.useRealTimers();
});

describe('a campaign file whose defense game is damaged (issue 26)', () => {
  it('opens the campaign, says the game did not open, keeps it in the file and saves it back untouched', async () => {
    const text = damagedFileText();
    platform.disk.set('Border.hexmarch', text);
    platform.toOpen = 'Border.hexmarch';
    await session.open();
    expect(session.getSnapshot().message).toEqual({
      kind: 'error',
      text: expect.stringMatching(
        /^Opened Border\.hexmarch\. The settlement defense game saved in this campaign cannot be opened \(.*War Cry difficulty \(ANV-8\) must be one of 1, 2, 3, 4\)/,
      ),
    });
    expect(store.getState().defense.game).toBeNull();
    const stored = selectHexmarchDocument(store.getState()).defenseGame;
    expect(stored).toBeDefined();
    platform.toSave = 'Border.hexmarch';
    await session.saveAs();
    expect(platform.disk.get('Border.hexmarch')).toBe(
      serializeHexmarchFile(selectHexmarchDocument(store.getState()), '0.1.0'),
    );
    expect(JSON.parse(platform.disk.get('Border.hexmarch')!).document.defenseGame.config.difficulty).toBe(9);
  });

  it('asks before a new game replaces it, and replaces nothing on No', async () => {
    platform.disk.set('Border.hexmarch', damagedFileText());
    platform.toOpen = 'Border.hexmarch';
    await session.open();
    const stored = selectHexmarchDocument(store.getState()).defenseGame;
    const questions: string[] = [];
    const no = (question: string) => (questions.push(question), false);
    expect(mayReplaceStoredDefenseGame(stored, no)).toBe(false);
    expect(questions[0]).toMatch(
      /^This campaign file holds a settlement defense game that could not be opened/,
    );
    expect(mayReplaceStoredDefenseGame(stored, () => true)).toBe(true);
    // A game that opens, or none, is replaced as before (its own undo and Save keep it).
    expect(mayReplaceStoredDefenseGame(undefined, no)).toBe(true);
    expect(questions).toHaveLength(1);
  });
});
