import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS, MAX_EXPORT_FILES, type ExportExtension } from '@shared/ipc';
import { registerExportHandler } from '../../../electron/ipc/exportHandlers';
import { fakeIpcMain } from './fakeIpcMain';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
let folder: string;
let ipc: ReturnType<typeof fakeIpcMain>;
let chosenFile: string | null;
let chosenFolder: string | null;
const chooseExportFile = vi.fn((_name: string, _extension: ExportExtension) => Promise.resolve(chosenFile));
const chooseExportFolder = vi.fn(() => Promise.resolve(chosenFolder));
/** The GM's answer to the native "Replace these files?" question. */
let replaceAnswer = false;
const confirmReplace = vi.fn((_names: readonly string[], _folder: string) => Promise.resolve(replaceAnswer));

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-export-'));
  ipc = fakeIpcMain();
  chosenFile = chosenFolder = null;
  chooseExportFile.mockClear();
  chooseExportFolder.mockClear();
  confirmReplace.mockClear();
  replaceAnswer = false;
  registerExportHandler(ipc.ipcMain, { chooseExportFile, chooseExportFolder, confirmReplace });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const save = (...args: unknown[]) => ipc.invoke(IPC_CHANNELS.saveExport, ...args);

describe('saveExport handler', () => {
  it('writes one file where the Save dialog says, offering the suggested name and its extension', async () => {
    chosenFile = path.join(folder, 'Border War.pdf');
    await expect(save([{ name: 'border-war.pdf', bytes: PDF }])).resolves.toEqual({
      saved: ['Border War.pdf'],
    });
    expect(chooseExportFile).toHaveBeenCalledWith('border-war.pdf', 'pdf');
    expect(chooseExportFolder).not.toHaveBeenCalled();
    expect(new Uint8Array(readFileSync(chosenFile))).toEqual(PDF);
  });

  it.each([
    ['an assault record', 'highkeep.json', 'json'],
    ['an assault report', 'highkeep.md', 'md'],
    ['a roster list', 'red-host.csv', 'csv'],
  ])('writes %s (issue 13), offering its own extension', async (_what, name, extension) => {
    chosenFile = path.join(folder, 'Saved');
    const bytes = new TextEncoder().encode('text');
    await expect(save([{ name, bytes }])).resolves.toEqual({ saved: [`Saved.${extension}`] });
    expect(chooseExportFile).toHaveBeenCalledWith(name, extension);
  });

  it('adds the extension back when the GM typed a name without it', async () => {
    chosenFile = path.join(folder, 'Poster');
    await expect(save([{ name: 'poster.png', bytes: PNG }])).resolves.toEqual({ saved: ['Poster.png'] });
    expect(readdirSync(folder)).toEqual(['Poster.png']);
  });

  it('asks once for a folder and writes several files into it under their own names, leaving no temp files', async () => {
    chosenFolder = folder;
    const files = [
      { name: 'war-red.pdf', bytes: PDF },
      { name: 'war-blue.pdf', bytes: PDF },
      { name: 'war-sheet-1.png', bytes: PNG },
    ];
    await expect(save(files)).resolves.toEqual({ saved: ['war-red.pdf', 'war-blue.pdf', 'war-sheet-1.png'] });
    expect(chooseExportFolder).toHaveBeenCalledTimes(1);
    expect(readdirSync(folder).sort()).toEqual(['war-blue.pdf', 'war-red.pdf', 'war-sheet-1.png']);
    expect(new Uint8Array(readFileSync(path.join(folder, 'war-sheet-1.png')))).toEqual(PNG);
  });

  it('lists every file a multi-file export would replace in one question, and on Cancel writes nothing', async () => {
    chosenFolder = folder;
    writeFileSync(path.join(folder, 'war-red.pdf'), 'my red notes');
    writeFileSync(path.join(folder, 'war-sheet-1.png'), 'my sheet');
    const files = [
      { name: 'war-red.pdf', bytes: PDF },
      { name: 'war-blue.pdf', bytes: PDF },
      { name: 'war-sheet-1.png', bytes: PNG },
    ];
    await expect(save(files)).resolves.toEqual({ cancelled: true });
    expect(confirmReplace).toHaveBeenCalledTimes(1);
    expect(confirmReplace).toHaveBeenCalledWith(['war-red.pdf', 'war-sheet-1.png'], folder);
    expect(readdirSync(folder).sort()).toEqual(['war-red.pdf', 'war-sheet-1.png']);
    expect(readFileSync(path.join(folder, 'war-red.pdf'), 'utf8')).toBe('my red notes');
  });

  it('replaces the listed files when the GM says Replace, asking only once', async () => {
    chosenFolder = folder;
    replaceAnswer = true;
    writeFileSync(path.join(folder, 'a.png'), 'old');
    writeFileSync(path.join(folder, 'b.png'), 'old');
    const files = [
      { name: 'a.png', bytes: PNG },
      { name: 'b.png', bytes: PNG },
    ];
    await expect(save(files)).resolves.toEqual({ saved: ['a.png', 'b.png'] });
    expect(confirmReplace).toHaveBeenCalledTimes(1);
    expect(new Uint8Array(readFileSync(path.join(folder, 'b.png')))).toEqual(PNG);
  });

  it('tidies away the hidden temp files a killed export of these names left, and nothing else', async () => {
    chosenFolder = folder;
    const leftover = '.a.png.hexmarch-temp-0123456789ab';
    writeFileSync(path.join(folder, leftover), 'half a pict');
    writeFileSync(path.join(folder, 'a.png.1234'), 'mine');
    writeFileSync(path.join(folder, '.c.png.hexmarch-temp-0123456789ab'), 'another export’s');
    await save([
      { name: 'a.png', bytes: PNG },
      { name: 'b.png', bytes: PNG },
    ]);
    expect(readdirSync(folder).sort()).toEqual([
      '.c.png.hexmarch-temp-0123456789ab',
      'a.png',
      'a.png.1234',
      'b.png',
    ]);
  });

  it('asks nothing when no file is in the way', async () => {
    chosenFolder = folder;
    writeFileSync(path.join(folder, 'unrelated.png'), 'mine');
    await save([
      { name: 'a.png', bytes: PNG },
      { name: 'b.png', bytes: PNG },
    ]);
    expect(confirmReplace).not.toHaveBeenCalled();
  });

  it('asks before the extension it adds makes the typed name an existing file, and keeps it on Cancel', async () => {
    chosenFile = path.join(folder, 'Poster');
    writeFileSync(path.join(folder, 'Poster.png'), 'my poster');
    await expect(save([{ name: 'poster.png', bytes: PNG }])).resolves.toEqual({ cancelled: true });
    expect(confirmReplace).toHaveBeenCalledWith(['Poster.png'], folder);
    expect(readFileSync(path.join(folder, 'Poster.png'), 'utf8')).toBe('my poster');
    replaceAnswer = true;
    await expect(save([{ name: 'poster.png', bytes: PNG }])).resolves.toEqual({ saved: ['Poster.png'] });
    expect(new Uint8Array(readFileSync(path.join(folder, 'Poster.png')))).toEqual(PNG);
  });

  it('leaves the question about a name typed with its extension to the Save dialog, which already asked', async () => {
    chosenFile = path.join(folder, 'Map.PDF');
    writeFileSync(chosenFile, 'old');
    await expect(save([{ name: 'map.pdf', bytes: PDF }])).resolves.toEqual({ saved: ['Map.PDF'] });
    expect(confirmReplace).not.toHaveBeenCalled();
  });

  it('writes nothing and says so when the GM cancels either dialog', async () => {
    await expect(save([{ name: 'map.pdf', bytes: PDF }])).resolves.toEqual({ cancelled: true });
    await expect(
      save([
        { name: 'a.png', bytes: PNG },
        { name: 'b.png', bytes: PNG },
      ]),
    ).resolves.toEqual({ cancelled: true });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('returns a plain message when a file cannot be written', async () => {
    chosenFolder = path.join(folder, 'gone');
    const result = await save([
      { name: 'a.png', bytes: PNG },
      { name: 'b.png', bytes: PNG },
    ]);
    expect(result).toEqual({
      message: 'a.png was not saved. The folder no longer exists. Save somewhere else.',
    });
  });

  it.each([
    ['a path', '../escape.pdf'],
    ['an absolute path', '/tmp/escape.pdf'],
    ['a Windows path', 'C:\\Users\\gm\\escape.pdf'],
    ['another kind of file', 'script.sh'],
    ['a hidden double extension', 'notes.pdf.exe'],
    ['an empty name', '.pdf'],
    ['an over-long name', `${'x'.repeat(200)}.pdf`],
    ['a control character', 'a\nb.pdf'],
  ])('refuses %s as a file name before any dialog opens', async (_what, name) => {
    chosenFile = path.join(folder, 'x.pdf');
    await expect(save([{ name, bytes: PDF }])).rejects.toThrow(/saveExport refused: invalid arguments/);
    expect(chooseExportFile).not.toHaveBeenCalled();
  });

  it('refuses bytes that are not bytes, no files, too many files, duplicate names and extra arguments', async () => {
    await expect(save([{ name: 'a.pdf', bytes: 'text' }])).rejects.toThrow(/invalid arguments/);
    await expect(save([])).rejects.toThrow(/invalid arguments/);
    const many = Array.from({ length: MAX_EXPORT_FILES + 1 }, (_, i) => ({ name: `s${i}.png`, bytes: PNG }));
    await expect(save(many)).rejects.toThrow(/invalid arguments/);
    await expect(
      save([
        { name: 'a.pdf', bytes: PDF },
        { name: 'A.pdf', bytes: PDF },
      ]),
    ).rejects.toThrow(/two files share a name/);
    await expect(save([{ name: 'a.pdf', bytes: PDF }], 'extra')).rejects.toThrow(/invalid arguments/);
    expect(chooseExportFile).not.toHaveBeenCalled();
    expect(chooseExportFolder).not.toHaveBeenCalled();
  });

  it('refuses an export larger than 2 GB in total', async () => {
    // Real Uint8Arrays whose byteLength claims just over 1 GB each: allocating 2 GB would only slow the test.
    const big = () => Object.defineProperty(new Uint8Array(1), 'byteLength', { value: 1024 ** 3 + 1 });
    await expect(
      save([
        { name: 'a.png', bytes: big() },
        { name: 'b.png', bytes: big() },
      ]),
    ).rejects.toThrow(/larger than 2 GB/);
  });

  it('refuses a call from a page that is not the app', async () => {
    chosenFile = path.join(folder, 'x.pdf');
    await expect(
      ipc.invokeFrom('https://evil.example/', IPC_CHANNELS.saveExport, [{ name: 'x.pdf', bytes: PDF }]),
    ).rejects.toThrow(/sender is not the Hexmarch app/);
    expect(readdirSync(folder)).toEqual([]);
  });
});
