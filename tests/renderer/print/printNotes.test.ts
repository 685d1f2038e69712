import { describe, expect, it } from 'vitest';
import { demoHexmarchDocument, type HexmarchDocument } from '@shared/document';
import { hexKey, oddQToAxial } from '@shared/hex';
import { rectangleMap } from '@shared/map';
import { DEFAULT_PRINT_SETTINGS, MM_PER_INCH, type PrintSettings } from '@shared/print';
import { SMALLEST_FIT } from '../../../renderer/src/canvas/draw/drawHexMarks';
import { TERRAIN_COLORS } from '../../../renderer/src/canvas/draw/palette';
import {
  exportPdf,
  exportSheetPngs,
  PRINT_HEX_SIZE,
  preparePrint,
} from '../../../renderer/src/print/exportPrint';
import {
  DEFAULT_PRINT_CHOICES,
  legendEntriesFor,
  printContentFor,
  type PrintChoices,
} from '../../../renderer/src/print/printContent';
import { renderSheet } from '../../../renderer/src/print/renderSheet';
import {
  fitPrintLabels,
  LABEL_MAX_WIDTH,
  MIN_LABEL_TEXT_MM,
} from '../../../renderer/src/print/drawPrintNotes';

import type { PrintSurface } from '../../../renderer/src/print/printSurface';
import { nodePrintEnvironment as env } from '../../../scripts/cli/nodePrintEnvironment';
import { documentOf, hexColour, hexPixel, pdfPages, pixels } from './printFixtures';

const at = (col: number, row: number) => {
  const { q, r } = oddQToAxial({ col, row });
  return hexKey(q, r);
};
const LABELLED = at(2, 1);
const NOTED = at(5, 3);
const notes = {
  [LABELLED]: { label: 'Ford of Aln' },
  [NOTED]: { note: 'The bridge is out since the spring floods.' },
};
const plain = documentOf(rectangleMap(8, 6));
const noted: HexmarchDocument = { ...plain, notes };
const settings: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  dpi: 150,
  sizing: { mode: 'hexSize', hexAcrossFlatsMm: 20 },
};

function sheetOf(document: HexmarchDocument, choices: PrintChoices = DEFAULT_PRINT_CHOICES) {
  const art = preparePrint(env, document, settings, choices);
  if (!art.ok) throw new Error(art.error);
  const page = art.value.plan.pages[0]!;
  return { art: art.value, page, sheet: renderSheet(env, art.value, page) };
}

/** How many pixels of `box` (hex sizes around the hex centre) are within `tolerance` of `rgb` on every channel. */
function countNear(
  { art, page, sheet }: ReturnType<typeof sheetOf>,
  hex: string,
  box: { left: number; top: number; right: number; bottom: number },
  rgb: readonly [number, number, number],
  tolerance = 40,
): number {
  const [q, r] = hex.split(',').map(Number) as [number, number];
  const centre = hexPixel(art.plan, page, q, r);
  const pxPerHex = PRINT_HEX_SIZE * art.plan.mmPerWorld * (art.plan.dpi / MM_PER_INCH);
  const x = Math.round(centre.x + box.left * pxPerHex);
  const y = Math.round(centre.y + box.top * pxPerHex);
  const w = Math.round((box.right - box.left) * pxPerHex);
  const h = Math.round((box.bottom - box.top) * pxPerHex);
  const data = pixels(sheet as PrintSurface, x, y, w, h);
  let count = 0;
  for (let i = 0; i < data.length; i += 4)
    if (rgb.every((value, channel) => Math.abs(data[i + channel]! - value) <= tolerance)) count++;
  return count;
}

const LABEL_INK = [0x3b, 0x1f, 0x5c] as const;
/** NOTE_MARK.fill, told apart from the pale open terrain by a tight tolerance. */
const CARD = [0xff, 0xf6, 0xc9] as const;
const INK = [0x1d, 0x1d, 0x1d] as const;
/** Under the hex centre, where drawHexLabel writes; the note card in the upper left (drawNoteIcon). */
const UNDER_CENTRE = { left: -1, top: 0.4, right: 1, bottom: 0.8 };
const CARD_BOX = { left: -0.7, top: -0.68, right: -0.38, bottom: -0.3 };

describe('hex labels and notes on the printed map (HEX-7)', () => {
  it('writes a label under its hex centre and nothing there without notes', () => {
    expect(countNear(sheetOf(noted), LABELLED, UNDER_CENTRE, LABEL_INK)).toBeGreaterThan(100);
    expect(countNear(sheetOf(plain), LABELLED, UNDER_CENTRE, LABEL_INK)).toBe(0);
  });

  it('marks a noted hex with a note card carrying its number', () => {
    const sheet = sheetOf(noted);
    expect(countNear(sheet, NOTED, CARD_BOX, CARD, 4)).toBeGreaterThan(200);
    // The number "1" is dark ink in the middle of the card (ruled lines are not drawn on paper).
    expect(
      countNear(sheet, NOTED, { left: -0.6, top: -0.6, right: -0.48, bottom: -0.4 }, INK),
    ).toBeGreaterThan(5);
    const plainSheet = sheetOf(plain);
    expect(countNear(plainSheet, NOTED, CARD_BOX, CARD, 4)).toBe(0);
    const { x, y } = hexPixel(
      plainSheet.art.plan,
      plainSheet.page,
      ...(NOTED.split(',').map(Number) as [number, number]),
    );
    expect(hexColour(pixels(plainSheet.sheet, x, y + 4))).toBe(TERRAIN_COLORS.open);
  });

  it('prints neither when the GM leaves them out', () => {
    const off = sheetOf(noted, { ...DEFAULT_PRINT_CHOICES, showNotes: false });
    expect(countNear(off, LABELLED, UNDER_CENTRE, LABEL_INK)).toBe(0);
    expect(countNear(off, NOTED, CARD_BOX, CARD, 4)).toBe(0);
    expect(off.art.plan.notesPages).toEqual([]);
  });

  it('lists the notes on a page after the map: number, hex and text in dark ink under the header', () => {
    const { art } = sheetOf(noted);
    expect(art.plan.notesPages).toHaveLength(1);
    const page = art.plan.notesPages[0]!;
    expect(page.lines.map((line) => line.text)).toEqual([
      '1',
      `Hex 0604`,
      'The bridge is out since the spring floods.',
    ]);
    const sheet = renderSheet(env, art, page);
    expect([sheet.width, sheet.height]).toEqual([art.plan.pixels.width, art.plan.pixels.height]);
    const pxPerMm = art.plan.dpi / MM_PER_INCH;
    const text = page.lines[2]!;
    const data = pixels(sheet, Math.round(text.xMm * pxPerMm), Math.round(text.yMm * pxPerMm), 200, 20);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 100) ink++;
    expect(ink).toBeGreaterThan(100);
  });

  it('writes the notes pages after the map sheets in the PDF and as "-notes" PNGs', async () => {
    const { art } = sheetOf(noted);
    expect(pdfPages(await exportPdf(env, art)).count).toBe(art.plan.pages.length + 1);
    const pngs = await exportSheetPngs(env, art);
    // The only map sheet keeps the file's own name; the notes page is "map-notes.png".
    expect(art.plan.pages).toHaveLength(1);
    expect(pngs.map((png) => png.suffix)).toEqual([null, 'notes']);
  });

  it('adds the label and note symbols to the legend only when notes are printed', () => {
    const ids = (document: HexmarchDocument, choices = DEFAULT_PRINT_CHOICES) =>
      legendEntriesFor(printContentFor(document, choices)).map((entry) => entry.id);
    expect(ids(noted)).toEqual(expect.arrayContaining(['hexnote:label', 'hexnote:note']));
    expect(ids(plain).filter((id) => id.startsWith('hexnote:'))).toEqual([]);
    expect(
      ids(noted, { ...DEFAULT_PRINT_CHOICES, showNotes: false }).filter((id) => id.startsWith('hexnote:')),
    ).toEqual([]);
  });
});

describe('fitPrintLabels', () => {
  it('sets a long label a little smaller, then shortens it to fit its width on paper', () => {
    const ctx = env.createSurface(10, 10).context;
    const long = 'The old ford where the Duke lost his baggage train in the rain';
    const size = PRINT_HEX_SIZE;
    const area = { minX: -1e3, minY: -1e3, maxX: 1e3, maxY: 1e3 };
    const [short, fitted] = fitPrintLabels(
      ctx,
      [
        { hex: hexKey(0, 0), text: 'Ford' },
        { hex: hexKey(2, 0), text: long },
      ],
      size,
      1,
      area,
    );
    expect(short!.text).toBe('Ford');
    expect(fitted!.text.endsWith('…')).toBe(true);
    expect(long.startsWith(fitted!.text.slice(0, -1))).toBe(true);
    expect(fitted!.size).toBeLessThan(short!.size);
    expect(fitted!.box.maxX - fitted!.box.minX).toBeLessThanOrEqual(
      LABEL_MAX_WIDTH * size + 0.4 * fitted!.size,
    );
  });
});

describe('labels on small printed hexes', () => {
  it('keeps a short label whole on 8 mm hexes, at the smallest paper type at least', () => {
    const ctx = env.createSurface(10, 10).context;
    const mmPerWorld = 8 / (Math.sqrt(3) * PRINT_HEX_SIZE);
    const area = { minX: -1e3, minY: -1e3, maxX: 1e3, maxY: 1e3 };
    const [label] = fitPrintLabels(
      ctx,
      [{ hex: hexKey(0, 0), text: 'Ambush here' }],
      PRINT_HEX_SIZE,
      mmPerWorld,
      area,
    );
    expect(label!.text).toBe('Ambush here');
    expect(label!.size * mmPerWorld).toBeGreaterThanOrEqual(MIN_LABEL_TEXT_MM * SMALLEST_FIT - 1e-9);
  });
});

describe('hex notes on handouts', () => {
  it("never prints the GM's labels or notes on a side's handout: notes have no players-may-see flag", () => {
    const demo = demoHexmarchDocument();
    const hexes = Object.keys(demo.campaign!.map.hexes).slice(
      0,
      2,
    ) as (keyof typeof demo.campaign.map.hexes)[];
    const document = {
      ...demo,
      notes: { [hexes[0]!]: { label: 'Ambush here', note: 'Blue walks into it.' } },
    };
    const gm = printContentFor(document, DEFAULT_PRINT_CHOICES);
    expect(gm.hexNotes.labels).toHaveLength(1);
    expect(gm.hexNotes.notes).toHaveLength(1);
    for (const side of demo.campaign!.sides) {
      const handout = printContentFor(document, { ...DEFAULT_PRINT_CHOICES, side: side.id });
      expect(handout.hexNotes).toEqual({ labels: [], notes: [] });
    }
  });
});
