import { z } from 'zod';
import type { IpcMain } from 'electron';
import { IPC_CHANNELS, type SystemInfo } from '@shared/ipc';
import { handleValidated } from './handleValidated';

/** The process facts {@link readSystemInfo} reads; `process` in production, a literal in tests. */
export interface ProcessFacts {
  readonly platform: string;
  readonly arch: string;
  readonly versions: Readonly<Record<string, string | undefined>>;
}

/** SystemInfo from the main process's `process` (electron and chrome versions exist only under Electron). */
export function readSystemInfo(proc: ProcessFacts): SystemInfo {
  const versions: Record<string, string> = {};
  for (const name of ['electron', 'chrome', 'node'] as const) {
    const version = proc.versions[name];
    if (version !== undefined) versions[name] = version;
  }
  return { os: proc.platform, arch: proc.arch, versions };
}

/** getSystemInfo takes no arguments; anything passed is refused rather than ignored. */
export const GET_SYSTEM_INFO_ARGS = z.tuple([]);

export function registerSystemInfoHandler(
  ipcMain: Pick<IpcMain, 'handle'>,
  proc: ProcessFacts = process,
): void {
  handleValidated(ipcMain, IPC_CHANNELS.getSystemInfo, GET_SYSTEM_INFO_ARGS, () => readSystemInfo(proc));
}
