import type { HexmarchDocument } from '@shared/document';
import {
  FOUNDRY_GRID_SIZE,
  foundryGeometry,
  foundryScene,
  hexJson,
  offsetGrid,
  tiledMap,
  type FoundryGeometry,
  type OffsetGrid,
} from '@shared/export';
import { t } from '@shared/i18n';
import type { PrintSettings } from '@shared/print';
import { err, ok, type Result } from '@shared/result';
import { printContentFor, type PrintChoices, type PrintContent } from '../printContent';
import { MAX_IMAGE_AREA_PX, MAX_IMAGE_SIDE_PX, type PrintEnvironment } from '../printSurface';
import { exportSvg } from './exportSvg';
import { renderGridImage, type GridImagePlacement } from './gridImage';
import { renderTerrainTileset } from './tilesetImage';

import type { MapExportFormat } from './mapExportFormat';

export { MAP_EXPORT_FORMATS, type MapExportFormat } from './mapExportFormat';

/** One file of a map export, named relative to the others (a scene names its background image). */
export interface MapExportFile {
  readonly name: string;
  readonly type: 'image/svg+xml' | 'application/json' | 'image/png';
  readonly bytes: Uint8Array;
}

/** The smallest grid Foundry accepts (its GRID_MIN_SIZE), in pixels. */
const FOUNDRY_MIN_GRID = 20;

const text = (value: string) => new TextEncoder().encode(value);
const json = (value: unknown) => text(`${JSON.stringify(value, null, 2)}\n`);

/** A settlement holder's side name (SETUP-7), as the printout's control badges name it. */
function sideNamer(content: PrintContent): (playerId: string) => string | undefined {
  return (playerId) => {
    const index = content.sideOfPlayer[playerId];
    return index === undefined ? undefined : content.sides[index]?.name;
  };
}

/**
 * Foundry's grid size for this map: its default 100 px, or the largest that keeps the background one image a
 * browser can make (a very large map), never below Foundry's minimum.
 */
export function foundryGridSize(grid: OffsetGrid): Result<number, string> {
  let size = FOUNDRY_GRID_SIZE;
  const fits = (s: number) => {
    const { width, height } = foundryGeometry(grid, s);
    return width <= MAX_IMAGE_SIDE_PX && height <= MAX_IMAGE_SIDE_PX && width * height <= MAX_IMAGE_AREA_PX;
  };
  while (size > FOUNDRY_MIN_GRID && !fits(size)) size--;
  return fits(size) ? ok(size) : err(t('mapExport:errors.foundryTooLarge'));
}

/** Where a Foundry background puts the hexes: the grid's first cell at the centre Foundry gives it. */
export function foundryPlacement(grid: OffsetGrid, geometry: FoundryGeometry): GridImagePlacement {
  const anchor = grid.cells[0]!;
  return {
    width: geometry.width,
    height: geometry.height,
    hexRadius: geometry.hexRadius,
    anchor,
    anchorCentre: geometry.centre(anchor),
  };
}

/**
 * The files of one map export named after `stem`, or a sentence saying why not:
 * - svg: `stem.svg`, the whole-map sheet as vector (see exportSvg);
 * - foundry: `stem.json`, a scene, and `stem.png`, its background with the hexes where Foundry's grid puts them;
 * - tiled: `stem.tmj` and its tileset image `stem-terrain.png`;
 * - hexjson: `stem.hexjson`.
 * A handout (`choices.side`) shows only what its side may see: the same content as its printout.
 */
export async function exportMapFiles(
  env: PrintEnvironment,
  document: HexmarchDocument,
  format: MapExportFormat,
  settings: PrintSettings,
  choices: PrintChoices,
  stem: string,
): Promise<Result<MapExportFile[], string>> {
  if (format === 'svg') {
    const svg = exportSvg(env, document, settings, choices);
    return svg.ok ? ok([{ name: `${stem}.svg`, type: 'image/svg+xml', bytes: text(svg.value) }]) : svg;
  }
  const content = printContentFor(document, choices);
  if (Object.keys(content.map.hexes).length === 0) return err(t('mapExport:errors.noHexes'));
  const grid = offsetGrid(content.map);
  const labels = new Map(content.hexNotes.labels.map((label) => [label.hex as string, label.text]));
  const sideOfPlayer = sideNamer(content);
  if (format === 'hexjson') {
    return ok([
      {
        name: `${stem}.hexjson`,
        type: 'application/json',
        bytes: json(hexJson(grid, { sideOfPlayer, labels })),
      },
    ]);
  }
  if (format === 'tiled') {
    const tileset = `${stem}-terrain.png`;
    const map = tiledMap(grid, { tilesetImage: tileset, sideOfPlayer });
    return ok([
      { name: `${stem}.tmj`, type: 'application/json', bytes: json(map) },
      { name: tileset, type: 'image/png', bytes: await renderTerrainTileset(env).encodePng() },
    ]);
  }
  const size = foundryGridSize(grid);
  if (!size.ok) return size;
  const geometry = foundryGeometry(grid, size.value);
  const image = renderGridImage(env, content, foundryPlacement(grid, geometry));
  const background = `${stem}.png`;
  return ok([
    {
      name: `${stem}.json`,
      type: 'application/json',
      bytes: json(foundryScene(grid, geometry, content.title, background)),
    },
    { name: background, type: 'image/png', bytes: await image.encodePng() },
  ]);
}
