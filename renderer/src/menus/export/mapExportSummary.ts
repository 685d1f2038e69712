import type { HexmarchDocument } from '@shared/document';
import { foundryGeometry, offsetGrid, riverCourses } from '@shared/export';
import { formatNumber, t } from '@shared/i18n';
import type { PrintSettings } from '@shared/print';
import { planFor, posterSettings } from '../../print/exportPrint';
import { printContentFor, type PrintChoices } from '../../print/printContent';
import type { MapExportFormat } from '../../print/vector/mapExportFormat';
import { foundryGridSize } from '../../print/vector/mapExports';

/** What a map export will write, in a line for the dialog (issue 31), or null when the settings cannot print. */
export function mapExportSummary(
  format: MapExportFormat,
  document: HexmarchDocument,
  settings: PrintSettings,
  choices: PrintChoices,
): string | null {
  if (format === 'svg') {
    const base = planFor(document, settings, choices);
    if (!base.ok) return null;
    const size = posterSettings(settings, base.value).customSize!;
    return t('mapExport:summary.svg', {
      width: Math.round(size.widthMm),
      height: Math.round(size.heightMm),
      hexMm: formatNumber(base.value.plan.hexAcrossFlatsMm, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
    });
  }
  const content = printContentFor(document, choices);
  if (Object.keys(content.map.hexes).length === 0) return null;
  const grid = offsetGrid(content.map);
  const { columns, rows } = grid;
  const settlements = t('mapExport:summary.settlements', {
    count: grid.cells.filter((cell) => cell.hex.settlement).length,
  });
  if (format === 'foundry') {
    const size = foundryGridSize(grid);
    if (!size.ok) return size.error;
    const { width, height } = foundryGeometry(grid, size.value);
    return t('mapExport:summary.foundry', { width, height, columns, rows, grid: size.value });
  }
  if (format === 'tiled') {
    const rivers = t('mapExport:summary.rivers', { count: riverCourses(grid).length });
    return t('mapExport:summary.tiled', { columns, rows, settlements, rivers });
  }
  const hexes = t('common:count.hexes', { count: grid.cells.length });
  return t('mapExport:summary.hexjson', { hexes, settlements });
}
