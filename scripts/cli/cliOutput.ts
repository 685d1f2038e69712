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
    if (await exists(path)) return `Not written: ${path} already exists (add --force to replace it).`;
  }
  return undefined;
}

/** Writes every file atomically (scripts/lib/writeFileAtomically.ts); the first failure as one sentence. */
export async function writeOutputs(files: readonly OutputFile[]): Promise<string | undefined> {
  for (const file of files) {
    try {
      await writeFileAtomically(file.path, file.data);
    } catch (error) {
      return `Cannot write ${file.path}: ${writeFailureReason(error)}.`;
    }
  }
  return undefined;
}
