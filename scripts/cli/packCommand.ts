import { access } from 'node:fs/promises';
import { t } from '@shared/i18n';
import { buildPack, packMarkdown } from '@shared/pack';
import { exportPackPdf } from '../../renderer/src/pack/packPdf';
import { writeFileAtomically as writeAtomically } from '../lib/writeFileAtomically';
import type { CliIo } from './cliIo';
import { readHexmarchDocument } from './documentFile';
import { nodePrintEnvironment } from './nodePrintEnvironment';
import type { PackCliOptions } from './packOptions';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * `hexmarch pack` (issue 17): the game-night pack as a PDF and/or Markdown. 0 when written, 1 when a file cannot
 * be read or written, 2 when there is no pack to make (a map without a campaign, an unknown side) or a file
 * would be overwritten without --force. Nothing is written unless everything is ready, and each file is written
 * whole (atomically), so a failure never leaves an empty or half-written file.
 */
export async function packCommand(options: PackCliOptions, io: CliIo): Promise<number> {
  const targets = [options.out, options.markdown].filter((t): t is string => t !== null && t !== '-');
  if (!options.force) {
    for (const target of targets) {
      if (await exists(target)) {
        io.error(t('cli:output.existsForce', { path: target }));
        return 2;
      }
    }
  }
  const read = await readHexmarchDocument(options.input);
  if (!read.ok) {
    io.error(read.error);
    return 1;
  }
  const pack = buildPack(read.value, options.pack);
  if (!pack.ok) {
    io.error(t('cli:pack.noPack', { path: options.input, reason: pack.error }));
    return 2;
  }
  const pages = pack.value.pages;
  const count = (kind: string) => pages.filter((p) => p.kind === kind).length;
  const summary = t('cli:pack.summary', {
    sheets: t('cli:pack.sheets', { count: count('battle') }),
    reports: t('cli:pack.reports', { count: count('turn') }),
    debriefs: t('cli:pack.debriefs', { count: count('debrief') }),
  });
  try {
    if (options.out !== null) {
      await writeAtomically(
        options.out,
        await exportPackPdf(nodePrintEnvironment, pack.value, options.paper),
      );
      io.out(t('cli:pack.wrotePdf', { path: options.out, paper: options.paper, summary }));
    }
    if (options.markdown === '-') io.out(packMarkdown(pack.value));
    else if (options.markdown !== null) {
      await writeAtomically(options.markdown, packMarkdown(pack.value));
      io.out(t('cli:pack.wroteMarkdown', { path: options.markdown, summary }));
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? t('cli:pack.noFolder') : (code ?? String(error));
    io.error(t('cli:pack.cannotWrite', { reason }));
    return 1;
  }
  for (const page of pages.filter((p) => p.kind === 'notice'))
    for (const block of page.blocks)
      if (block.kind === 'paragraph') io.out(t('cli:output.note', { note: block.text }));
  return 0;
}
