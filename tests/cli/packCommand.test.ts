import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { run } from './runCaptured';
import { pdfPages } from '../renderer/print/printFixtures';
import { endedDocument, midTurnDocument } from '../shared/pack/packFixture';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-pack-'));
const file = (name: string) => join(dir, name);

beforeAll(() => {
  writeFileSync(file('c.hexmarch'), serializeHexmarchFile(midTurnDocument(), '0.1.0'));
  writeFileSync(file('ended.hexmarch'), serializeHexmarchFile(endedDocument(), '0.1.0'));
  writeFileSync(
    file('map.hexmarch'),
    serializeHexmarchFile({ ...demoHexmarchDocument(), campaign: null }, '0.1.0'),
  );
});

describe('hexmarch pack (issue 17)', () => {
  it('writes the mid-turn pack: 2 battle sheets (each running onto a second page with its table plan, issue 29), 2 turn reports and 2 debriefs on 8 A4 pages, and its Markdown', async () => {
    const result = await run(
      'pack',
      file('c.hexmarch'),
      '--out',
      file('night.pdf'),
      '--markdown',
      file('night.md'),
    );
    expect(result).toMatchObject({ code: 0, error: '' });
    expect(result.out).toContain('(A4; 2 battle sheets, 2 turn reports, 2 debriefs)');
    const { count, mediaBoxes } = pdfPages(readFileSync(file('night.pdf')));
    expect(count).toBe(8);
    expect(mediaBoxes[0]![2]).toBeCloseTo((210 / 25.4) * 72, 1);
    const markdown = readFileSync(file('night.md'), 'utf8');
    expect(markdown.match(/^## Battle at /gm)).toHaveLength(2);
    // Issue 29: each battle sheet carries its table plan.
    expect(markdown.match(/^\*Table plan: /gm)).toHaveLength(2);
    expect(markdown).toContain('## Debrief for Blue');
  });

  it('prints on Letter and makes one side its debrief alone', async () => {
    const result = await run(
      'pack',
      file('c.hexmarch'),
      '--out',
      file('blue.pdf'),
      '--side',
      'blue',
      '--paper',
      'letter',
    );
    expect(result.code).toBe(0);
    const { count, mediaBoxes } = pdfPages(readFileSync(file('blue.pdf')));
    expect(count).toBe(1);
    expect(mediaBoxes[0]![3]).toBeCloseTo(11 * 72, 1);
  });

  it('refuses to overwrite without --force, and replaces the file with it', async () => {
    writeFileSync(file('taken.pdf'), 'keep me');
    const refused = await run('pack', file('c.hexmarch'), '--out', file('taken.pdf'));
    expect(refused).toMatchObject({
      code: 2,
      error: `${file('taken.pdf')} already exists; add --force to replace it.`,
    });
    expect(readFileSync(file('taken.pdf'), 'utf8')).toBe('keep me');
    expect((await run('pack', file('c.hexmarch'), '--out', file('taken.pdf'), '--force')).code).toBe(0);
    expect(pdfPages(readFileSync(file('taken.pdf'))).count).toBe(8);
  });

  it('prints the Markdown to the console with --markdown -', async () => {
    const result = await run('pack', file('c.hexmarch'), '--markdown', '-');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^# Skirmish — game-night pack/);
  });

  it('makes an ended campaign a pack that says so', async () => {
    const result = await run('pack', file('ended.hexmarch'), '--out', file('ended.pdf'));
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Note: The campaign has ended \(turn \d+\)/);
    expect(statSync(file('ended.pdf')).size).toBeGreaterThan(10_000);
  });

  it('answers bad input with one plain line and writes nothing', async () => {
    const cases: [string[], RegExp][] = [
      [['pack', file('map.hexmarch'), '--out', file('m.pdf')], /holds only a map: start the campaign/],
      [
        ['pack', file('c.hexmarch'), '--out', file('g.pdf'), '--side', 'Green'],
        /No side "Green" in this campaign; its sides are Red and Blue\./,
      ],
      [
        ['pack', file('missing.hexmarch'), '--out', file('x.pdf')],
        /Cannot read .*missing\.hexmarch: no such file\./,
      ],
      [
        ['pack', file('c.hexmarch'), '--out', file('x.pdf'), '--paper', 'A3'],
        /--paper must be A4 or Letter, got "A3"/,
      ],
      [['pack', file('c.hexmarch'), '--out', file('x.md')], /--out names the PDF and must end in \.pdf/],
      [
        ['pack', file('c.hexmarch'), '--out', file('x.pdf'), '--turns', '0'],
        /--turns must be a whole number/,
      ],
      [['pack', file('c.hexmarch')], /--out is required/],
      [['pack', file('c.hexmarch'), '--out', file('x.pdf'), '--colour'], /Unknown option --colour\./],
    ];
    for (const [argv, message] of cases) {
      const result = await run(...argv);
      expect(result.code).toBeGreaterThan(0);
      const [first, usage] = result.error.split('\n');
      expect(first).toMatch(message);
      // One line, then (for argument errors) the pack command's own usage, never the whole manual (issue 27).
      if (usage !== undefined) {
        expect(usage).toBe('Usage:');
        expect(result.error).not.toContain('hexmarch export');
      }
    }
    for (const name of ['m.pdf', 'g.pdf', 'x.pdf', 'x.md']) expect(existsSync(file(name))).toBe(false);
  });
});
