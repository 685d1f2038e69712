import type { HexmarchDocument } from '@shared/document';
import { formatNumber, t } from '@shared/i18n';
import {
  exportPdf,
  exportPosterPng,
  exportSheetPngs,
  preparePrint,
  type SheetImage,
} from '../../renderer/src/print/exportPrint';
import type { PrintChoices } from '../../renderer/src/print/printContent';
import { MAP_EXPORT_FORMATS, type MapExportFormat } from '../../renderer/src/print/vector/mapExportFormat';
import { exportMapFiles } from '../../renderer/src/print/vector/mapExports';
import type { CliIo } from './cliIo';
import { refuseExisting, writeOutputs, type OutputFile } from './cliOutput';
import { readHexmarchDocument } from './documentFile';
import { handoutSides, type ExportOptions } from './exportOptions';
import { nodePrintEnvironment as env } from './nodePrintEnvironment';

/** `name.pdf` + "red" → `name-red.pdf`. */
export function withSuffix(path: string, suffix: string): string {
  const dot = path.lastIndexOf('.');
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return dot > slash ? `${path.slice(0, dot)}-${suffix}${path.slice(dot)}` : `${path}-${suffix}`;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'side'
  );
}

/** Renders one printout (the GM's map or one handout) for `out`: the files to write, or an error. */
async function exportOne(
  document: HexmarchDocument,
  options: ExportOptions,
  choices: PrintChoices,
  out: string,
): Promise<OutputFile[] | string> {
  if (isMapExport(options.format)) {
    // The first file is `out` itself; its companions (a scene's image, a map's tileset) go beside it.
    const slash = Math.max(out.lastIndexOf('/'), out.lastIndexOf('\\'));
    const dir = out.slice(0, slash + 1);
    const name = out.slice(slash + 1);
    const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
    const files = await exportMapFiles(
      env,
      document,
      options.format,
      options.settings,
      choices,
      stem || 'map',
    );
    if (!files.ok) return files.error;
    return files.value.map((file, index) => ({
      path: index === 0 ? out : dir + file.name,
      data: file.bytes,
    }));
  }
  if (options.format === 'png' && options.single) {
    const poster = await exportPosterPng(env, document, options.settings, choices);
    if (!poster.ok) return poster.error;
    return poster.value.map(outputFile(out));
  }
  const art = preparePrint(env, document, options.settings, choices);
  if (!art.ok) return art.error;
  if (options.format === 'pdf') return [{ path: out, data: await exportPdf(env, art.value) }];
  return (await exportSheetPngs(env, art.value)).map(outputFile(out));
}

const isMapExport = (format: ExportOptions['format']): format is MapExportFormat =>
  (MAP_EXPORT_FORMATS as readonly string[]).includes(format);

/** `out` for the only map sheet, `name-B2.png`, `name-notes.png` for the others. */
const outputFile =
  (out: string) =>
  ({ suffix, bytes }: SheetImage): OutputFile => ({
    path: suffix === null ? out : withSuffix(out, suffix),
    data: bytes,
  });

/**
 * `hexmarch export`: 0 when written; 1 when the campaign file cannot be read or opened, or an output cannot be
 * written or already exists (without --force); 2 for settings the printout cannot follow.
 */
export async function exportCommand(options: ExportOptions, io: CliIo): Promise<number> {
  const read = await readHexmarchDocument(options.input);
  if (!read.ok) {
    io.error(read.error);
    return 1;
  }
  const document = read.value;
  const jobs: { choices: PrintChoices; out: string }[] = [];
  if (options.side === null) jobs.push({ choices: options.choices, out: options.out });
  else {
    const sides = handoutSides(document, options.side);
    if (!sides.ok) {
      io.error(sides.error);
      return 2;
    }
    for (const side of sides.value) {
      const out = sides.value.length > 1 ? withSuffix(options.out, slug(side.name)) : options.out;
      jobs.push({ choices: { ...options.choices, side: side.id }, out });
    }
  }
  // Refused before any rendering when a named output exists; sheet names are checked once they are known.
  const existing = await refuseExisting(
    jobs.map((job) => job.out),
    options.force,
  );
  if (existing) {
    io.error(existing);
    return 1;
  }
  for (const job of jobs) {
    const started = performance.now();
    const files = await exportOne(document, options, job.choices, job.out);
    if (typeof files === 'string') {
      io.error(files);
      return 2;
    }
    const failure =
      (await refuseExisting(
        files.map((file) => file.path),
        options.force,
      )) ?? (await writeOutputs(files));
    if (failure) {
      io.error(failure);
      return 1;
    }
    const seconds = formatNumber((performance.now() - started) / 1000, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    io.out(t('cli:export.wrote', { files: files.map((file) => file.path).join(', '), seconds }));
  }
  return 0;
}
