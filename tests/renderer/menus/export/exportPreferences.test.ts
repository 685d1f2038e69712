import { describe, expect, it } from 'vitest';
import { demoHexmarchDocument, type HexmarchDocument } from '@shared/document';
import { DEFAULT_PRINT_SETTINGS } from '@shared/print';
import { autoOrientation } from '../../../../renderer/src/menus/export/autoOrientation';
import {
  DEFAULT_EXPORT_PREFERENCES,
  EXPORT_PREFERENCES_KEY,
  loadExportPreferences,
  parseExportPreferences,
  saveExportPreferences,
} from '../../../../renderer/src/menus/export/exportPreferences';
import {
  coordinateTextMm,
  MIN_COORDINATE_TEXT_MM,
  smallestLabelledHexMm,
} from '../../../../renderer/src/print/drawPrintCoordinates';
import { planFor } from '../../../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../../../renderer/src/print/printContent';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('export preferences (issue 15: the dialog forgot its settings)', () => {
  it('remembers what the GM chose and reads it back', () => {
    const storage = memoryStorage();
    const chosen = {
      ...DEFAULT_EXPORT_PREFERENCES,
      settings: { ...DEFAULT_PRINT_SETTINGS, paper: 'A3' as const, marginMm: 5 },
      choices: { ...DEFAULT_EXPORT_PREFERENCES.choices, coordinates: 'classic' as const },
      format: 'png-sheets' as const,
      orientation: 'portrait' as const,
    };
    saveExportPreferences(chosen, storage);
    expect(storage.items.has(EXPORT_PREFERENCES_KEY)).toBe(true);
    expect(loadExportPreferences(storage)).toEqual(chosen);
  });

  it('does not write an unprintable half-typed setting over good ones', () => {
    const storage = memoryStorage();
    saveExportPreferences(DEFAULT_EXPORT_PREFERENCES, storage);
    saveExportPreferences(
      { ...DEFAULT_EXPORT_PREFERENCES, settings: { ...DEFAULT_PRINT_SETTINGS, marginMm: 900 } },
      storage,
    );
    expect(loadExportPreferences(storage).settings.marginMm).toBe(DEFAULT_PRINT_SETTINGS.marginMm);
  });

  it('remembers leaving out hex labels and notes (HEX-7), and reads older preferences with them on', () => {
    const storage = memoryStorage();
    const chosen = {
      ...DEFAULT_EXPORT_PREFERENCES,
      choices: { ...DEFAULT_EXPORT_PREFERENCES.choices, showNotes: false },
    };
    saveExportPreferences(chosen, storage);
    expect(loadExportPreferences(storage).choices.showNotes).toBe(false);
    // Saved before the choice existed: every other setting is kept, notes print.
    const { showNotes: _new, ...before } = { ...DEFAULT_EXPORT_PREFERENCES.choices, coordinates: 'axial' };
    const older = parseExportPreferences(JSON.stringify({ ...DEFAULT_EXPORT_PREFERENCES, choices: before }));
    expect(older.choices).toEqual({ ...before, showNotes: true });
  });

  it('falls back to the defaults for nothing, malformed or foreign stored text', () => {
    for (const text of [null, '', '{', '[]', '{"settings":{"paper":"B9"}}', JSON.stringify({ a: 1 })])
      expect(parseExportPreferences(text)).toEqual(DEFAULT_EXPORT_PREFERENCES);
  });
});

describe('automatic orientation from the map shape', () => {
  const document = demoHexmarchDocument();
  it('picks the orientation printing the larger hexes when fitting to one sheet', () => {
    const chosen = autoOrientation(document, DEFAULT_PRINT_SETTINGS, DEFAULT_PRINT_CHOICES);
    const other = chosen === 'landscape' ? 'portrait' : 'landscape';
    const hexMm = (orientation: 'landscape' | 'portrait') => {
      const planned = planFor(document, { ...DEFAULT_PRINT_SETTINGS, orientation }, DEFAULT_PRINT_CHOICES);
      if (!planned.ok) throw new Error(planned.error);
      return planned.value.plan.hexAcrossFlatsMm;
    };
    expect(hexMm(chosen)).toBeGreaterThanOrEqual(hexMm(other));
  });

  it('turns a tall map to portrait and a wide one to landscape', () => {
    const tall = tallDocument(document, 'tall');
    const wide = tallDocument(document, 'wide');
    expect(autoOrientation(tall, DEFAULT_PRINT_SETTINGS, DEFAULT_PRINT_CHOICES)).toBe('portrait');
    expect(autoOrientation(wide, DEFAULT_PRINT_SETTINGS, DEFAULT_PRINT_CHOICES)).toBe('landscape');
  });
});

describe('coordinates on small hexes', () => {
  it('names the smallest hex whose labels print', () => {
    for (const style of ['classic', 'axial'] as const) {
      const smallest = smallestLabelledHexMm(style);
      expect(coordinateTextMm(style, smallest)).toBeCloseTo(MIN_COORDINATE_TEXT_MM);
      expect(coordinateTextMm(style, smallest * 0.9)).toBeLessThan(MIN_COORDINATE_TEXT_MM);
    }
  });
});

/** The demo's map cut to a strip of hexes: 4 columns by its full height, or its full width by 3 rows. */
function tallDocument(
  document: ReturnType<typeof demoHexmarchDocument>,
  shape: 'tall' | 'wide',
): HexmarchDocument {
  const map = document.mapDocument.map;
  const hexes = Object.fromEntries(
    Object.entries(map.hexes).filter(([, hex]) =>
      shape === 'tall' ? hex.q < 4 : hex.r + Math.floor(hex.q / 2) < 3 && hex.r + Math.floor(hex.q / 2) >= 0,
    ),
  );
  return {
    mapDocument: { ...document.mapDocument, map: { ...map, hexes } },
    campaign: null,
  } as HexmarchDocument;
}
