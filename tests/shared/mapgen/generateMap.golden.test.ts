import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_MAP_PARAMS, DEMO_SEED, generateMap } from '@shared/mapgen';
import { goldenSnapshot, type GoldenSnapshot } from './goldenSnapshot';

const GOLDEN = new URL('./golden/demo-map.json', import.meta.url);

describe('the demo map (golden)', () => {
  it('is exactly the committed snapshot for DEMO_SEED', () => {
    const result = generateMap(DEMO_MAP_PARAMS, DEMO_SEED);
    if (!result.ok) throw new Error(result.error.join('; '));
    const snapshot = goldenSnapshot(result.value);
    // A deliberate generator change regenerates the file: UPDATE_GOLDEN=1 npx vitest run tests/shared/mapgen
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, `${JSON.stringify(snapshot, null, 2)}\n`);
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as GoldenSnapshot;
    expect(snapshot).toEqual(golden);
  });

  it('has the demo sides: Red (West) with Alice and Carol, Blue (East) with Bob and Dave', () => {
    const result = generateMap(DEMO_MAP_PARAMS, DEMO_SEED);
    if (!result.ok) throw new Error(result.error.join('; '));
    const { sides, map } = result.value;
    expect(sides.map((s) => `${s.name} ${s.homeEdge} ${s.players.map((p) => p.name).join('+')}`)).toEqual([
      'Red West Alice+Carol',
      'Blue East Bob+Dave',
    ]);
    const owners = Object.values(map.hexes)
      .filter((h) => h.settlement?.type === 'fortress')
      .map((h) => h.settlement!.controller)
      .sort();
    expect(owners).toEqual(['p-alice', 'p-bob', 'p-carol', 'p-dave']);
    const colours = sides.flatMap((s) => s.players.map((p) => p.color.toLowerCase()));
    expect(new Set(colours).size).toBe(4);
  });
});

describe('fortress placement', () => {
  it('spreads the players of a side along their home edge (20 demo seeds)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const result = generateMap(DEMO_MAP_PARAMS, seed);
      if (!result.ok) throw new Error(result.error.join('; '));
      const fortresses = Object.values(result.value.map.hexes).filter(
        (h) => h.settlement?.type === 'fortress',
      );
      for (const side of DEMO_MAP_PARAMS.sides) {
        const [a, b] = side.players.map((p) => fortresses.find((h) => h.settlement!.controller === p.id)!);
        // The West/East fortress line runs north–south: compare offset rows (HEX-4).
        const rowOf = (h: { q: number; r: number }) => h.r + (h.q - (h.q & 1)) / 2;
        expect(Math.abs(rowOf(a!) - rowOf(b!)), `seed ${seed}, ${side.name}`).toBeGreaterThanOrEqual(5);
      }
    }
  });
});
