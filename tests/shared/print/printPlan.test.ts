import { describe, expect, it } from 'vitest';
import type { WorldRect } from '@shared/layout';
import {
  DEFAULT_PRINT_SETTINGS,
  planPrint,
  scaleNote,
  type LegendEntry,
  type PrintPlan,
  type PrintSettings,
} from '@shared/print';

const twelveEntries: LegendEntry[] = Array.from({ length: 12 }, (_, i) => ({
  id: `e${i}`,
  text: `Entry ${i}`,
}));
const wide: WorldRect = { minX: 0, minY: 0, maxX: 1000, maxY: 300 };

function plan(settings: Partial<PrintSettings>, map: WorldRect = wide, entries = twelveEntries): PrintPlan {
  const result = planPrint({ ...DEFAULT_PRINT_SETTINGS, ...settings }, map, 10, entries);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('planPrint sheet layout', () => {
  it('puts the map window inside margins, header, crop-mark gutter and a two-row legend on A4 landscape', () => {
    const p = plan({ sizing: { mode: 'fitPages', columns: 2, rows: 1 } });
    expect(p.paper).toEqual({ widthMm: 297, heightMm: 210 });
    expect(p.pixels).toEqual({ width: 3508, height: 2480 });
    // 281 mm printable: 8 legend cells of 32 mm per row, so 12 entries take 2 rows of 6 mm.
    expect(p.legend.layout.rows).toBe(2);
    expect(p.window).toEqual({ x: 12, y: 19, width: 273, height: 162 });
    expect(p.legend.y).toBe(185);
    expect(p.scaleLine.y).toBe(197);
    expect(p.scaleLine.y + p.scaleLine.height).toBe(202);
  });

  it('gives the window the whole footer when the legend is off and no gutter without crop marks', () => {
    const p = plan({ legend: false, cropMarks: false });
    expect(p.window).toEqual({ x: 8, y: 15, width: 281, height: 182 });
    expect(p.registrationRadiusMm).toBe(0);
  });
});

describe('planPrint scale and tiling', () => {
  it('fits a 1000 × 300 map onto 2 × 1 sheets with a 10 mm overlap', () => {
    const p = plan({ sizing: { mode: 'fitPages', columns: 2, rows: 1 } });
    // Two windows of 273 mm less one 10 mm overlap across: 536 mm for 1000 world units.
    expect(p.mmPerWorld).toBeCloseTo(0.536, 12);
    expect(p.hexAcrossFlatsMm).toBeCloseTo(0.536 * Math.sqrt(3) * 10, 12);
    expect([p.columns, p.rows]).toEqual([2, 1]);
    expect(p.pages.map((page) => page.label)).toEqual(['A1', 'A2']);
    expect(p.pages[0]!.world.minX).toBeCloseTo(0, 9);
    expect(p.pages[1]!.world.minX).toBeCloseTo(263 / 0.536, 9);
    expect(p.pages[1]!.world.maxX).toBeCloseTo(1000, 9);
  });

  it('prints a fixed hex size and counts the sheets it needs', () => {
    const p = plan({ sizing: { mode: 'hexSize', hexAcrossFlatsMm: 25 } });
    expect(p.hexAcrossFlatsMm).toBeCloseTo(25, 12);
    // 1000 world units = 1443.4 mm across: ⌈(1443.4 − 10) / 263⌉ = 6 columns; 433 mm down: ⌈423 / 152⌉ = 3 rows.
    expect([p.columns, p.rows]).toEqual([6, 3]);
    expect(p.pages).toHaveLength(18);
    expect(p.pages[17]!.label).toBe('C6');
  });

  it('does not add a sheet when the map fills the pages exactly', () => {
    const exact: WorldRect = { minX: 0, minY: 0, maxX: 3 * 263 + 10, maxY: 152 + 10 };
    const p = plan({ sizing: { mode: 'hexSize', hexAcrossFlatsMm: Math.sqrt(3) * 10 } }, exact);
    expect([p.columns, p.rows]).toEqual([3, 1]);
  });

  it('centres the map in the tiled area, so margins of map-free paper are equal on both sides', () => {
    const p = plan({ sizing: { mode: 'hexSize', hexAcrossFlatsMm: 25 } });
    const first = p.pages[0]!;
    const last = p.pages[p.pages.length - 1]!;
    expect(wide.minX - first.world.minX).toBeCloseTo(last.world.maxX - wide.maxX, 9);
    expect(wide.minY - first.world.minY).toBeCloseTo(last.world.maxY - wide.maxY, 9);
  });

  it.each([
    [{ mode: 'fitPages', columns: 3, rows: 2 } as const, 0],
    [{ mode: 'fitPages', columns: 4, rows: 4 } as const, 15],
    [{ mode: 'hexSize', hexAcrossFlatsMm: 19 } as const, 6],
  ])('trims sheets to cells that butt together into one map (%o, overlap %i mm)', (sizing, overlapMm) => {
    const p = plan({ sizing, overlapMm });
    for (const page of p.pages) {
      const cellRight = page.world.minX + page.cell.width / p.mmPerWorld;
      const cellBottom = page.world.minY + page.cell.height / p.mmPerWorld;
      const right = p.pages.find((o) => o.row === page.row && o.column === page.column + 1);
      const below = p.pages.find((o) => o.row === page.row + 1 && o.column === page.column);
      if (right) expect(right.world.minX).toBeCloseTo(cellRight, 9);
      else expect(page.cell.width).toBe(p.window.width);
      if (below) expect(below.world.minY).toBeCloseTo(cellBottom, 9);
      // Every sheet shows some of the map: none is blank.
      expect(page.world.minX).toBeLessThan(wide.maxX);
      expect(page.world.maxX).toBeGreaterThan(wide.minX);
      expect(page.world.minY).toBeLessThan(wide.maxY);
      expect(page.world.maxY).toBeGreaterThan(wide.minY);
    }
  });

  it('puts registration marks on the same map point on both sheets of an overlap', () => {
    const p = plan(
      { sizing: { mode: 'fitPages', columns: 2, rows: 2 }, overlapMm: 12 },
      { minX: 0, minY: 0, maxX: 600, maxY: 400 },
    );
    expect(p.registrationRadiusMm).toBe(2.5);
    const toWorld = (page: (typeof p.pages)[number], mark: { x: number; y: number }) => ({
      x: page.world.minX + (mark.x - p.window.x) / p.mmPerWorld,
      y: page.world.minY + (mark.y - p.window.y) / p.mmPerWorld,
    });
    const [a1, a2, b1] = [p.pages[0]!, p.pages[1]!, p.pages[2]!];
    expect(a1.neighbours).toEqual({ right: 'A2', down: 'B1' });
    expect(a1.registration).toHaveLength(2);
    const a1Right = toWorld(a1, a1.registration[0]!);
    const a2Left = toWorld(a2, a2.registration[0]!);
    expect(a1Right.x).toBeCloseTo(a2Left.x, 9);
    expect(a1Right.y).toBeCloseTo(a2Left.y, 9);
    const a1Down = toWorld(a1, a1.registration[1]!);
    const b1Up = toWorld(
      b1,
      b1.registration.find((m) => m.y < p.window.y + 20)!,
    );
    expect(a1Down.x).toBeCloseTo(b1Up.x, 9);
    expect(a1Down.y).toBeCloseTo(b1Up.y, 9);
  });

  it('writes the scale note with one decimal', () => {
    expect(scaleNote(25)).toBe('Scale: one hex = 25.0 mm across flats');
  });
});

describe('planPrint refusals', () => {
  it.each([
    [{ marginMm: -1 }, /Margins/],
    [{ overlapMm: 80 }, /overlap/],
    [{ sizing: { mode: 'fitPages', columns: 0, rows: 1 } as const }, /pages across/],
    [{ sizing: { mode: 'hexSize', hexAcrossFlatsMm: 1 } as const }, /hex size/],
    [{ paper: 'custom' as const }, /custom paper/],
    [{ paper: 'custom' as const, customSize: { widthMm: 60, heightMm: 60 }, marginMm: 20 }, /too small/],
  ])('refuses %o', (settings, message) => {
    const result = planPrint({ ...DEFAULT_PRINT_SETTINGS, ...settings }, wide, 10, twelveEntries);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('refuses an empty map', () => {
    const result = planPrint(DEFAULT_PRINT_SETTINGS, { minX: 0, minY: 0, maxX: 0, maxY: 0 }, 10);
    expect(result).toEqual({ ok: false, error: 'The map has no hexes to print.' });
  });
});
