import type { HexmarchDocument } from '@shared/document';
import type { Orientation, PrintSettings } from '@shared/print';
import { planFor } from '../../print/exportPrint';
import type { PrintChoices } from '../../print/printContent';

/**
 * The orientation that suits the map's shape (issue 15): fitting to pages, the one that prints the larger hexes;
 * at a fixed hex size, the one that needs fewer sheets. Ties (and unplannable settings) follow the map's own
 * proportions: wider than tall is landscape.
 */
export function autoOrientation(
  document: HexmarchDocument,
  settings: PrintSettings,
  choices: PrintChoices,
): Orientation {
  const landscape = planFor(document, { ...settings, orientation: 'landscape' }, choices);
  const portrait = planFor(document, { ...settings, orientation: 'portrait' }, choices);
  const byShape = (): Orientation => {
    const bounds = landscape.ok ? landscape.value.bounds : portrait.ok ? portrait.value.bounds : null;
    return !bounds || bounds.maxX - bounds.minX >= bounds.maxY - bounds.minY ? 'landscape' : 'portrait';
  };
  if (!landscape.ok || !portrait.ok) return byShape();
  const [l, p] = [landscape.value.plan, portrait.value.plan];
  if (settings.sizing.mode === 'fitPages') {
    const difference = l.hexAcrossFlatsMm - p.hexAcrossFlatsMm;
    return Math.abs(difference) < 1e-6 ? byShape() : difference > 0 ? 'landscape' : 'portrait';
  }
  return l.pages.length === p.pages.length
    ? byShape()
    : l.pages.length < p.pages.length
      ? 'landscape'
      : 'portrait';
}
