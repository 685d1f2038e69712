import { t } from '@shared/i18n';
import { exists, writeFailureReason, writeFileAtomically } from '../lib/writeFileAtomically';

/** A file the CLI is about to write. */
export interface OutputFile {
  readonly path: string;
  readonly data: string | Uint8Array;
}

/**
 * Decision (issue 9): an existing output is never replaced unless `--force` is given; the message names the first
 * such file. Exit code 1, like any file that cannot be written.
 */
export async function refuseExisting(paths: readonly string[], force: boolean): Promise<string | undefined> {
  if (force) return undefined;
  for (const path of paths) {
    if (await exists(path)) return t('cli:output.exists', { path });
  }
  return undefined;
}

const PDF_HEAD = '%PDF-';
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47];

/**
 * Why `file` is not a complete output (issue 26: a PDF writer that failed inside left an empty file and the CLI
 * said it wrote it): empty, or a PDF without its header and end marker, or a PNG without its signature.
 */
export function incompleteOutput(file: OutputFile): string | undefined {
  const bytes = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : Buffer.from(file.data);
  if (bytes.length === 0) return t('cli:output.empty', { path: file.path });
  const lower = file.path.toLowerCase();
  if (lower.endsWith('.pdf')) {
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
    if (bytes.subarray(0, 5).toString('latin1') !== PDF_HEAD || !tail.includes('%%EOF'))
      return t('cli:output.notWholePdf', { path: file.path });
  }
  if (lower.endsWith('.png') && !PNG_HEAD.every((byte, i) => bytes[i] === byte))
    return t('cli:output.notWholePng', { path: file.path });
  return undefined;
}

/**
 * Writes every file atomically (scripts/lib/writeFileAtomically.ts), each checked complete first, none written if
 * any is not; the first failure as one sentence.
 */
export async function writeOutputs(files: readonly OutputFile[]): Promise<string | undefined> {
  for (const file of files) {
    const incomplete = incompleteOutput(file);
    if (incomplete) return incomplete;
  }
  for (const file of files) {
    try {
      await writeFileAtomically(file.path, file.data);
    } catch (error) {
      return t('cli:output.cannotWrite', { path: file.path, reason: writeFailureReason(error) });
    }
  }
  return undefined;
}
