import fs from 'node:fs/promises';
import path from 'node:path';
import { removeTempLeftovers, writeFileAtomically } from './writeFileAtomically';

/**
 * The crash-recovery copy (issue 5 §3): the renderer writes it a moment after each unsaved change and clears it
 * on save, open and a deliberate "Don't save". A copy still present at start means the last session ended
 * with unsaved changes (a crash, a killed process, a power cut), so the app offers to restore it.
 */
export class RecoveryStore {
  readonly filePath: string;

  constructor(folder: string) {
    this.filePath = path.join(folder, 'recovery', 'unsaved.hexmarch');
  }

  async write(text: string | null): Promise<void> {
    if (text === null) {
      await fs.rm(this.filePath, { force: true });
      return;
    }
    await fs.mkdir(path.dirname(this.filePath), { recursive: true });
    // Atomic like a save, so a crash during this write leaves the previous recovery copy whole.
    await writeFileAtomically(this.filePath, text);
    await removeTempLeftovers([this.filePath]);
  }

  async read(): Promise<string | null> {
    try {
      return await fs.readFile(this.filePath, 'utf8');
    } catch {
      return null;
    }
  }
}
