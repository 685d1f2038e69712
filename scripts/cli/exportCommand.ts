import { writeFile } from 'node:fs/promises';
import type { HexmarchDocument } from '@shared/document';
import {
  exportPdf,
  exportPosterPng,
  exportSheetPngs,
  preparePrint,
} from '../../renderer/src/print/exportPrint';
import type { PrintChoices } from '../../renderer/src/print/printContent';
import type { CliIo } from './cliIo';
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

/** Writes one printout (the GM's map or one handout) to `out`; returns the files written, or an error. */
async function exportOne(
  document: HexmarchDocument,
  options: ExportOptions,
  choices: PrintChoices,
  out: string,
): Promise<string[] | string> {
  if (options.format === 'png' && options.single) {
    const poster = await exportPosterPng(env, document, options.settings, choices);
    if (!poster.ok) return poster.error;
    await writeFile(out, poster.value);
    return [out];
  }
  const art = preparePrint(env, document, options.settings, choices);
  if (!art.ok) return art.error;
  if (options.format === 'pdf') {
    await writeFile(out, await exportPdf(env, art.value));
    return [out];
  }
  const pngs = await exportSheetPngs(env, art.value);
  const pages = art.value.plan.pages;
  const names = pngs.length === 1 ? [out] : pages.map((page) => withSuffix(out, page.label));
  await Promise.all(pngs.map((png, index) => writeFile(names[index] as string, png)));
  return names;
}

/** `hexmarch export`: 0 when written, 1 when the file cannot be read or the export fails, 2 for bad settings. */
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
  for (const job of jobs) {
    const started = performance.now();
    const written = await exportOne(document, options, job.choices, job.out);
    if (typeof written === 'string') {
      io.error(written);
      return 2;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.out(`Wrote ${written.join(', ')} (${seconds} s)`);
  }
  return 0;
}
