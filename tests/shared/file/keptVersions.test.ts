import { describe, expect, it } from 'vitest';
import { KEEP_DAYS, KEEP_NEWEST, keptVersions } from '@shared/file/keptVersions';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 28, 21, 0);

describe('keptVersions (issue 32: which snapshots Versions… keeps)', () => {
  it('keeps every snapshot while there are at most 20', () => {
    const versions = Array.from({ length: KEEP_NEWEST }, (_, i) => ({
      id: `v${i}`,
      savedAt: NOW - i * 60_000,
    }));
    expect(keptVersions(versions, NOW)).toHaveLength(KEEP_NEWEST);
  });

  it('keeps the 20 newest of one busy evening and drops the older saves of that day', () => {
    const versions = Array.from({ length: 50 }, (_, i) => ({ id: `v${i}`, savedAt: NOW - i * 60_000 }));
    const kept = keptVersions(versions, NOW);
    expect(kept).toEqual(versions.slice(0, 20).map((v) => v.id));
  });

  it('keeps one a day for the last 30 days beyond the 20 newest, and nothing older', () => {
    // Ten saves a day, for 60 days.
    const versions = Array.from({ length: 600 }, (_, i) => ({
      id: `d${Math.floor(i / 10)}-${i % 10}`,
      savedAt: NOW - Math.floor(i / 10) * DAY - (i % 10) * HOUR,
    }));
    const kept = keptVersions(versions, NOW);
    // 20 newest cover days 0 and 1; one a day (the newest of that day) for days 2..29.
    expect(kept.slice(0, 20)).toEqual(versions.slice(0, 20).map((v) => v.id));
    expect(kept.slice(20)).toEqual(Array.from({ length: KEEP_DAYS - 2 }, (_, d) => `d${d + 2}-0`));
    expect(kept).toHaveLength(20 + 28);
  });

  it('keeps the 20 newest of a campaign saved rarely, however old', () => {
    const versions = Array.from({ length: 25 }, (_, i) => ({ id: `v${i}`, savedAt: NOW - (100 + i) * DAY }));
    expect(keptVersions(versions, NOW)).toEqual(versions.slice(0, 20).map((v) => v.id));
  });

  it('counts days in the GM’s own time zone', () => {
    // 23:30 and 00:30 local (UTC+2) are two days there, one day in UTC.
    const late = Date.UTC(2026, 10, 10, 21, 30);
    const early = Date.UTC(2026, 10, 10, 22, 30);
    const filler = Array.from({ length: 20 }, (_, i) => ({ id: `new${i}`, savedAt: NOW - i * 1000 }));
    const both = [...filler, { id: 'late', savedAt: late }, { id: 'early', savedAt: early }];
    expect(keptVersions(both, NOW, 120)).toEqual(expect.arrayContaining(['late', 'early']));
    expect(keptVersions(both, NOW, 0)).not.toContain('late');
  });
});
