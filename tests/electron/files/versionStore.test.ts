import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_NEWEST } from '@shared/file/keptVersions';
import { VersionStore } from '../../../electron/files/versionStore';

let userData: string;
beforeEach(() => {
  userData = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-versions-'));
});
afterEach(() => rmSync(userData, { recursive: true, force: true }));

const summary = (turn: number) => ({ title: 'Border War', turn, width: 40, height: 30 });
const text = (turn: number) => `{"format":"hexmarch","turn":${turn}}`;

function storeAt(start: number) {
  let now = start;
  const store = new VersionStore(userData, { now: () => now, utcOffsetMinutes: () => 0 });
  return { store, advance: (ms: number) => (now += ms) };
}

describe('VersionStore (issue 32: Versions… on the desktop)', () => {
  it('keeps a snapshot per save in userData/versions/<campaign key>/, never beside the file', async () => {
    const { store, advance } = storeAt(Date.UTC(2026, 10, 28, 20));
    const campaign = '/home/gm/Campaigns/Border War.hexmarch';
    await store.record(campaign, text(1), summary(1));
    advance(60_000);
    await store.record(campaign, text(2), summary(2));
    const folder = store.folderOf(campaign);
    expect(path.dirname(folder)).toBe(path.join(userData, 'versions'));
    expect(path.basename(folder)).toMatch(/^[0-9a-f]{16}$/);
    expect(readdirSync(folder).sort()).toHaveLength(3); // two snapshots and the index, no temp file
    const listed = await store.list(campaign);
    expect(listed.map((entry) => entry.summary.turn)).toEqual([2, 1]);
    await expect(store.read(campaign, listed[1]!.id)).resolves.toBe(text(1));
  });

  it('keeps two campaigns of the same name in different folders apart', async () => {
    const { store } = storeAt(Date.UTC(2026, 10, 28, 20));
    await store.record('/a/Campaign.hexmarch', text(1), summary(1));
    await store.record('/b/Campaign.hexmarch', text(5), summary(5));
    expect((await store.list('/a/Campaign.hexmarch')).map((e) => e.summary.turn)).toEqual([1]);
    expect((await store.list('/b/Campaign.hexmarch')).map((e) => e.summary.turn)).toEqual([5]);
  });

  it('prunes at each save: 30 saves of one evening leave the 20 newest, and their files only', async () => {
    const { store, advance } = storeAt(Date.UTC(2026, 10, 28, 18));
    const campaign = '/home/gm/c.hexmarch';
    for (let turn = 1; turn <= 30; turn++) {
      await store.record(campaign, text(turn), summary(turn));
      advance(60_000);
    }
    const listed = await store.list(campaign);
    expect(listed).toHaveLength(KEEP_NEWEST);
    expect(listed.map((e) => e.summary.turn)).toEqual(Array.from({ length: 20 }, (_, i) => 30 - i));
    expect(readdirSync(store.folderOf(campaign))).toHaveLength(KEEP_NEWEST + 1);
    await expect(store.read(campaign, 'not-kept')).resolves.toBeNull();
  });

  it('lists nothing for a damaged index rather than failing', async () => {
    const { store } = storeAt(Date.UTC(2026, 10, 28, 18));
    await store.record('/c.hexmarch', text(1), summary(1));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(store.folderOf('/c.hexmarch'), 'index.json'), '{broken');
    await expect(store.list('/c.hexmarch')).resolves.toEqual([]);
  });
});
