import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launchFileOf } from '../../../electron/files/readCampaignFile';
import { RecentFiles } from '../../../electron/files/recentFiles';

let folder: string;
beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-recent-'))));
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('RecentFiles', () => {
  it('keeps the newest first, without duplicates, at most ten, across restarts', async () => {
    const store = path.join(folder, 'recent-files.json');
    const recent = new RecentFiles(store);
    for (let i = 0; i < 12; i++) await recent.add(`/c/${i}.hexmarch`);
    await recent.add('/c/5.hexmarch');
    const reloaded = await new RecentFiles(store).load();
    expect(reloaded[0]).toBe(path.resolve('/c/5.hexmarch'));
    expect(reloaded).toHaveLength(10);
    expect(new Set(reloaded).size).toBe(10);
  });

  it('starts empty when the stored list is damaged', async () => {
    const store = path.join(folder, 'recent-files.json');
    writeFileSync(store, '{"not":"a list"');
    await expect(new RecentFiles(store).load()).resolves.toEqual([]);
  });
});

describe('launchFileOf', () => {
  it('finds a .hexmarch file among the command-line arguments', () => {
    expect(launchFileOf(['/opt/Hexmarch/hexmarch', '--no-sandbox', '/home/gm/War.HEXMARCH'])).toBe(
      '/home/gm/War.HEXMARCH',
    );
    expect(launchFileOf(['/opt/Hexmarch/hexmarch', '.'])).toBeNull();
  });
});
