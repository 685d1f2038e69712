import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completedSavePath,
  existingNamesOf,
  REPLACE_ANSWER,
  replaceQuestionOf,
  withExtension,
} from '../../../electron/files/replaceQuestion';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-replace-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('replaceQuestionOf', () => {
  it('names the one file and its folder, with Cancel as the default answer', () => {
    const question = replaceQuestionOf(['war.pdf'], '/home/gm/Exports');
    expect(question.message).toBe('“war.pdf” already exists in “Exports”. Replace it?');
    expect(question.buttons[REPLACE_ANSWER]).toBe('Replace');
    expect(question.buttons[question.defaultId]).toBe('Cancel');
    expect(question.cancelId).toBe(question.defaultId);
  });

  it('lists several files, and says how many more past the tenth', () => {
    const names = Array.from({ length: 12 }, (_, i) => `sheet-${i + 1}.png`);
    const question = replaceQuestionOf(names, '/home/gm/Exports');
    expect(question.message).toBe('12 files already exist in “Exports”. Replace them?');
    expect(question.detail.split('\n')).toEqual([
      ...names.slice(0, 10).map((name) => `• ${name}`),
      'and 2 more',
      'Replacing them overwrites their current contents.',
    ]);
  });
});

describe('existingNamesOf', () => {
  it('finds files, folders and broken links in the way, and nothing else', async () => {
    writeFileSync(path.join(folder, 'a.png'), '');
    symlinkSync(path.join(folder, 'gone'), path.join(folder, 'link.png'));
    const targets = ['a.png', 'b.png', 'link.png'].map((name) => path.join(folder, name));
    await expect(existingNamesOf(targets)).resolves.toEqual(['a.png', 'link.png']);
  });
});

describe('withExtension', () => {
  it.each([
    ['/x/War', '/x/War.pdf'],
    ['/x/War.pdf', '/x/War.pdf'],
    ['/x/War.PDF', '/x/War.PDF'],
    ['/x/War.v2', '/x/War.v2.pdf'],
  ])('%s → %s', (chosen, completed) => {
    expect(withExtension(chosen, 'pdf')).toBe(completed);
  });
});

describe('completedSavePath', () => {
  it('adds the extension without asking when nothing has that name', async () => {
    const confirm = vi.fn(() => Promise.resolve(false));
    await expect(completedSavePath(path.join(folder, 'War'), 'hexmarch', confirm)).resolves.toBe(
      path.join(folder, 'War.hexmarch'),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks about an existing file the completed name would replace, and keeps it on Cancel', async () => {
    writeFileSync(path.join(folder, 'War.hexmarch'), '');
    const confirm = vi.fn(() => Promise.resolve(false));
    await expect(completedSavePath(path.join(folder, 'War'), 'hexmarch', confirm)).resolves.toBeNull();
    expect(confirm).toHaveBeenCalledWith(['War.hexmarch'], folder);
    confirm.mockResolvedValueOnce(true);
    await expect(completedSavePath(path.join(folder, 'War'), 'hexmarch', confirm)).resolves.toBe(
      path.join(folder, 'War.hexmarch'),
    );
  });
});
