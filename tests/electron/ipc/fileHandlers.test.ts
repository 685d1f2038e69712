import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS, type FileRef } from '@shared/ipc';
import { FileHandles } from '../../../electron/files/fileHandles';
import { RecoveryStore } from '../../../electron/files/recoveryStore';
import { FILE_ARGS, registerFileHandlers } from '../../../electron/ipc/fileHandlers';
import { fakeIpcMain } from './fakeIpcMain';

const FILE_TEXT = '{"format":"hexmarch","version":1,"appVersion":"0.1.0","document":{}}';
let folder: string;
let ipc: ReturnType<typeof fakeIpcMain>;
let chosenToOpen: string | null;
let chosenToSave: string | null;
const onFileUsed = vi.fn();
let askedKinds: string[] = [];

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-ipc-'));
  ipc = fakeIpcMain();
  chosenToOpen = chosenToSave = null;
  onFileUsed.mockClear();
  askedKinds = [];
  registerFileHandlers(ipc.ipcMain, {
    handles: new FileHandles(),
    recovery: new RecoveryStore(folder),
    chooseFileToOpen: (kind) => {
      askedKinds.push(kind);
      return Promise.resolve(chosenToOpen);
    },
    chooseFileToSave: () => Promise.resolve(chosenToSave),
    onFileUsed,
    launchFile: path.join(folder, 'From the command line.hexmarch'),
  });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('file IPC handlers', () => {
  it('registers one handler per file channel, each with an argument schema', () => {
    for (const method of Object.keys(FILE_ARGS)) {
      expect(ipc.handlers.has(IPC_CHANNELS[method as keyof typeof FILE_ARGS])).toBe(true);
    }
  });

  it('hands out an opaque handle and the bare name for a file chosen in the Open dialog, then reads it', async () => {
    chosenToOpen = path.join(folder, 'Border War.hexmarch');
    writeFileSync(chosenToOpen, FILE_TEXT);
    const ref = (await ipc.invoke(IPC_CHANNELS.showOpenDialog)) as FileRef;
    expect(ref.name).toBe('Border War.hexmarch');
    expect(ref.handle).not.toContain(folder);
    await expect(ipc.invoke(IPC_CHANNELS.readFile, ref.handle)).resolves.toEqual({
      ok: true,
      text: FILE_TEXT,
    });
    expect(onFileUsed).toHaveBeenCalledWith(chosenToOpen);
  });

  it('offers Azgaar exports for an import (issue 31) and keeps such a file out of the recent campaigns', async () => {
    chosenToOpen = path.join(folder, 'Little Marches.json');
    writeFileSync(chosenToOpen, '{"info":{}}');
    const ref = (await ipc.invoke(IPC_CHANNELS.showOpenDialog, 'azgaar')) as FileRef;
    expect(askedKinds).toEqual(['azgaar']);
    expect(ref.name).toBe('Little Marches.json');
    await expect(ipc.invoke(IPC_CHANNELS.readFile, ref.handle)).resolves.toEqual({
      ok: true,
      text: '{"info":{}}',
    });
    expect(onFileUsed).not.toHaveBeenCalled();
    await ipc.invoke(IPC_CHANNELS.showOpenDialog);
    expect(askedKinds).toEqual(['azgaar', 'campaign']);
    await expect(ipc.invoke(IPC_CHANNELS.showOpenDialog, 'secrets')).rejects.toThrow(/invalid arguments/);
  });

  it('returns null when the GM cancels a dialog', async () => {
    await expect(ipc.invoke(IPC_CHANNELS.showOpenDialog)).resolves.toBeNull();
    await expect(ipc.invoke(IPC_CHANNELS.showSaveDialog, 'Untitled.hexmarch')).resolves.toBeNull();
  });

  it('saves through a handle from the Save dialog, atomically, and keeps the old file as a backup', async () => {
    chosenToSave = path.join(folder, 'Saved.hexmarch');
    writeFileSync(chosenToSave, FILE_TEXT.replace('0.1.0', '0.0.9'));
    const ref = (await ipc.invoke(IPC_CHANNELS.showSaveDialog, 'Saved.hexmarch')) as FileRef;
    await expect(ipc.invoke(IPC_CHANNELS.writeFile, ref.handle, FILE_TEXT)).resolves.toEqual({ ok: true });
    expect(readFileSync(chosenToSave, 'utf8')).toBe(FILE_TEXT);
    expect(readFileSync(path.join(folder, 'Saved (backup).hexmarch'), 'utf8')).toContain('0.0.9');
  });

  it('refuses a write to a handle main never issued: the renderer cannot pick a path', async () => {
    const made = '123e4567-e89b-42d3-a456-426614174000';
    await expect(ipc.invoke(IPC_CHANNELS.writeFile, made, FILE_TEXT)).resolves.toEqual({
      ok: false,
      message: 'This file is no longer known to Hexmarch. Use Save As.',
    });
  });

  it('refuses a path where a handle belongs, text that is not a Hexmarch file, and folders in a name', async () => {
    await expect(ipc.invoke(IPC_CHANNELS.writeFile, '/etc/passwd', FILE_TEXT)).rejects.toThrow(
      /invalid arguments/,
    );
    const ref = (await ipc.invoke(IPC_CHANNELS.takeLaunchFile)) as FileRef;
    await expect(ipc.invoke(IPC_CHANNELS.writeFile, ref.handle, 'rm -rf /')).rejects.toThrow(
      /not a Hexmarch file/,
    );
    await expect(ipc.invoke(IPC_CHANNELS.showSaveDialog, '../../x.hexmarch')).rejects.toThrow(
      /invalid arguments/,
    );
  });

  it('refuses every file call from a page that is not the app', async () => {
    await expect(ipc.invokeFrom('https://evil.example/', IPC_CHANNELS.showOpenDialog)).rejects.toThrow(
      /sender is not the Hexmarch app/,
    );
    await expect(ipc.invokeFrom('file:///tmp/x.html', IPC_CHANNELS.readRecovery)).rejects.toThrow(/sender/);
  });

  it('hands out the command-line file once', async () => {
    const ref = (await ipc.invoke(IPC_CHANNELS.takeLaunchFile)) as FileRef;
    expect(ref.name).toBe('From the command line.hexmarch');
    await expect(ipc.invoke(IPC_CHANNELS.takeLaunchFile)).resolves.toBeNull();
  });

  it('writes, reads and clears the recovery copy', async () => {
    await expect(ipc.invoke(IPC_CHANNELS.readRecovery)).resolves.toBeNull();
    await ipc.invoke(IPC_CHANNELS.writeRecovery, FILE_TEXT);
    await expect(ipc.invoke(IPC_CHANNELS.readRecovery)).resolves.toBe(FILE_TEXT);
    await ipc.invoke(IPC_CHANNELS.writeRecovery, null);
    await expect(ipc.invoke(IPC_CHANNELS.readRecovery)).resolves.toBeNull();
  });

  it('reports a file that vanished in plain words', async () => {
    chosenToOpen = path.join(folder, 'Gone.hexmarch');
    const ref = (await ipc.invoke(IPC_CHANNELS.showOpenDialog)) as FileRef;
    await expect(ipc.invoke(IPC_CHANNELS.readFile, ref.handle)).resolves.toEqual({
      ok: false,
      message: 'The file is gone: it was moved, renamed or deleted.',
    });
  });
});
