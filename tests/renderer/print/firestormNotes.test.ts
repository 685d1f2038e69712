import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firestormDemoDocument, type HexmarchDocument } from '@shared/document';
import { hexToPixel } from '@shared/layout';
import { parseHexKey, type HexKey } from '@shared/hex';
import type { FsState } from '@shared/rulesets/firestorm';
import { DEFAULT_PRINT_SETTINGS, MM_PER_INCH, type PrintSettings } from '@shared/print';
import { specialStarAt } from '../../../renderer/src/rulesets/firestorm/canvas/drawTerritoryMarks';
import { PRINT_HEX_SIZE, preparePrint } from '../../../renderer/src/print/exportPrint';
import { noteCardAnchor, noteCardBox } from '../../../renderer/src/print/noteCardPlace';
import { DEFAULT_PRINT_CHOICES } from '../../../renderer/src/print/printContent';
import { renderSheet } from '../../../renderer/src/print/renderSheet';
import { nodePrintEnvironment as env } from '../../../scripts/cli/nodePrintEnvironment';
import { hexPixel, pixels } from './printFixtures';

const demo = firestormDemoDocument();
const state = demo.campaign as FsState;
/** A special territory of the demo (FS-MAP-3) with no banner on it: the gold star and the note card alone. */
const STARRED = (Object.keys(state.territories) as HexKey[]).find(
  (hex) => state.territories[hex]!.special && !state.banners.some((banner) => banner.hex === hex),
)!;
const noted: HexmarchDocument = {
  ...demo,
  notes: { [STARRED]: { note: 'The shrine hides a second relic.' } },
};
/** The same with the first banner moved onto the special territory: a flag in the middle of the hex. */
const held: FsState = {
  ...state,
  banners: state.banners.map((banner, i) => (i === 0 ? { ...banner, hex: STARRED } : banner)),
};
const heldDocument: HexmarchDocument = { ...demo, campaign: held };
const heldNoted: HexmarchDocument = { ...noted, campaign: held };

/** MARK_COLORS.special, the star's gold; NOTE_MARK.fill, the card's cream. */
const GOLD = [0xe6, 0xb4, 0x00] as const;
const CARD = [0xff, 0xf6, 0xc9] as const;

/** The sheet holding STARRED, drawn, and a window of ±1.2 hex sizes around that hex centre in device pixels. */
function starredWindow(document: HexmarchDocument, hexAcrossFlatsMm: number) {
  // No legend: the notes' legend entry would otherwise resize the map window between the two sheets compared.
  const settings: PrintSettings = {
    ...DEFAULT_PRINT_SETTINGS,
    // 300 dpi: on 4 mm hexes the star is then still some twenty pixels across.
    dpi: 300,
    legend: false,
    sizing: { mode: 'hexSize', hexAcrossFlatsMm },
  };
  const art = preparePrint(env, document, settings, DEFAULT_PRINT_CHOICES);
  if (!art.ok) throw new Error(art.error);
  const { q, r } = parseHexKey(STARRED);
  const world = hexToPixel(q, r, PRINT_HEX_SIZE);
  const page = art.value.plan.pages.find(
    ({ world: w }) => world.x > w.minX && world.x < w.maxX && world.y > w.minY && world.y < w.maxY,
  )!;
  const centre = hexPixel(art.value.plan, page, q, r);
  const pxPerHex = PRINT_HEX_SIZE * art.value.plan.mmPerWorld * (art.value.plan.dpi / MM_PER_INCH);
  const reach = Math.ceil(1.2 * pxPerHex);
  const sheet = renderSheet(env, art.value, page);
  const x = centre.x - reach;
  const y = centre.y - reach;
  return { data: pixels(sheet, x, y, 2 * reach, 2 * reach), side: 2 * reach, pxPerHex };
}

const near = (data: Uint8ClampedArray, i: number, rgb: readonly number[], tolerance: number) =>
  rgb.every((value, c) => Math.abs(data[i + c]! - value) <= tolerance);

describe('a note card on a printed Firestorm special territory (HEX-7, FS-MAP-3)', () => {
  // 20 mm: the star small with its name; 7 mm: about the default; 4 mm: the big star without words and a note
  // card grown past its hex so its number stays readable.
  it.each([
    [20, 'alone', demo, noted],
    [7, 'alone', demo, noted],
    [4, 'alone', demo, noted],
    [20, 'with a banner on it', heldDocument, heldNoted],
    [7, 'with a banner on it', heldDocument, heldNoted],
  ] as const)(
    'leaves the star whole and prints the whole card beside it on %s mm hexes, %s',
    (mm, _, without, with_) => {
      const bare = starredWindow(without, mm);
      const withNote = starredWindow(with_, mm);
      // The star as printed without the note: the box of its gold pixels, one pixel wider for its dark outline.
      let star = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      let gold = 0;
      for (let i = 0; i < bare.data.length; i += 4) {
        if (!near(bare.data, i, GOLD, 24)) continue;
        const x = (i / 4) % bare.side;
        const y = Math.floor(i / 4 / bare.side);
        star = {
          minX: Math.min(star.minX, x - 2),
          minY: Math.min(star.minY, y - 2),
          maxX: Math.max(star.maxX, x + 2),
          maxY: Math.max(star.maxY, y + 2),
        };
        gold++;
      }
      expect(gold, 'the star is printed').toBeGreaterThan(20);
      // Adding the note changes pixels (the card) and none of them within the star's box: no overlap either way.
      let changed = 0;
      let changedOnStar = 0;
      let cream = 0;
      for (let i = 0; i < bare.data.length; i += 4) {
        if (near(withNote.data, i, CARD, 4)) cream++;
        if ([0, 1, 2].every((c) => bare.data[i + c] === withNote.data[i + c])) continue;
        changed++;
        const x = (i / 4) % bare.side;
        const y = Math.floor(i / 4 / bare.side);
        if (x >= star.minX && x <= star.maxX && y >= star.minY && y <= star.maxY) changedOnStar++;
      }
      expect(changed, 'the note card is printed').toBeGreaterThan(50);
      expect(changedOnStar).toBe(0);
      // The card's cream shows over most of its area (0.36 × 0.42 mark sizes, at least the hex's own): neither the
      // star nor a banner's flag covers it.
      expect(cream).toBeGreaterThan(0.36 * 0.42 * bare.pxPerHex ** 2 * 0.5);
    },
  );
});

describe('noteCardAnchor', () => {
  it("keeps the hex's top left corner when nothing is to be kept clear of", () => {
    expect(noteCardAnchor(100, 50, 10, 10)).toEqual({ x: 100, y: 50 });
    expect(noteCardAnchor(100, 50, 10, 20)).toEqual({ x: 107.2, y: 57 });
  });

  it('puts the card straight under the star of a starred hex, clear of a banner on it', () => {
    const star = specialStarAt({ x: 0, y: 0 }, 10, 1);
    const box = {
      minX: star.x - star.r,
      minY: star.y - star.r,
      maxX: star.x + star.r,
      maxY: star.y + star.r,
    };
    const at = noteCardAnchor(0, 0, 10, 10, box);
    const card = noteCardBox(at.x, at.y, 10);
    expect(card.minX).toBeLessThanOrEqual(box.minX);
    expect(card.minX).toBeGreaterThanOrEqual(-1 * 10);
    expect(card.minY).toBeCloseTo(box.maxY + 0.4, 6);
    // Left of where a banner's flag and points box begin (0.375 S left of the centre, drawBannerFlag).
    expect(card.maxX).toBeLessThan(-0.375 * 10);
  });

  it('never lets a card of any grown size touch the star, small or big', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 50, noNaN: true }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.constantFrom(0.2, 1),
        (size, grow, scale) => {
          const star = specialStarAt({ x: 0, y: 0 }, size, scale);
          const reach = star.r * 1.09;
          const box = {
            minX: star.x - reach,
            minY: star.y - reach,
            maxX: star.x + reach,
            maxY: star.y + reach,
          };
          const at = noteCardAnchor(0, 0, size, size * grow, box);
          const card = noteCardBox(at.x, at.y, size * grow);
          expect(card.minY).toBeGreaterThan(box.maxY);
        },
      ),
    );
  });
});
