import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { run } from './runCaptured';
import { playedCoreDocument } from '../shared/chronicle/chronicleFixture';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-chronicle-'));
const file = (name: string) => join(dir, name);

beforeAll(() => {
  writeFileSync(file('c.hexmarch'), serializeHexmarchFile(playedCoreDocument(12), '0.1.0'));
  writeFileSync(
    file('map.hexmarch'),
    serializeHexmarchFile({ ...demoHexmarchDocument(), campaign: null }, '0.1.0'),
  );
});

describe('hexmarch chronicle (issue 33)', () => {
  it('writes the site as a new folder holding index.html, and says what it holds', async () => {
    const result = await run('chronicle', file('c.hexmarch'), '--out', file('site'));
    expect(result).toMatchObject({ code: 0, error: '' });
    expect(result.out).toMatch(
      /^Wrote .*site\/index\.html \(\d+ kB, built in \d+ ms\): 13 turns, \d+ battles?, \d+ notable moments?\./,
    );
    expect(result.out).toContain('Shown: What every side may see');
    expect(readdirSync(file('site'))).toEqual(['index.html']);
    expect(readFileSync(join(file('site'), 'index.html'), 'utf8')).toMatch(/^<!doctype html>/);
    // No temporary folder is left beside it.
    expect(readdirSync(dir).filter((name) => name.includes('chronicle-'))).toEqual([]);
  });

  it("refuses a folder that holds files without --force; with it, replaces only the chronicle's own file", async () => {
    mkdirSync(file('club'));
    writeFileSync(join(file('club'), 'index.html'), 'old page');
    writeFileSync(join(file('club'), 'photos.txt'), 'the club photos');
    const refused = await run('chronicle', file('c.hexmarch'), '--out', file('club'));
    expect(refused.code).toBe(1);
    expect(refused.error).toBe(
      `Not written: ${file('club')} already holds files (add --force to replace the chronicle's files in it).`,
    );
    expect(readFileSync(join(file('club'), 'index.html'), 'utf8')).toBe('old page');
    const forced = await run(
      'chronicle',
      file('c.hexmarch'),
      '--out',
      file('club'),
      '--side',
      'Blue',
      '--force',
    );
    expect(forced.code).toBe(0);
    expect(readFileSync(join(file('club'), 'index.html'), 'utf8')).toContain('Blue&#39;s own view');
    expect(readFileSync(join(file('club'), 'photos.txt'), 'utf8')).toBe('the club photos');
  });

  it('fills an empty folder that exists', async () => {
    mkdirSync(file('empty'));
    expect((await run('chronicle', file('c.hexmarch'), '--out', file('empty'))).code).toBe(0);
    expect(readdirSync(file('empty'))).toEqual(['index.html']);
  });

  it("says what is wrong in the GM's words: no campaign, an unknown side, a page for a folder, a missing --out", async () => {
    const map = await run('chronicle', file('map.hexmarch'), '--out', file('none'));
    expect(map).toMatchObject({ code: 2 });
    expect(map.error).toContain(
      'This file holds only a map: start the campaign before publishing its chronicle.',
    );
    const side = await run('chronicle', file('c.hexmarch'), '--out', file('none'), '--side', 'Green');
    expect(side.error).toContain('There is no side "Green" in this campaign; its sides are Red and Blue.');
    expect(existsSync(file('none'))).toBe(false);
    const page = await run('chronicle', file('c.hexmarch'), '--out', file('site.html'));
    expect(page.code).toBe(2);
    expect(page.error).toContain('--out names a folder, not a page');
    const missing = await run('chronicle', file('c.hexmarch'));
    expect(missing.code).toBe(2);
    expect(missing.error).toContain('--out is required');
    expect(missing.error).toContain('hexmarch chronicle <campaign.hexmarch> --out site/');
  });
});
