import { describe, expect, it } from 'vitest';
import { readAzgaarWorld } from '@shared/interchange/azgaar';
import { LITTLE_MARCHES, tenThousandCellWorld, worldOf } from './azgaarWorlds';

const EXPORT_HINT = 'Menu → Export → JSON';

function refusal(text: string): string {
  const read = readAzgaarWorld(text);
  if (read.ok) throw new Error('expected a refusal');
  return read.error;
}

/** The fixture as plain JSON to spoil field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits arbitrary fields of parsed JSON
const littleJson = () => JSON.parse(LITTLE_MARCHES) as Record<string, any>;

describe('readAzgaarWorld', () => {
  it('reads the hand-made Full export: burgs[0] and the removed burg are left out', () => {
    const world = worldOf(LITTLE_MARCHES);
    expect(world.name).toBe('Little Marches');
    expect([world.width, world.height, world.cells.count]).toEqual([600, 400, 40]);
    expect(world.burgs.map((b) => b.name)).toEqual([
      'Aldmere',
      'Brackwater',
      'Corvale',
      'Dunholt',
      'Fernby',
      'Greywick',
    ]);
    expect(world.burgs.some((b) => b.id === 0)).toBe(false);
    expect(world.removedBurgs).toBe(1);
    expect(world.rivers.map((r) => r.name)).toEqual(['Silverrun', 'Mill Brook']);
    // pack.biomes (1.111 and later) gives the names.
    expect(world.biomeNames?.[12]).toBe('Wetland');
  });

  it('reads the older layout (biomesData at the top) of the generated world', () => {
    const { world, facts } = tenThousandCellWorld();
    expect(world.biomeNames?.[9]).toBe('Taiga');
    expect(world.burgs.map((b) => b.id).sort((a, b) => a - b)).toEqual(
      [...facts.burgsBySize].sort((a, b) => a - b),
    );
    expect(world.removedBurgs).toBe(facts.removed.length);
    expect(world.rivers).toHaveLength(facts.rivers);
  });

  it('reads the "Pack cells" export, which holds the same pack under `cells`', () => {
    const { info, pack } = littleJson();
    const world = worldOf(JSON.stringify({ info, cells: pack }));
    expect(world.burgs).toHaveLength(6);
    expect(world.cells.count).toBe(40);
  });

  it("recognises Azgaar's own .map save, plain or gzip-compressed, and says what to export", () => {
    const plain =
      '1.108.11|File can be loaded in azgaar.github.io/Fantasy-Map-Generator|2026-01-01|12345|1600|900|1\r\n';
    expect(refusal(plain)).toMatch(/Azgaar's own \.map save/);
    expect(refusal(plain)).toContain(EXPORT_HINT);
    expect(refusal('\u001f\ufffd\b\u0000binary')).toMatch(/\.map save/);
  });

  it('refuses a file that is not JSON, or JSON of another kind, in plain words', () => {
    expect(refusal('hello world')).toMatch(/not an Azgaar world: the file is not JSON/);
    expect(refusal('{"players": [1, 2]}')).toMatch(
      /not an Azgaar world: it is JSON, but not Azgaar's export/,
    );
    expect(refusal('{"players": [1, 2]}')).toContain(EXPORT_HINT);
    expect(refusal('[1, 2, 3]')).toMatch(/not an Azgaar world/);
    expect(refusal('{"format":"hexmarch","version":2}')).toMatch(/Hexmarch campaign.*Open…/);
    expect(refusal('{"type":"FeatureCollection","features":[]}')).toMatch(/GeoJSON/);
    const { info, pack } = littleJson();
    expect(refusal(JSON.stringify({ info, pack: { burgs: pack.burgs, rivers: pack.rivers } }))).toMatch(
      /"Minimal" JSON export/,
    );
    expect(refusal(JSON.stringify({ info, cells: { cells: [{ i: 0, h: 30, temp: 5, prec: 10 }] } }))).toMatch(
      /"Grid cells" JSON export/,
    );
  });

  it('names the field that is wrong, by Azgaar ids', () => {
    const json = littleJson();
    json.pack.burgs[3].population = 'lots';
    expect(refusal(JSON.stringify(json))).toBe(
      'This Azgaar world cannot be read: pack › burgs › 3 › population should be a number, not a text.',
    );
    const noWidth = littleJson();
    delete noWidth.info.width;
    expect(refusal(JSON.stringify(noWidth))).toMatch(/info › width is missing/);
    const badRiver = littleJson();
    badRiver.pack.rivers[1].cells = [10, 18, 4000];
    expect(refusal(JSON.stringify(badRiver))).toMatch(
      /river 2 \(Mill Brook\) runs through cell 4000, but the world has 40 cells/,
    );
  });

  it('refuses hostile shapes quickly through the structural pre-pass', () => {
    const deep = littleJson();
    let nest: unknown = 1;
    for (let i = 0; i < 100; i++) nest = [nest];
    deep.pack.burgs[1].name = nest;
    expect(refusal(JSON.stringify(deep))).toMatch(/nested far too deep/);
    const proto = LITTLE_MARCHES.replace('"mapName"', '"__proto__":{},"mapName"');
    expect(refusal(proto)).toMatch(/"__proto__" is a reserved name/);
    const huge = littleJson();
    huge.pack.rivers[0].cells = new Array(1_000_001).fill(4);
    expect(refusal(JSON.stringify(huge))).toMatch(/a list of 1,000,001 items/);
  });

  it('refuses a file over the size cap before parsing it', () => {
    expect(refusal(`{"info":${' '.repeat(33 * 1024 * 1024)}}`)).toMatch(/more than the 32 MB Hexmarch reads/);
  });
});
