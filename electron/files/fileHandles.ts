import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FileRef } from '@shared/ipc';

/**
 * The paths behind the renderer's file handles. Only main creates entries (from its own dialogs, the recent-files
 * menu and the command line), so the renderer can write only where the GM pointed a dialog, never to a path it
 * made up (issue 5 §2).
 */
export class FileHandles {
  private readonly paths = new Map<string, string>();
  private readonly handles = new Map<string, string>();

  /** A handle for `filePath`, the same one each time for the same file. */
  issue(filePath: string): FileRef {
    const resolved = path.resolve(filePath);
    let handle = this.handles.get(resolved);
    if (handle === undefined) {
      handle = randomUUID();
      this.handles.set(resolved, handle);
      this.paths.set(handle, resolved);
    }
    return { handle, name: path.basename(resolved) };
  }

  /** The path behind a handle, or undefined for a handle main never issued. */
  pathOf(handle: string): string | undefined {
    return this.paths.get(handle);
  }
}
