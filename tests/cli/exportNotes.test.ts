import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import type { HexKey } from '@shared/hex';
import { runCli, USAGE } from '../../scripts/cli/runCli';
import { pdfPages } from '../renderer/print/printFixtures';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-cli-notes-'));
const campaignFile = join(dir, 'noted.hexmarch');

async function run(...argv: string[]): Promise<{ code: number; out: string; error: string }> {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(argv, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { code, out: out.join('\n'), error: error.join('\n') };
}

beforeAll(async () => {
  expect((await run('new', '--seed', '42', '--size', '24x18', '--out', campaignFile)).code).toBe(0);
  const loaded = loadHexmarchFile(readFileSync(campaignFile, 'utf8'));
  if (!loaded.ok) throw new Error(loaded.error.message);
  const hexes = Object.keys(loaded.value.document.mapDocument.map.hexes) as HexKey[];
  const notes = {
    [hexes[30]!]: { label: 'Ford of Aln', note: 'The bridge is out since the spring floods.' },
    [hexes[200]!]: { note: 'Bandits in the woods.' },
  };
  writeFileSync(campaignFile, serializeHexmarchFile({ ...loaded.value.document, notes }, 'test'));
});

describe('hexmarch export with hex labels and notes (HEX-7)', () => {
  it('lists --no-notes in the help', () => {
    expect(USAGE).toMatch(/--no-notes \(leave out hex labels and notes/);
  });

  it('adds a notes page after the map sheets of the PDF, and none with --no-notes', async () => {
    const withNotes = join(dir, 'map.pdf');
    expect((await run('export', campaignFile, '--dpi', '150', '--out', withNotes)).code).toBe(0);
    expect(pdfPages(readFileSync(withNotes)).count).toBe(2);
    const without = join(dir, 'bare.pdf');
    expect((await run('export', campaignFile, '--dpi', '150', '--no-notes', '--out', without)).code).toBe(0);
    expect(pdfPages(readFileSync(without)).count).toBe(1);
  });

  it('writes the notes page as name-notes.png beside the sheets and beside a --single image', async () => {
    const sheet = join(dir, 'sheet.png');
    const result = await run('export', campaignFile, '--png', '--dpi', '150', '--out', sheet);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`${sheet}, ${join(dir, 'sheet-notes.png')}`);
    const poster = join(dir, 'poster.png');
    expect((await run('export', campaignFile, '--single', '--dpi', '150', '--out', poster)).code).toBe(0);
    expect(existsSync(join(dir, 'poster-notes.png'))).toBe(true);
  });

  it("prints no notes on a side's handout", async () => {
    const out = join(dir, 'handout.pdf');
    expect((await run('export', campaignFile, '--side', 'all', '--dpi', '150', '--out', out)).code).toBe(0);
    for (const side of ['red', 'blue'])
      expect(pdfPages(readFileSync(join(dir, `handout-${side}.pdf`))).count).toBe(1);
  });
});
