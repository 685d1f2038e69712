import { describe, expect, it } from 'vitest';
import { createRng } from '@shared/random';
import { createMapGrid, DEMO_MAP_PARAMS } from '@shared/mapgen';
import { elevationStage } from '@shared/mapgen/elevationStage';
import { kthSmallest } from '@shared/mapgen/kthSmallest';
import { markByRank } from '@shared/mapgen/markByRank';
import { MinHeap } from '@shared/mapgen/minHeap';
import { moistureStage } from '@shared/mapgen/moistureStage';
import { OFF_MAP, riversStage } from '@shared/mapgen/riversStage';
import { terrainCounts, terrainStage } from '@shared/mapgen/terrainStage';
import { MOUNTAIN, WATER } from '@shared/mapgen/terrainCodes';

describe('kthSmallest', () => {
  it('agrees with sorting for random arrays and every k', () => {
    const rng = createRng(5);
    for (let n = 1; n < 40; n += 3) {
      const values = Float64Array.from({ length: n }, () => Math.floor(rng.float() * 10));
      const sorted = [...values].sort((a, b) => a - b);
      for (let k = 0; k < n; k++) expect(kthSmallest(values.slice(), k)).toBe(sorted[k]);
    }
  });
});

describe('markByRank', () => {
  it('marks exactly the requested count, lowest scores first, skipping other codes', () => {
    const terrain = new Uint8Array([0, 0, 0, 0, 0, 4]);
    markByRank(terrain, new Float64Array([3, 1, 2, 1, 0, -9]), 0, 5, 3);
    expect([...terrain]).toEqual([0, 5, 0, 5, 5, 4]);
  });

  it('breaks ties at the threshold in index order (GEN-9)', () => {
    const terrain = new Uint8Array(5);
    markByRank(terrain, new Float64Array([1, 1, 1, 0, 2]), 0, 5, 3);
    expect([...terrain]).toEqual([5, 5, 0, 5, 0]);
  });
});

describe('MinHeap', () => {
  it('pops by key, equal keys by ascending index', () => {
    const heap = new MinHeap(8);
    [
      [2, 7],
      [1, 5],
      [2, 3],
      [0.5, 9],
      [1, 2],
    ].forEach(([k, i]) => heap.push(k!, i!));
    const out: number[] = [];
    while (heap.size > 0) out.push(heap.pop());
    expect(out).toEqual([9, 2, 5, 3, 7]);
  });
});

describe('terrain and rivers stages', () => {
  const grid = createMapGrid(40, 30);
  const params = { ...DEMO_MAP_PARAMS, width: 40, height: 30, rivers: 4 };
  const elevation = elevationStage(grid, params, createRng(11));
  const moisture = moistureStage(grid, elevation, createRng(12));
  const terrain = terrainStage(grid, params, elevation, moisture);

  it('hits every terrain share exactly by quantile thresholds', () => {
    const counts = terrainCounts(params);
    const count = (code: number) => terrain.filter((t) => t === code).length;
    expect([count(WATER), count(MOUNTAIN), count(2), count(3), count(1)]).toEqual([
      counts.water,
      counts.mountain,
      counts.hills,
      counts.marsh,
      counts.forest,
    ]);
  });

  it('puts water on low ground as lakes and seas, with no one-hex ponds', () => {
    let water = 0;
    let waterSum = 0;
    let landSum = 0;
    for (let i = 0; i < grid.count; i++) {
      if (terrain[i] !== WATER) {
        landSum += elevation[i]!;
        continue;
      }
      water++;
      waterSum += elevation[i]!;
      const wet = [0, 1, 2, 3, 4, 5].filter((d) => terrain[grid.table.neighbours[i * 6 + d]!] === WATER);
      expect(wet.length, `pond at ${grid.table.keys[i]}`).toBeGreaterThan(0);
    }
    expect(waterSum / water).toBeLessThan(landSum / (grid.count - water) - 0.2);
  });

  it('runs each river hex to hex, downhill on the pit-filled ground, to water, the edge or another river', () => {
    const rivers = riversStage(grid, terrain, elevation, 4, createRng(13));
    expect(rivers.courses).toHaveLength(4);
    rivers.courses.forEach((course, id) => {
      for (let k = 0; k < course.length; k++) {
        const at = course[k]!;
        expect(rivers.riverId[at]).toBe(id);
        expect(terrain[at]).not.toBe(WATER);
        expect(terrain[at]).not.toBe(MOUNTAIN);
        const next = grid.table.neighbours[at * 6 + rivers.flow[at]!]!;
        if (k + 1 < course.length) {
          expect(next).toBe(course[k + 1]);
          expect(rivers.filled[next]!).toBeLessThanOrEqual(rivers.filled[at]!);
        } else {
          const ends = next === OFF_MAP || terrain[next] === WATER || rivers.riverId[next]! < id;
          expect(ends).toBe(true);
        }
      }
    });
  });
});
