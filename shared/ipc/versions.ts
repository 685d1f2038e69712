/**
 * Versions (issue 32): timestamped snapshots of a campaign, one per save, kept where the app keeps its data (the
 * desktop's user-data folder, the browser's IndexedDB), never beside the GM's files. The renderer names a campaign
 * by its file handle, as everywhere; main keys the snapshots by the file's path.
 */

/** What the Versions dialog lists of a snapshot without reading it: worked out by the renderer when it saves. */
export interface VersionSummary {
  /** The campaign's name, or the map's when there is no campaign yet. */
  readonly title: string;
  /** The campaign's turn, or null for a map with no campaign. */
  readonly turn: number | null;
  /** Map width and height in hexes. */
  readonly width: number;
  readonly height: number;
}

/** One snapshot as listed: its id (opaque), when it was saved (ms since 1970) and its summary. */
export interface VersionEntry {
  readonly id: string;
  readonly savedAt: number;
  readonly summary: VersionSummary;
}

/** Longest summary title kept (a campaign name is at most 200 characters). */
export const MAX_VERSION_TITLE = 200;
