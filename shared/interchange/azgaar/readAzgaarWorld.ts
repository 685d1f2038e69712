import { MAX_FILE_CHARS } from '../../file/fileFormat';
import { jsonBoundsProblem, type JsonBounds } from '../../file/jsonBounds';
import { issuePredicate } from '../../kernel/issueSentence';
import { err, ok, type Result } from '../../result';
import { azgaarWorldSchema, type AzgaarWorldFile } from './azgaarSchema';
import type { AzgaarWorld, WorldBurg, WorldRiver } from './azgaarWorld';
import { t } from '../../i18n';

/** What the GM is told to do whenever the file is not the one the import reads. */
export const EXPORT_FULL_JSON = 'Export the full JSON from Azgaar: Menu → Export → JSON (Full).';
/** EXPORT_FULL_JSON in the GM's language, for the refusals below. */
const exportFullJson = () => t('azgaar:read.exportFull');

/**
 * Bounds of the structural pre-pass (shared/file/jsonBounds.ts, issue 26) for an Azgaar export: it holds every grid
 * cell and Voronoi vertex besides the pack, so lists are long and values many; a 100,000-cell world has about 7
 * million values. Nesting is shallow (routes, coats of arms) and notes hold the longest texts (HTML legends).
 */
const AZGAAR_BOUNDS: JsonBounds = {
  maxDepth: 24,
  maxNodes: 12_000_000,
  maxStringChars: 2_000_000,
  maxListItems: 1_000_000,
};

/** zod stops at the first issue (as loadHexmarchFile does): a hostile file's refusal stays bounded. */
const FIRST_ISSUE_ONLY = { abortEarly: true } as Parameters<typeof azgaarWorldSchema.safeParse>[1];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "pack › burgs › 12 › population": list positions are Azgaar's own ids (burg 12 is burgs[12]). */
function placeOf(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join(' › ');
}

/**
 * Azgaar's own save (.map): plain text whose first line is "1.108.0|File can be loaded in azgaar.github.io/…|…",
 * or the same gzip-compressed (it then starts with the gzip bytes 1F 8B, read as text "\u001f\ufffd").
 */
function isMapSave(text: string): boolean {
  const head = text.slice(0, 400);
  return (
    /^\d+\.\d+(\.\d+)?\|/.test(head) ||
    head.includes('File can be loaded in azgaar') ||
    head.startsWith('\u001f')
  );
}

/**
 * The pack of a Full export, or of a "Pack cells" export ({info, cells: pack}: the same pack under another name);
 * the "Grid cells" export has the same shape, but its cells have no biome.
 */
function packOf(root: unknown): unknown {
  if (!isObject(root)) return undefined;
  if ('pack' in root) return root.pack;
  if (!isObject(root.cells) || !Array.isArray(root.cells.cells)) return undefined;
  const first: unknown = root.cells.cells[0];
  return isObject(first) && 'biome' in first ? root.cells : undefined;
}

/** The message for a file that is JSON of some other kind, naming what it is when it can be told. */
function foreignJsonMessage(root: unknown): string {
  if (isObject(root) && root.format === 'hexmarch') return t('azgaar:read.hexmarch');
  if (isObject(root) && root.type === 'FeatureCollection')
    return t('azgaar:read.geoJson', { hint: exportFullJson() });
  if (isObject(root) && isObject(root.info) && isObject(root.cells) && Array.isArray(root.cells.cells)) {
    const first: unknown = root.cells.cells[0];
    if (isObject(first) && !('biome' in first)) return t('azgaar:read.gridCells', { hint: exportFullJson() });
  }
  if (isObject(root) && isObject(root.info) && isObject(root.pack) && !Array.isArray(root.pack.cells))
    return t('azgaar:read.minimal', { hint: exportFullJson() });
  return t('azgaar:read.otherJson', { hint: exportFullJson() });
}

/**
 * Reads the text of an Azgaar Fantasy Map Generator JSON export into the plain world the importer resamples. Takes
 * the Full export (and the "Pack cells" export, which holds the same pack). Anything else is refused with a sentence
 * for the GM naming what the file is and what to export instead; time is bounded by the size cap, the structural
 * pre-pass and zod's first-issue mode. Pure: no DOM, no Node.
 */
export function readAzgaarWorld(text: string): Result<AzgaarWorld, string> {
  if (text.length > MAX_FILE_CHARS)
    return err(
      t('azgaar:read.tooLarge', {
        size: Math.round(text.length / 1_048_576),
        limit: MAX_FILE_CHARS / 1_048_576,
      }),
    );
  if (isMapSave(text)) return err(t('azgaar:read.mapSave', { hint: exportFullJson() }));
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return err(t('azgaar:read.notJson', { hint: exportFullJson() }));
  }
  // The "Pack cells" export is {info, cells: pack}: the same pack under another name.
  const pack = packOf(root);
  if (!isObject(root) || !isObject(root.info) || !isObject(pack) || !Array.isArray(pack.cells))
    return err(foreignJsonMessage(root));
  // Only the parts the import reads are walked and checked: the grid, the vertices, the notes and the rest are
  // parsed (the size cap bounds that) and never looked at again.
  const read = {
    info: root.info,
    pack: { cells: pack.cells, burgs: pack.burgs, rivers: pack.rivers, biomes: pack.biomes },
    biomesData: root.biomesData,
  };
  const bounds = jsonBoundsProblem(read, AZGAAR_BOUNDS);
  if (bounds)
    return err(
      t('azgaar:read.boundsAt', { where: bounds.where.replace(/^document › /, ''), problem: bounds.problem }),
    );
  const parsed = azgaarWorldSchema.safeParse(read, FIRST_ISSUE_ONLY);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return err(t('azgaar:read.issue', { where: placeOf(issue.path), problem: issuePredicate(issue, read) }));
  }
  return worldOf(parsed.data);
}

/** The checks zod cannot state (ids that point at other lists), then the plain world. */
function worldOf(file: AzgaarWorldFile): Result<AzgaarWorld, string> {
  const { info, pack } = file;
  const cellCount = pack.cells.length;
  const x = new Float64Array(cellCount);
  const y = new Float64Array(cellCount);
  const height = new Uint8Array(cellCount);
  const biome = new Uint16Array(cellCount);
  pack.cells.forEach((cell, i) => {
    x[i] = cell.p[0]!;
    y[i] = cell.p[1]!;
    height[i] = Math.min(255, Math.round(cell.h));
    biome[i] = cell.biome;
  });
  const burgs: WorldBurg[] = [];
  let removedBurgs = 0;
  const burgList = pack.burgs ?? [];
  // burgs[0] is Azgaar's empty placeholder: ids start at 1.
  for (let id = 1; id < burgList.length; id++) {
    const burg = burgList[id];
    if (!burg) continue;
    if (burg.removed) {
      removedBurgs++;
      continue;
    }
    const cell = burg.cell !== undefined && burg.cell < cellCount ? pack.cells[burg.cell] : undefined;
    const bx = burg.x ?? cell?.p[0];
    const by = burg.y ?? cell?.p[1];
    if (bx === undefined || by === undefined)
      return err(
        burg.name === undefined
          ? t('azgaar:read.burgNoPositionUnnamed', { id })
          : t('azgaar:read.burgNoPosition', { id, name: burg.name }),
      );
    burgs.push({
      id,
      name: (burg.name ?? '').trim(),
      x: bx,
      y: by,
      population: burg.population ?? 0,
      capital: Boolean(burg.capital),
      citadel: Boolean(burg.citadel),
    });
  }
  const rivers: WorldRiver[] = [];
  for (const [at, river] of (pack.rivers ?? []).entries()) {
    if (!river || river.removed || !river.cells) continue;
    const bad = river.cells.find((c) => c >= cellCount);
    if (bad !== undefined)
      return err(
        t(river.name === undefined ? 'azgaar:read.riverCellUnnamed' : 'azgaar:read.riverCell', {
          id: river.i ?? at,
          name: river.name,
          cell: bad,
          count: cellCount,
        }),
      );
    rivers.push({
      id: river.i ?? at,
      name: (river.name ?? '').trim(),
      cells: river.cells,
      discharge: river.discharge ?? 0,
    });
  }
  const names = pack.biomes ? pack.biomes.map((b) => b?.name ?? '') : (file.biomesData?.name ?? null);
  return ok({
    name: (info.mapName ?? '').trim(),
    width: info.width,
    height: info.height,
    cells: { count: cellCount, x, y, height, biome },
    biomeNames: names,
    burgs,
    removedBurgs,
    rivers,
  });
}
