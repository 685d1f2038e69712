import type { HexmarchDocument } from '@shared/document';
import { foundryGeometry, offsetGrid, riverCourses } from '@shared/export';
import type { PrintSettings } from '@shared/print';
import { planFor, posterSettings } from '../../print/exportPrint';
import { printContentFor, type PrintChoices } from '../../print/printContent';
import type { MapExportFormat } from '../../print/vector/mapExportFormat';
import { foundryGridSize } from '../../print/vector/mapExports';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
    return `One vector sheet of ${Math.round(size.widthMm)} × ${Math.round(size.heightMm)} mm, the whole map at ${base.value.plan.hexAcrossFlatsMm.toFixed(1)} mm a hex, in layers: terrain, rivers, settlements, labels, armies, legend`;
  }
  const content = printContentFor(document, choices);
  if (Object.keys(content.map.hexes).length === 0) return null;
  const grid = offsetGrid(content.map);
  const hexes = `${grid.columns} × ${grid.rows} hexes`;
  const settlements = plural(
    grid.cells.filter((cell) => cell.hex.settlement).length,
    'settlement',
    'settlements',
  );
  if (format === 'foundry') {
    const size = foundryGridSize(grid);
    if (!size.ok) return size.error;
    const { width, height } = foundryGeometry(grid, size.value);
    return `A scene (.json) and its background image of ${width} × ${height} px: ${hexes} on Foundry's hex grid of ${size.value} px. In Foundry, import the .json into a new scene (Import Data) and upload the image to the root of the Data folder.`;
  }
  if (format === 'tiled') {
    const rivers = plural(riverCourses(grid).length, 'river line', 'river lines');
    return `A Tiled map (.tmj) of ${hexes} with its terrain tileset (.png): a terrain layer, ${settlements}, ${rivers}`;
  }
  return `A HexJSON file of ${plural(grid.cells.length, 'hex', 'hexes')} with terrain, rivers and ${settlements}`;
}
