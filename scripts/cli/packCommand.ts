import { access } from 'node:fs/promises';
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
        io.error(`${target} already exists; add --force to replace it.`);
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
    io.error(`No pack made from ${options.input}: ${pack.error}`);
    return 2;
  }
  const pages = pack.value.pages;
  const count = (kind: string, noun: string) => {
    const n = pages.filter((p) => p.kind === kind).length;
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
  };
  const summary = [
    count('battle', 'battle sheet'),
    count('turn', 'turn report'),
    count('debrief', 'debrief'),
  ].join(', ');
  try {
    if (options.out !== null) {
      await writeAtomically(
        options.out,
        await exportPackPdf(nodePrintEnvironment, pack.value, options.paper),
      );
      io.out(`Wrote ${options.out} (${options.paper}; ${summary})`);
    }
    if (options.markdown === '-') io.out(packMarkdown(pack.value));
    else if (options.markdown !== null) {
      await writeAtomically(options.markdown, packMarkdown(pack.value));
      io.out(`Wrote ${options.markdown} (Markdown; ${summary})`);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.error(`Cannot write the pack: ${code === 'ENOENT' ? 'no such folder' : (code ?? String(error))}.`);
    return 1;
  }
  for (const page of pages.filter((p) => p.kind === 'notice'))
    for (const block of page.blocks) if (block.kind === 'paragraph') io.out(`Note: ${block.text}`);
  return 0;
}
