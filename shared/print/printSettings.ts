import { t } from '../i18n';
import type { Orientation, PaperName, PaperSize } from './paperSizes';

/** The resolutions offered (issue 6): draft, print, fine print. */
export const PRINT_DPIS = [150, 300, 600] as const;
export type PrintDpi = (typeof PRINT_DPIS)[number];

/** How big the map is printed: fit onto at most N × M sheets, or a fixed hex size. */
export type PrintSizing =
  | { readonly mode: 'fitPages'; readonly columns: number; readonly rows: number }
  /** Hex width across flats (edge to opposite edge, √3·S for hex size S, HEX-1) in millimetres. */
  | { readonly mode: 'hexSize'; readonly hexAcrossFlatsMm: number };

/** Everything about the sheets and scale of a printout; what is drawn on them is PrintContent (renderer). */
export interface PrintSettings {
  readonly paper: PaperName;
  /** Used when `paper` is 'custom'. */
  readonly customSize?: PaperSize;
  readonly orientation: Orientation;
  /** Blank border on every side of the sheet, in millimetres (most printers cannot print the outer ~5 mm). */
  readonly marginMm: number;
  readonly dpi: PrintDpi;
  readonly sizing: PrintSizing;
  /** Map strip repeated on both neighbouring sheets, in millimetres, for gluing and lining up. */
  readonly overlapMm: number;
  /** Crop marks at the trim lines and registration marks in the overlaps. */
  readonly cropMarks: boolean;
  /** The legend of terrain and symbols in each sheet's footer. */
  readonly legend: boolean;
}

export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  paper: 'A4',
  orientation: 'landscape',
  marginMm: 8,
  dpi: 300,
  sizing: { mode: 'fitPages', columns: 1, rows: 1 },
  overlapMm: 10,
  cropMarks: true,
  legend: true,
};

/** Problems with the settings, as sentences for the dialog and the CLI; empty when they can be printed. */
export function printSettingsProblems(settings: PrintSettings): string[] {
  const problems: string[] = [];
  const { sizing } = settings;
  if (settings.paper === 'custom') {
    const size = settings.customSize;
    if (
      !size ||
      !(size.widthMm >= 50 && size.heightMm >= 50 && size.widthMm <= 5000 && size.heightMm <= 5000)
    )
      problems.push(t('print:errors.customPaper'));
  }
  if (!(settings.marginMm >= 0 && settings.marginMm <= 50)) problems.push(t('print:errors.margins'));
  if (!(settings.overlapMm >= 0 && settings.overlapMm <= 50)) problems.push(t('print:errors.overlap'));
  if (sizing.mode === 'fitPages') {
    const whole = (n: number) => Number.isInteger(n) && n >= 1 && n <= 50;
    if (!whole(sizing.columns) || !whole(sizing.rows)) problems.push(t('print:errors.fitPages'));
  } else if (!(sizing.hexAcrossFlatsMm >= 2 && sizing.hexAcrossFlatsMm <= 200)) {
    problems.push(t('print:errors.hexSize'));
  }
  return problems;
}
