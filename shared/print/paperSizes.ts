import { t } from '../i18n';
/** Paper sizes in millimetres, portrait (ISO 216 for A4/A3; US Letter and Legal are 8.5 × 11 and 8.5 × 14 in). */
export const PAPER_SIZES = {
  A4: { widthMm: 210, heightMm: 297 },
  A3: { widthMm: 297, heightMm: 420 },
  Letter: { widthMm: 215.9, heightMm: 279.4 },
  Legal: { widthMm: 215.9, heightMm: 355.6 },
} as const satisfies Record<string, PaperSize>;

export type StandardPaper = keyof typeof PAPER_SIZES;
export type PaperName = StandardPaper | 'custom';
export const PAPER_NAMES = ['A4', 'A3', 'Letter', 'Legal', 'custom'] as const satisfies readonly PaperName[];

export type Orientation = 'portrait' | 'landscape';

export interface PaperSize {
  /** Sheet width in millimetres, as it lies in the chosen orientation. */
  readonly widthMm: number;
  /** Sheet height in millimetres, as it lies in the chosen orientation. */
  readonly heightMm: number;
}

/**
 * The sheet as printed: the named size (or `custom`, given portrait or landscape as the user typed it) turned to
 * the orientation, so landscape always has the long side across.
 */
export function paperSize(paper: PaperName, orientation: Orientation, custom?: PaperSize): PaperSize {
  const base = paper === 'custom' ? custom : PAPER_SIZES[paper];
  if (!base || !(base.widthMm > 0) || !(base.heightMm > 0)) {
    throw new Error(t('print:errors.paper', { name: paper }));
  }
  const short = Math.min(base.widthMm, base.heightMm);
  const long = Math.max(base.widthMm, base.heightMm);
  return orientation === 'portrait' ? { widthMm: short, heightMm: long } : { widthMm: long, heightMm: short };
}

/** Millimetres per inch: DPI are dots per inch. */
export const MM_PER_INCH = 25.4;

/** Device pixels for a length in millimetres at `dpi`. */
export function mmToPx(mm: number, dpi: number): number {
  return (mm * dpi) / MM_PER_INCH;
}

/** Whole pixels of a sheet side: rounded, so A4 at 300 dpi is the familiar 2480 × 3508. */
export function pagePixels(
  paper: PaperSize,
  dpi: number,
): { readonly width: number; readonly height: number } {
  return { width: Math.round(mmToPx(paper.widthMm, dpi)), height: Math.round(mmToPx(paper.heightMm, dpi)) };
}
