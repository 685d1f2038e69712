import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { run } from './runCaptured';
import { midTurnDocument } from '../shared/pack/packFixture';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-battlefield-'));
const file = (name: string) => join(dir, name);

beforeAll(() => {
  // Two battles wait for a tabletop result in this campaign (packFixture).
  writeFileSync(file('c.hexmarch'), serializeHexmarchFile(midTurnDocument(), '0.1.0'));
  writeFileSync(
    file('map.hexmarch'),
    serializeHexmarchFile({ ...demoHexmarchDocument(), campaign: null }, '0.1.0'),
  );
});

describe('hexmarch battlefield (issue 29)', () => {
  it('writes the first battle’s plan as SVG at 1″ = 10 px, the same for the same seed', async () => {
    const a = await run('battlefield', file('c.hexmarch'), '--out', file('a.svg'));
    expect(a).toMatchObject({ code: 0, error: '' });
    expect(a.out).toMatch(/^Wrote .*a\.svg \(Battle at .*72″×48″ table, seed 1, .*1″ = 10 px\)$/);
    const svg = readFileSync(file('a.svg'), 'utf8');
    expect(svg).toMatch(/^<\?xml/);
    // The table is 720 × 480 px: its frame is drawn at that size.
    expect(svg).toContain('width="720" height="480"');
    await run('battlefield', file('c.hexmarch'), '--out', file('b.svg'));
    expect(readFileSync(file('b.svg'), 'utf8')).toBe(svg);
    await run('battlefield', file('c.hexmarch'), '--out', file('c.svg'), '--seed', '2');
    expect(readFileSync(file('c.svg'), 'utf8')).not.toBe(svg);
  });

  it('writes the second battle as PNG on a 44x30 table', async () => {
    const r = await run(
      'battlefield',
      file('c.hexmarch'),
      '--battle',
      '2',
      '--table',
      '44x30',
      '--out',
      file('p.png'),
    );
    expect(r).toMatchObject({ code: 0, error: '' });
    expect(r.out).toContain('44″×30″ table');
    const png = readFileSync(file('p.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses clearly: no such battle, a bad table, a map without a campaign, an existing file', async () => {
    const none = await run('battlefield', file('c.hexmarch'), '--battle', '3', '--out', file('x.svg'));
    expect(none.code).toBe(2);
    expect(none.error).toMatch(/^There is no battle 3: 2 battles are waiting for a result \(1 .*, 2 .*\)\.$/);
    const table = await run('battlefield', file('c.hexmarch'), '--table', '10x8', '--out', file('x.svg'));
    expect(table.code).toBe(2);
    expect(table.error).toContain('--table: The table width must be between 24 and 144 inches, not 10.');
    const words = await run('battlefield', file('c.hexmarch'), '--table', 'big', '--out', file('x.svg'));
    expect(words.error).toContain('"big" is not a table size');
    const format = await run('battlefield', file('c.hexmarch'), '--out', file('x.pdf'));
    expect(format.error).toContain('--out must end in .svg or .png');
    const map = await run('battlefield', file('map.hexmarch'), '--out', file('x.svg'));
    expect(map).toMatchObject({ code: 2 });
    expect(map.error).toContain('holds only a map');
    const again = await run('battlefield', file('c.hexmarch'), '--out', file('a.svg'));
    expect(again.code).toBe(2);
    expect(again.error).toContain('already exists; add --force');
  });
});
