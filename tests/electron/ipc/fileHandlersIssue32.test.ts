import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IPC_CHANNELS, type FileRef, type VersionEntry } from '@shared/ipc';
import { FileHandles } from '../../../electron/files/fileHandles';
import { RecoveryStore } from '../../../electron/files/recoveryStore';
import { VersionStore } from '../../../electron/files/versionStore';
import { registerFileHandlers } from '../../../electron/ipc/fileHandlers';
import { fakeIpcMain } from './fakeIpcMain';

const FILE_TEXT = '{"format":"hexmarch","version":1,"appVersion":"0.1.0","document":{}}';
const SUMMARY = { title: 'Border War', turn: 3, width: 40, height: 30 };
let folder: string;
let userData: string;
let ipc: ReturnType<typeof fakeIpcMain>;

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-drop-'));
  userData = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-userdata-'));
  ipc = fakeIpcMain();
  registerFileHandlers(ipc.ipcMain, {
    handles: new FileHandles(),
    recovery: new RecoveryStore(userData),
    chooseFileToOpen: () => Promise.resolve(null),
    chooseFileToSave: () => Promise.resolve(null),
    onFileUsed: () => {},
    launchFile: null,
    versions: new VersionStore(userData),
  });
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(userData, { recursive: true, force: true });
});

describe('file IPC handlers of issue 32', () => {
  it('gives a dropped file a handle that reads and saves like a dialog’s, and nothing for a File with no path', async () => {
    const dropped = path.join(folder, 'Dropped.hexmarch');
    writeFileSync(dropped, FILE_TEXT);
    const ref = (await ipc.invoke(IPC_CHANNELS.fileForDrop, dropped)) as FileRef;
    expect(ref.name).toBe('Dropped.hexmarch');
    await expect(ipc.invoke(IPC_CHANNELS.readFile, ref.handle)).resolves.toEqual({
      ok: true,
      text: FILE_TEXT,
    });
    await expect(ipc.invoke(IPC_CHANNELS.fileForDrop, '')).resolves.toBeNull();
    await expect(ipc.invoke(IPC_CHANNELS.fileForDrop, 'relative/path.hexmarch')).rejects.toThrow();
  });

  it('keeps a version of a saved campaign in the user-data folder, never beside the file, and reads it back', async () => {
    const campaign = path.join(folder, 'Border War.hexmarch');
    writeFileSync(campaign, FILE_TEXT);
    const ref = (await ipc.invoke(IPC_CHANNELS.fileForDrop, campaign)) as FileRef;
    await ipc.invoke(IPC_CHANNELS.saveVersion, ref.handle, FILE_TEXT, SUMMARY);
    expect(readdirSync(folder)).toEqual(['Border War.hexmarch']);
    const listed = (await ipc.invoke(IPC_CHANNELS.listVersions, ref.handle)) as VersionEntry[];
    expect(listed.map((entry) => entry.summary)).toEqual([SUMMARY]);
    await expect(ipc.invoke(IPC_CHANNELS.readVersion, ref.handle, listed[0]!.id)).resolves.toEqual({
      ok: true,
      text: FILE_TEXT,
    });
    await expect(ipc.invoke(IPC_CHANNELS.readVersion, ref.handle, '0000000000001')).resolves.toMatchObject({
      ok: false,
    });
  });

  it('refuses a version that is not a campaign file or whose summary is malformed', async () => {
    const ref = (await ipc.invoke(IPC_CHANNELS.fileForDrop, path.join(folder, 'c.hexmarch'))) as FileRef;
    await expect(ipc.invoke(IPC_CHANNELS.saveVersion, ref.handle, 'hello', SUMMARY)).rejects.toThrow();
    await expect(
      ipc.invoke(IPC_CHANNELS.saveVersion, ref.handle, FILE_TEXT, { ...SUMMARY, turn: -1 }),
    ).rejects.toThrow();
  });
});
