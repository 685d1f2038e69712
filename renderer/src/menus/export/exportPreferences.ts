import { z } from 'zod';
import {
  DEFAULT_PRINT_SETTINGS,
  PAPER_NAMES,
  PRINT_DPIS,
  printSettingsProblems,
  type Orientation,
  type PrintSettings,
} from '@shared/print';
import { DEFAULT_PRINT_CHOICES, type PrintChoices } from '../../print/printContent';
import { PRINT_FORMATS, type ExportFormat } from './exportFiles';
import { MAP_EXPORT_FORMATS } from '../../print/vector/mapExportFormat';

/** Orientation as the dialog offers it: chosen from the map's shape, or the GM's (issue 15). */
export type OrientationChoice = 'auto' | Orientation;

/**
 * What the export dialog remembers between openings and sessions (issue 15: it forgot its settings).
 * Decision: an app preference, one for every document (a club prints every campaign on the same paper); the title
 * and a handout's side belong to one printout and are not remembered.
 */
export interface ExportPreferences {
  readonly settings: PrintSettings;
  readonly choices: Pick<PrintChoices, 'showTurn' | 'showArmies' | 'showLords' | 'coordinates' | 'showNotes'>;
  readonly format: ExportFormat;
  readonly orientation: OrientationChoice;
}

export const EXPORT_PREFERENCES_KEY = 'hexmarch.exportDialog.v1';

export const DEFAULT_EXPORT_PREFERENCES: ExportPreferences = {
  settings: DEFAULT_PRINT_SETTINGS,
  choices: {
    showTurn: DEFAULT_PRINT_CHOICES.showTurn,
    showArmies: DEFAULT_PRINT_CHOICES.showArmies,
    showLords: DEFAULT_PRINT_CHOICES.showLords,
    coordinates: DEFAULT_PRINT_CHOICES.coordinates,
    showNotes: DEFAULT_PRINT_CHOICES.showNotes,
  },
  format: 'pdf',
  orientation: 'auto',
};

const orientation = z.enum(['portrait', 'landscape']);
const settingsSchema = z.object({
  paper: z.enum(PAPER_NAMES),
  customSize: z.object({ widthMm: z.number(), heightMm: z.number() }).optional(),
  orientation,
  marginMm: z.number(),
  dpi: z.literal(PRINT_DPIS),
  sizing: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('fitPages'), columns: z.number(), rows: z.number() }),
    z.object({ mode: z.literal('hexSize'), hexAcrossFlatsMm: z.number() }),
  ]),
  overlapMm: z.number(),
  cropMarks: z.boolean(),
  legend: z.boolean(),
});
const preferencesSchema = z.object({
  settings: settingsSchema,
  choices: z.object({
    showTurn: z.boolean(),
    showArmies: z.boolean(),
    showLords: z.boolean(),
    coordinates: z.enum(['classic', 'axial']).nullable(),
    // Added with hex notes in print (HEX-7): preferences saved before it keep their other settings.
    showNotes: z.boolean().default(DEFAULT_PRINT_CHOICES.showNotes),
  }),
  format: z.enum([...PRINT_FORMATS, ...MAP_EXPORT_FORMATS]),
  orientation: z.enum(['auto', 'portrait', 'landscape']),
});

/** The remembered preferences, or the defaults when nothing (or nothing printable) was stored. Never throws. */
export function parseExportPreferences(text: string | null): ExportPreferences {
  if (text === null) return DEFAULT_EXPORT_PREFERENCES;
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(text));
    if (!parsed.success || printSettingsProblems(parsed.data.settings).length > 0)
      return DEFAULT_EXPORT_PREFERENCES;
    return parsed.data;
  } catch {
    return DEFAULT_EXPORT_PREFERENCES;
  }
}

/** Reads the app's remembered export settings (localStorage: both editions' renderers have it). */
export function loadExportPreferences(storage: Pick<Storage, 'getItem'> | null = browserStorage()) {
  return parseExportPreferences(storage?.getItem(EXPORT_PREFERENCES_KEY) ?? null);
}

/** Remembers settings that can be printed; a half-typed, unprintable one is not written over good ones. */
export function saveExportPreferences(
  preferences: ExportPreferences,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): void {
  if (!storage || printSettingsProblems(preferences.settings).length > 0) return;
  try {
    storage.setItem(EXPORT_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // A full or forbidden storage only costs the memory of the settings, never the export.
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
