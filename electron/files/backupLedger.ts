import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from './writeFileAtomically';

/**
 * The backups this app wrote (issue 26: a save never overwrites a file it did not write itself, such as a GM's own
 * `Campaign (backup).hexmarch`). A backup is known by what the file system says of it right after it was written:
 * device, inode, size and modification time. A file that was replaced, edited or made by hand since differs in one
 * of them and is left alone.
 */
export interface BackupLedger {
  /** True when the file at `backup` is one this app wrote and nobody changed since. */
  owns(backup: string): Promise<boolean>;
  /** Notes that a backup is about to be written at `backup` (a crash before `remember` leaves it ours). */
  intend(backup: string): Promise<void>;
  /** Notes the file now at `backup` as written by this app. */
  remember(backup: string): Promise<void>;
}

/** `pending`: a backup was being written there when the app stopped; the file there is ours or was already. */
type Entry = Identity | 'pending';

interface Identity {
  readonly dev: number;
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
}

const identityOf = async (file: string): Promise<Identity | undefined> => {
  try {
    const s = await fs.lstat(file);
    return s.isFile() ? { dev: s.dev, ino: s.ino, size: s.size, mtimeMs: s.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
};

const same = (a: Identity | undefined, b: Identity | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.dev === b.dev &&
  a.ino === b.ino &&
  a.size === b.size &&
  a.mtimeMs === b.mtimeMs;

/** Backups remembered, at most this many (the oldest forgotten first: a forgotten backup is kept, never lost). */
const MAX_REMEMBERED = 500;

/**
 * The ledger kept in a JSON file (the app's user-data folder), so backups written in earlier sessions are
 * recognised; without a file (tests, the CLI) it lasts as long as the process.
 */
export function createBackupLedger(storePath?: string): BackupLedger {
  let known: Map<string, Entry> | undefined;
  const load = async (): Promise<Map<string, Entry>> => {
    if (known) return known;
    known = new Map();
    if (storePath === undefined) return known;
    try {
      const stored = JSON.parse(await fs.readFile(storePath, 'utf8')) as unknown;
      if (Array.isArray(stored))
        for (const entry of stored.slice(-MAX_REMEMBERED))
          if (
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            (typeof entry[1] === 'object' || entry[1] === 'pending')
          )
            known.set(entry[0], entry[1] as Entry);
    } catch {
      // No ledger yet, or an unreadable one: every existing backup is then treated as the GM's own file.
    }
    return known;
  };
  const store = async (key: string, entry: Entry | undefined) => {
    const ledger = await load();
    ledger.delete(key);
    if (entry) ledger.set(key, entry);
    while (ledger.size > MAX_REMEMBERED) ledger.delete(ledger.keys().next().value!);
    // A ledger that cannot be written costs at most a numbered backup next time, never a save.
    if (storePath !== undefined)
      await writeFileAtomically(storePath, JSON.stringify([...ledger])).catch(() => undefined);
  };
  return {
    async owns(backup) {
      const entry = (await load()).get(path.resolve(backup));
      // Only a path that was free or ours is ever written, so a backup interrupted mid-way left one of ours.
      return entry === 'pending' || same(entry, await identityOf(backup));
    },
    async intend(backup) {
      await store(path.resolve(backup), 'pending');
    },
    async remember(backup) {
      await store(path.resolve(backup), await identityOf(backup));
    },
  };
}
