import type { CoordinateStyle } from '@shared/print';
import {
  coordinateTextMm,
  MIN_COORDINATE_TEXT_MM,
  smallestLabelledHexMm,
} from '../../print/drawPrintCoordinates';
import { t } from '@shared/i18n';

/**
 * Issue 15: coordinates were silently left off sheets whose hexes are too small for readable labels; the dialog
 * now says so, with the hex size that would print them. Null when they print.
 */
export function coordinatesLeftOff(style: CoordinateStyle, hexAcrossFlatsMm: number): string | null {
  if (coordinateTextMm(style, hexAcrossFlatsMm) >= MIN_COORDINATE_TEXT_MM) return null;
  return t('menus:export.coordinatesLeftOff', {
    mm: hexAcrossFlatsMm,
    from: Math.ceil(smallestLabelledHexMm(style) * 10) / 10,
  });
}
