import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHexmarchFile } from '@shared/file';
import { run } from './runCaptured';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-import-'));
const file = (name: string) => join(dir, name);

beforeAll(() => {
  copyFileSync(
    fileURLToPath(new URL('../fixtures/azgaar/little-marches.json', import.meta.url)),
    file('world.json'),
  );
  writeFileSync(
    file('save.map'),
    '1.108.11|File can be loaded in azgaar.github.io/Fantasy-Map-Generator|x\r\n',
  );
});

describe('hexmarch import (issue 31)', () => {
  it('writes the Azgaar world as a map to prepare, and says what it made', async () => {
    const r = await run('import', file('world.json'), '--size', '16x10', '--out', file('c.hexmarch'));
    expect(r).toMatchObject({ code: 0, error: '' });
    expect(r.out).toContain('(map only, 16×10, from "Little Marches")');
    expect(r.out).toContain('1 city, 1 town, 2 villages, 2 fortresses and 2 rivers.');
    expect(r.out).toContain("Fortress of Red player: Aldmere (hex 0203), Azgaar's Aldmere");
    expect(r.out).toContain('1 burg removed in Azgaar not imported.');
    const opened = loadHexmarchFile(readFileSync(file('c.hexmarch'), 'utf8'));
    expect(opened.ok && opened.value.document.campaign).toBeNull();
    expect(opened.ok && opened.value.document.mapDocument.map.width).toBe(16);
  });

  it('proposes a size when none is given, and refuses to replace a file without --force', async () => {
    const first = await run('import', file('world.json'), '--out', file('p.hexmarch'));
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/map only, \d+×\d+/);
    const again = await run('import', file('world.json'), '--out', file('p.hexmarch'));
    expect(again.code).toBe(1);
    expect(again.error).toMatch(/exists/);
    expect((await run('import', file('world.json'), '--out', file('p.hexmarch'), '--force')).code).toBe(0);
  });

  it('explains an Azgaar .map save instead of importing it, and writes nothing', async () => {
    const r = await run('import', file('save.map'), '--out', file('m.hexmarch'));
    expect(r.code).toBe(1);
    expect(r.error).toBe(
      `Cannot import ${file('save.map')}: This is Azgaar's own .map save, a compressed text format only Azgaar reads. Export the full JSON from Azgaar: Menu → Export → JSON (Full).`,
    );
    expect(existsSync(file('m.hexmarch'))).toBe(false);
  });

  it('refuses bad arguments with its own usage', async () => {
    const r = await run('import', file('world.json'), '--size', '7x10', '--out', file('s.hexmarch'));
    expect(r).toMatchObject({
      code: 2,
      error: 'The map width must be a whole number of hexes from 8 to 400 (got 7).',
    });
    const noOut = await run('import', file('world.json'));
    expect(noOut.code).toBe(2);
    expect(noOut.error).toContain('--out is required');
    expect(noOut.error).toContain('hexmarch import <world.json>');
  });
});
