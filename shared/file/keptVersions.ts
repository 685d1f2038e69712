/**
 * Which snapshots of a campaign Versions… keeps (issue 32). Decision, since the issue leaves the numbers open:
 *
 * - the {@link KEEP_NEWEST} newest, whatever their age: an evening's saves, each one a step the GM may want back,
 *   and a campaign saved rarely still keeps its last twenty;
 * - besides those, the newest snapshot of each calendar day of the last {@link KEEP_DAYS} days: a campaign played
 *   once a week can go back a month, game night by game night;
 * - nothing else: older ones are removed at the next save.
 *
 * So a campaign never has more than 20 + 30 snapshots (a 60 × 40 campaign is some 100 kB, so about 5 MB).
 * Pure: the caller passes the time and its offset from UTC, so the days are the GM's own.
 */

export const KEEP_NEWEST = 20;
export const KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TimedVersion {
  readonly id: string;
  /** Milliseconds since 1970 (UTC). */
  readonly savedAt: number;
}

/**
 * The ids to keep, newest first. `utcOffsetMinutes` is the local time's offset east of UTC (e.g. 60 for CET);
 * snapshots dated in the future (a clock put back) count as today's.
 */
export function keptVersions(versions: readonly TimedVersion[], now: number, utcOffsetMinutes = 0): string[] {
  const newestFirst = [...versions].sort((a, b) => b.savedAt - a.savedAt || (a.id < b.id ? 1 : -1));
  const dayOf = (ms: number) => Math.floor((Math.min(ms, now) + utcOffsetMinutes * 60_000) / DAY_MS);
  const today = dayOf(now);
  const kept: string[] = [];
  const daysSeen = new Set<number>();
  newestFirst.forEach((version, index) => {
    const day = dayOf(version.savedAt);
    const firstOfDay = !daysSeen.has(day);
    daysSeen.add(day);
    if (index < KEEP_NEWEST || (firstOfDay && today - day < KEEP_DAYS)) kept.push(version.id);
  });
  return kept;
}
