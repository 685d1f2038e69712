import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { keptVersions } from '@shared/file/keptVersions';
import { MAX_VERSION_TITLE, type VersionEntry, type VersionSummary } from '@shared/ipc';
import { removeTempLeftovers, writeFileAtomically } from './writeFileAtomically';

/** How the index of one campaign's snapshots is stored (and checked when read: a damaged index lists nothing). */
const entrySchema = z.object({
  id: z.string().regex(/^\d{13}(-\d+)?$/),
  savedAt: z.number().int().nonnegative(),
  summary: z.object({
    title: z.string().max(MAX_VERSION_TITLE),
    turn: z.number().int().nonnegative().nullable(),
    width: z.number().int().nonnegative(),
    height: z.number().int().nonnegative(),
  }),
});
const indexSchema = z.array(entrySchema).max(1000);

export interface VersionClock {
  /** Milliseconds since 1970. */
  now(): number;
  /** The local time's offset east of UTC in minutes (the days of keptVersions are the GM's). */
  utcOffsetMinutes(): number;
}

const systemClock: VersionClock = {
  now: () => Date.now(),
  utcOffsetMinutes: () => -new Date().getTimezoneOffset(),
};

/**
 * Versions… on the desktop (issue 32): a snapshot of each campaign as it is saved, in the user-data folder under
 * `versions/<campaign key>/`, never beside the GM's files. The campaign key is the first 16 hex digits of the
 * SHA-256 of the file's full path, so two campaigns with the same name in different folders keep apart and no
 * path is spelled out in the folder names. Each folder holds `<time>.hexmarch` snapshots (written atomically, like
 * a save) and `index.json`, their times and summaries; `keptVersions` prunes at every save.
 */
export class VersionStore {
  readonly folder: string;

  constructor(
    userData: string,
    private readonly clock: VersionClock = systemClock,
  ) {
    this.folder = path.join(userData, 'versions');
  }

  /** The folder of one campaign's snapshots. */
  folderOf(filePath: string): string {
    const key = createHash('sha256').update(path.resolve(filePath)).digest('hex').slice(0, 16);
    return path.join(this.folder, key);
  }

  async record(filePath: string, text: string, summary: VersionSummary): Promise<void> {
    const folder = this.folderOf(filePath);
    await fs.mkdir(folder, { recursive: true });
    const index = await this.readIndex(folder);
    const savedAt = this.clock.now();
    // Two saves in the same millisecond get distinct ids.
    let id = String(savedAt).padStart(13, '0');
    for (let n = 2; index.some((entry) => entry.id === id); n++)
      id = `${String(savedAt).padStart(13, '0')}-${n}`;
    const snapshot = path.join(folder, `${id}.hexmarch`);
    await writeFileAtomically(snapshot, text);
    await removeTempLeftovers([snapshot]);
    const all = [{ id, savedAt, summary }, ...index];
    const keep = new Set(keptVersions(all, savedAt, this.clock.utcOffsetMinutes()));
    const kept = all.filter((entry) => keep.has(entry.id)).sort((a, b) => b.savedAt - a.savedAt);
    await writeFileAtomically(path.join(folder, 'index.json'), JSON.stringify(kept));
    await removeTempLeftovers([path.join(folder, 'index.json')]);
    for (const gone of all.filter((entry) => !keep.has(entry.id)))
      await fs.rm(path.join(folder, `${gone.id}.hexmarch`), { force: true });
  }

  /** The campaign's snapshots, newest first; none when it has never been saved here or its index is damaged. */
  async list(filePath: string): Promise<VersionEntry[]> {
    return this.readIndex(this.folderOf(filePath));
  }

  /** One snapshot's text, or null when it is no longer kept. */
  async read(filePath: string, id: string): Promise<string | null> {
    const folder = this.folderOf(filePath);
    const index = await this.readIndex(folder);
    if (!index.some((entry) => entry.id === id)) return null;
    try {
      return await fs.readFile(path.join(folder, `${id}.hexmarch`), 'utf8');
    } catch {
      return null;
    }
  }

  private async readIndex(folder: string): Promise<VersionEntry[]> {
    try {
      const parsed = indexSchema.safeParse(
        JSON.parse(await fs.readFile(path.join(folder, 'index.json'), 'utf8')),
      );
      return parsed.success ? parsed.data.sort((a, b) => b.savedAt - a.savedAt) : [];
    } catch {
      return [];
    }
  }
}
