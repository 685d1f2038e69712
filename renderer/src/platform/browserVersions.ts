import { keptVersions } from '@shared/file/keptVersions';
import type { VersionEntry, VersionSummary } from '@shared/ipc';

/** The few IndexedDB calls the versions need (idb-keyval's get, set and del; a Map in unit tests). */
export interface VersionKeyValue {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export interface BrowserVersions {
  record(campaign: string, text: string, summary: VersionSummary): Promise<void>;
  list(campaign: string): Promise<VersionEntry[]>;
  read(campaign: string, id: string): Promise<string | null>;
}

const isEntry = (value: unknown): value is VersionEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VersionEntry).id === 'string' &&
  typeof (value as VersionEntry).savedAt === 'number' &&
  typeof (value as VersionEntry).summary === 'object';

/**
 * Versions… in the browser edition (issue 32): the same snapshots and the same pruning (`keptVersions`) as the
 * desktop, in this address's IndexedDB (not localStorage: a few big campaigns would fill its 5 MB). A browser
 * never tells a page where a file lives, so a campaign is known by its file name: `index:<name>` lists its
 * snapshots, `text:<name>:<id>` holds each one.
 */
export function createBrowserVersions(
  kv: VersionKeyValue,
  clock: { now(): number; utcOffsetMinutes(): number },
): BrowserVersions {
  const indexKey = (campaign: string) => `index:${campaign}`;
  const textKey = (campaign: string, id: string) => `text:${campaign}:${id}`;
  const list = async (campaign: string): Promise<VersionEntry[]> => {
    const stored = await kv.get(indexKey(campaign));
    return Array.isArray(stored) ? stored.filter(isEntry).sort((a, b) => b.savedAt - a.savedAt) : [];
  };
  return {
    list,
    async record(campaign, text, summary) {
      const index = await list(campaign);
      const savedAt = clock.now();
      let id = String(savedAt);
      for (let n = 2; index.some((entry) => entry.id === id); n++) id = `${savedAt}-${n}`;
      await kv.set(textKey(campaign, id), text);
      const all = [{ id, savedAt, summary }, ...index];
      const keep = new Set(keptVersions(all, savedAt, clock.utcOffsetMinutes()));
      await kv.set(
        indexKey(campaign),
        all.filter((entry) => keep.has(entry.id)),
      );
      for (const gone of all.filter((entry) => !keep.has(entry.id))) await kv.del(textKey(campaign, gone.id));
    },
    async read(campaign, id) {
      if (!(await list(campaign)).some((entry) => entry.id === id)) return null;
      const text = await kv.get(textKey(campaign, id));
      return typeof text === 'string' ? text : null;
    },
  };
}
