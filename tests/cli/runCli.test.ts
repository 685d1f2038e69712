import { coreCampaignOf, firestormCampaignOf } from '@shared/document';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import type { HexKey } from '@shared/hex';
import { DEMO_MAP_PARAMS, withSizedCounts } from '@shared/mapgen';
import { commandUsage, COMMANDS, runCli, usage } from '../../scripts/cli/runCli';
import { pdfPages } from '../renderer/print/printFixtures';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-cli-'));
const campaignFile = join(dir, 'c.hexmarch');

async function run(...argv: string[]): Promise<{ code: number; out: string; error: string }> {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(argv, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { code, out: out.join('\n'), error: error.join('\n') };
}

function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

beforeAll(async () => {
  expect((await run('new', '--seed', '42', '--size', '40x30', '--out', campaignFile)).code).toBe(0);
});

describe('hexmarch new', () => {
  it('writes a campaign file the app opens: a 40 × 30 map with the campaign set up', () => {
    const loaded = loadHexmarchFile(readFileSync(campaignFile, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { mapDocument } = loaded.value.document;
    const campaign = coreCampaignOf(loaded.value.document);
    expect([mapDocument.map.width, mapDocument.map.height]).toEqual([40, 30]);
    expect(mapDocument.seed).toBe(42);
    expect(campaign?.armies.ids.length).toBeGreaterThan(0);
  });

  it('writes the same bytes for the same seed', async () => {
    const again = join(dir, 'again.hexmarch');
    await run('new', '--seed', '42', '--size', '40x30', '--out', again);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(campaignFile, 'utf8'));
  });

  it("refuses a size the generator cannot make, with its reason in the GM's words (issue 27)", async () => {
    const result = await run('new', '--size', '4x3', '--out', join(dir, 'tiny.hexmarch'));
    expect(result.code).toBe(2);
    expect(result.error).toBe(
      'Cannot make that map: The width must be a whole number of hexes from 8 to 400 (got 4). The height must be a whole number of hexes from 8 to 400 (got 3).',
    );
    const two = await run('new', '--size', '2x2', '--out', join(dir, 'tiny.hexmarch'));
    expect(two.error).not.toMatch(/sides\[|players:|fortresses/);
  });

  it('scales settlements and rivers with the size as the New map dialog does: one default for both (issue 27)', async () => {
    const out = join(dir, 'wide.hexmarch');
    expect((await run('new', '--seed', '3', '--size', '90x60', '--map-only', '--out', out)).code).toBe(0);
    const loaded = loadHexmarchFile(readFileSync(out, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const hexes = Object.values(loaded.value.document.mapDocument.map.hexes);
    const settlements = hexes.filter((h) => h.settlement).length;
    // withSizedCounts for 90×60 (nine times the 30×20 default's area): 72 villages, 27 towns, 9 cities.
    const expected = withSizedCounts({ ...DEMO_MAP_PARAMS, width: 90, height: 60 });
    expect(expected.villages + expected.towns + expected.cities).toBe(108);
    expect(settlements).toBeGreaterThan(100);
  });

  it('writes a Firestorm campaign with --ruleset firestorm: four factions at START, games recorded at the table', async () => {
    const out = join(dir, 'firestorm.hexmarch');
    const result = await run('new', '--ruleset', 'firestorm', '--seed', '7', '--out', out);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Firestorm campaign/);
    const loaded = loadHexmarchFile(readFileSync(out, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const campaign = firestormCampaignOf(loaded.value.document);
    expect(campaign?.factions.map((f) => f.alliance)).toEqual(['Order', 'Chaos', 'Death', 'Destruction']);
    expect(campaign?.turn.step).toBe('START');
    expect(campaign?.settings['fs.autoResolve']).toBe(false);
    // Issue 24: a map sized for four factions, the land-grab check and the start figures before the start.
    expect(result.out).toMatch(/9×8/);
    expect(result.out).toMatch(/territories for 4 factions \(\d+ each\): short of the 30 glory that wins/);
    expect(result.out).toMatch(
      /Iron Host at hex 0101: [\d.]+ territories nearer than any rival's start, nearest rival \d+ steps/,
    );
    expect(result.out).toMatch(/The starts are even/);
  });

  it('warns of a land grab when the GM picks a map too large for the factions (issue 24)', async () => {
    const out = join(dir, 'land-grab.hexmarch');
    const args = ['--ruleset', 'firestorm', '--factions', '2', '--size', '30x20', '--out', out];
    const result = await run('new', ...args);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /Warning: Land grab: this map has \d+ territories, \d+ for each of 2 factions, and 30 glory wins/,
    );
  });

  it('writes the issue’s example: --ruleset firestorm --factions 3 --seed 42 --size 30x20', async () => {
    const out = join(dir, 'three.hexmarch');
    const args = ['--ruleset', 'firestorm', '--factions', '3', '--seed', '42', '--size', '30x20'];
    expect((await run('new', ...args, '--out', out)).code).toBe(0);
    const loaded = loadHexmarchFile(readFileSync(out, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(firestormCampaignOf(loaded.value.document)?.factions).toHaveLength(3);
    const five = await run(
      'new',
      '--ruleset',
      'firestorm',
      '--factions',
      '5',
      '--out',
      join(dir, 'five.hexmarch'),
    );
    expect(five.code).toBe(2);
    expect(five.error).toContain('--factions must be 2, 3 or 4 (FS-SETUP-1), not 5.');
  });

  it('refuses a ruleset it does not know, naming the ones it does', async () => {
    const result = await run('new', '--ruleset', 'chess', '--out', join(dir, 'chess.hexmarch'));
    expect(result.code).toBe(2);
    expect(result.error).toContain('--ruleset must be core or firestorm, not "chess".');
    expect(existsSync(join(dir, 'chess.hexmarch'))).toBe(false);
  });
});

describe('hexmarch export', () => {
  it('writes an A3 PDF at 300 dpi: one landscape page of 420 × 297 mm', async () => {
    const out = join(dir, 'map.pdf');
    const result = await run('export', campaignFile, '--paper', 'A3', '--dpi', '300', '--out', out);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Wrote .*map\.pdf/);
    const { count, mediaBoxes } = pdfPages(readFileSync(out));
    expect(count).toBe(1);
    expect(mediaBoxes[0]![2]).toBeCloseTo((420 / 25.4) * 72, 1);
    expect(mediaBoxes[0]![3]).toBeCloseTo((297 / 25.4) * 72, 1);
  });

  it('tiles onto 2 × 2 Letter pages in portrait', async () => {
    const out = join(dir, 'tiled.pdf');
    const args = ['--paper', 'letter', '--orientation', 'portrait', '--pages', '2x2', '--dpi', '150'];
    expect((await run('export', campaignFile, ...args, '--out', out)).code).toBe(0);
    const { count, mediaBoxes } = pdfPages(readFileSync(out));
    expect(count).toBe(4);
    for (const box of mediaBoxes) {
      expect(box[2]).toBeCloseTo(612, 2);
      expect(box[3]).toBeCloseTo(792, 2);
    }
  });

  it('writes one PNG per sheet, named by sheet label, at the sheet size', async () => {
    const out = join(dir, 'sheets.png');
    const args = ['--png', '--hex-mm', '12', '--dpi', '150', '--coords', 'classic', '--out', out];
    const result = await run('export', campaignFile, ...args);
    expect(result.code).toBe(0);
    expect(result.out).toContain('sheets-A1.png');
    expect(pngSize(join(dir, 'sheets-A1.png'))).toEqual([1754, 1240]);
  });

  it('writes the whole map as one PNG with --single', async () => {
    const out = join(dir, 'poster.png');
    expect(
      (await run('export', campaignFile, '--single', '--hex-mm', '12', '--dpi', '150', '--out', out)).code,
    ).toBe(0);
    const [width] = pngSize(out);
    expect(width).toBeGreaterThan(1754);
  });

  it('writes one handout per side with --side all', async () => {
    const out = join(dir, 'handout.pdf');
    const result = await run('export', campaignFile, '--side', 'all', '--dpi', '150', '--out', out);
    expect(result.code).toBe(0);
    expect(existsSync(join(dir, 'handout-red.pdf'))).toBe(true);
    expect(existsSync(join(dir, 'handout-blue.pdf'))).toBe(true);
  });
});

describe('hexmarch errors', () => {
  it.each([
    [['export', 'c.hexmarch', '--dpi', '200', '--out', 'x.pdf'], /--dpi must be 150, 300 or 600/],
    [['export', 'c.hexmarch', '--paper', 'A9', '--out', 'x.pdf'], /--paper must be A4, A3, Letter, Legal/],
    [['export', 'c.hexmarch', '--pages', 'three', '--out', 'x.pdf'], /--pages must look like 40x30/],
    [['export', 'c.hexmarch', '--pages', '2x2', '--hex-mm', '20', '--out', 'x.pdf'], /--pages or --hex-mm/],
    [['export', 'c.hexmarch'], /--out is required/],
    [['export', 'c.hexmarch', '--colour', 'x'], /Unknown option --colour/],
    [['new', '--seed', 'abc', '--out', 'x.hexmarch'], /--seed must be a number/],
    [['new', '--seed', '-3', '--out', 'x.hexmarch'], /--seed cannot be negative, got -3/],
    [['pack', 'c.hexmarch', '--turns', 'x', '--out', 'x.pdf'], /--turns/],
  ])(
    "exits with 2 and says what is wrong in one line, then that command's usage only: %j",
    async (argv, message) => {
      const result = await run(...argv);
      expect(result.code).toBe(2);
      const [first, ...rest] = result.error.split('\n');
      expect(first).toMatch(message);
      expect(rest[0]).toBe('Usage:');
      const command = argv[0] as (typeof COMMANDS)[number];
      expect(result.error).toContain(commandUsage(command));
      // Not the whole manual: no other command's usage, no exit-code table.
      for (const other of COMMANDS.filter((c) => c !== command))
        expect(result.error).not.toContain(`hexmarch ${other} `);
      expect(result.error).not.toContain('Exit codes');
    },
  );

  it('names the commands it knows for an unknown one, in one line', async () => {
    const result = await run('paint');
    expect(result.code).toBe(2);
    expect(result.error).toBe(
      'Unknown command "paint": hexmarch knows export, new, import, pack, battlefield, balance, tent, chronicle (hexmarch --help lists every option).',
    );
  });

  it('exits with 1 for a file that does not exist', async () => {
    const result = await run('export', join(dir, 'missing.hexmarch'), '--out', join(dir, 'x.pdf'));
    expect(result).toMatchObject({
      code: 1,
      error: expect.stringMatching(/Cannot read .*missing\.hexmarch: no such file/),
    });
  });

  it('exits with 1 for a file that is not a Hexmarch file', async () => {
    const other = join(dir, 'notes.hexmarch');
    writeFileSync(other, 'shopping list');
    const result = await run('export', other, '--out', join(dir, 'x.pdf'));
    expect(result.code).toBe(1);
    expect(result.error).toBe(`Cannot open ${other}: This is not a Hexmarch campaign file.`);
  });

  it('exits with 2 for a side the campaign does not have', async () => {
    const result = await run('export', campaignFile, '--side', 'green', '--out', join(dir, 'x.pdf'));
    expect(result.code).toBe(2);
    expect(result.error).toBe('No side "green" in this campaign; its sides are Red and Blue.');
  });
});

describe('hexmarch export with hex labels and notes (HEX-7)', () => {
  const notedFile = join(dir, 'noted.hexmarch');

  beforeAll(async () => {
    expect((await run('new', '--seed', '42', '--size', '24x18', '--out', notedFile)).code).toBe(0);
    const loaded = loadHexmarchFile(readFileSync(notedFile, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const hexes = Object.keys(loaded.value.document.mapDocument.map.hexes) as HexKey[];
    const notes = {
      [hexes[30]!]: { label: 'Ford of Aln', note: 'The bridge is out since the spring floods.' },
      [hexes[200]!]: { note: 'Bandits in the woods.' },
    };
    writeFileSync(notedFile, serializeHexmarchFile({ ...loaded.value.document, notes }, 'test'));
  });

  it('lists --no-notes in the help', () => {
    expect(usage()).toMatch(/--no-notes \(leave out hex labels and notes/);
  });

  it('adds a notes page after the map sheets of the PDF, and none with --no-notes', async () => {
    const withNotes = join(dir, 'noted-map.pdf');
    expect((await run('export', notedFile, '--dpi', '150', '--out', withNotes)).code).toBe(0);
    expect(pdfPages(readFileSync(withNotes)).count).toBe(2);
    const without = join(dir, 'noted-bare.pdf');
    expect((await run('export', notedFile, '--dpi', '150', '--no-notes', '--out', without)).code).toBe(0);
    expect(pdfPages(readFileSync(without)).count).toBe(1);
  });

  it('writes the notes page as name-notes.png beside the sheets and beside a --single image', async () => {
    const sheet = join(dir, 'noted-sheet.png');
    const result = await run('export', notedFile, '--png', '--dpi', '150', '--out', sheet);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`${sheet}, ${join(dir, 'noted-sheet-notes.png')}`);
    const poster = join(dir, 'noted-poster.png');
    expect((await run('export', notedFile, '--single', '--dpi', '150', '--out', poster)).code).toBe(0);
    expect(existsSync(join(dir, 'noted-poster-notes.png'))).toBe(true);
  });

  it("prints no notes on a side's handout", async () => {
    const out = join(dir, 'noted-handout.pdf');
    expect((await run('export', notedFile, '--side', 'all', '--dpi', '150', '--out', out)).code).toBe(0);
    for (const side of ['red', 'blue'])
      expect(pdfPages(readFileSync(join(dir, `noted-handout-${side}.pdf`))).count).toBe(1);
  });
});
