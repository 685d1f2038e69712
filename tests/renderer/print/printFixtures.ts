import { demoMapDocument, type HexmarchDocument } from '@shared/document';
import { hexToPixel } from '@shared/layout';
import type { CampaignMap } from '@shared/map';
import { MM_PER_INCH, worldToSheetMm, type PrintPage, type PrintPlan } from '@shared/print';
import type { PrintSurface } from '../../../renderer/src/print/printSurface';
import { PRINT_HEX_SIZE } from '../../../renderer/src/print/exportPrint';

/** A document holding `map` with the demo's sides, before any campaign. */
export function documentOf(map: CampaignMap): HexmarchDocument {
  const demo = demoMapDocument();
  return { mapDocument: { ...demo, map }, campaign: null };
}

/** The device pixel of hex (q, r)'s centre on `page`. */
export function hexPixel(plan: PrintPlan, page: PrintPage, q: number, r: number): { x: number; y: number } {
  const centre = hexToPixel(q, r, PRINT_HEX_SIZE);
  const mm = worldToSheetMm(plan, page, centre.x, centre.y);
  const pxPerMm = plan.dpi / MM_PER_INCH;
  return { x: Math.round(mm.x * pxPerMm), y: Math.round(mm.y * pxPerMm) };
}

interface PixelReader {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

/** RGBA of pixels of a Node surface (the @napi-rs/canvas context reads pixels back). */
export function pixels(surface: PrintSurface, x: number, y: number, w = 1, h = 1): Uint8ClampedArray {
  return (surface.context as unknown as PixelReader).getImageData(x, y, w, h).data;
}

export function hexColour(rgba: ArrayLike<number>, offset = 0): string {
  return `#${[0, 1, 2].map((i) => (rgba[offset + i] as number).toString(16).padStart(2, '0')).join('')}`;
}

/** PDF facts read from its bytes: pages and their MediaBoxes (points), as a printer driver would read them. */
export function pdfPages(bytes: Uint8Array): { count: number; mediaBoxes: number[][] } {
  const text = Buffer.from(bytes).toString('latin1');
  const count = (text.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const mediaBoxes = [...text.matchAll(/\/MediaBox \[([\d.\s]+)\]/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );
  return { count, mediaBoxes };
}
