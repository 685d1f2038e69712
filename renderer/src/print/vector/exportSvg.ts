import { t } from '@shared/i18n';
import type { HexmarchDocument } from '@shared/document';
import type { PrintSettings } from '@shared/print';
import { err, ok, type Result } from '@shared/result';
import { drawSheet } from '../drawSheet';
import { planFor, posterSettings, preparePrint } from '../exportPrint';
import type { PrintChoices } from '../printContent';
import type { PrintContext, PrintEnvironment } from '../printSurface';
import { SvgPath, svgPrintContext, type MeasureText } from './svgPrintContext';

/** Text widths from a 1 × 1 surface of `env`: the canvas the PNG is drawn with measures the SVG's names too. */
export function surfaceMeasure(env: PrintEnvironment): MeasureText {
  // Canvas 2D's TextMetrics, of which PrintContext types only the width.
  const probe = env.createSurface(1, 1).context as unknown as Omit<PrintContext, 'measureText'> & {
    measureText(text: string): { width: number; actualBoundingBoxAscent: number };
  };
  const ascent = (font: string, text: string, baseline: PrintContext['textBaseline']) => {
    probe.font = font;
    probe.textBaseline = baseline;
    return probe.measureText(text).actualBoundingBoxAscent;
  };
  return {
    width: (font, text) => {
      probe.font = font;
      return probe.measureText(text).width;
    },
    // The glyphs' top is `ascent` above whichever line is asked for, so the lines are the ascents' difference apart.
    toAlphabetic: (font, text, baseline) => {
      const sample = text.trim() || 'H';
      return ascent(font, sample, 'alphabetic') - ascent(font, sample, baseline);
    },
  };
}

/**
 * The whole map as one SVG sheet, the same sheet the single-image PNG is (posterSettings: the map, its header,
 * legend and scale at the scale `settings` print it), drawn by the same sheet code into an SVG recorder. Its size
 * is the sheet's in millimetres, so it prints at 100 % (or scales to any size, being vector). The notes pages are
 * not part of it: the numbered marks are on the map, the notes themselves go with the PDF.
 */
export function exportSvg(
  env: PrintEnvironment,
  document: HexmarchDocument,
  settings: PrintSettings,
  choices: PrintChoices,
): Result<string, string> {
  const base = planFor(document, settings, choices);
  if (!base.ok) return base;
  const poster = preparePrint(
    { ...env, createPath: () => new SvgPath() },
    document,
    posterSettings(settings, base.value),
    choices,
  );
  if (!poster.ok) return poster;
  const art = poster.value;
  const page = art.plan.pages[0];
  if (!page) return err(t('print:errors.noSheet'));
  const { width, height } = art.plan.pixels;
  const ctx = svgPrintContext(width, height, surfaceMeasure(env));
  drawSheet(ctx, art, page, { x: 0, y: 0, width, height });
  return ok(ctx.svg(art.plan.paper.widthMm, art.plan.paper.heightMm, art.content.title));
}
