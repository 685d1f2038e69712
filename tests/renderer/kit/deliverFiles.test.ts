// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HexmarchBridge } from '@shared/ipc';
import { deliverFiles } from '../../../renderer/src/kit/deliverFiles';
import type { ExportFile } from '../../../renderer/src/menus/export/exportFiles';
import { createBrowserPlatform, getPlatform } from '../../../renderer/src/platform';

const FILES: ExportFile[] = [
  { name: 'war-red.pdf', type: 'application/pdf', bytes: new Uint8Array([1, 2]) },
  { name: 'war-blue.pdf', type: 'application/pdf', bytes: new Uint8Array([3]) },
];

function desktopBridge(saveExport: HexmarchBridge['saveExport']): HexmarchBridge {
  const unused = vi.fn();
  return {
    edition: 'desktop',
    appVersion: '1.0.0',
    getSystemInfo: unused,
    showOpenDialog: unused,
    showSaveDialog: unused,
    readFile: unused,
    writeFile: unused,
    writeRecovery: unused,
    readRecovery: unused,
    takeLaunchFile: unused,
    fileForDrop: unused,
    saveVersion: unused,
    listVersions: unused,
    readVersion: unused,
    setWindowState: unused,
    closeWindow: unused,
    openExternal: unused,
    saveExport,
    tentAddresses: unused,
    openTent: unused,
    updateTent: unused,
    tentStatus: unused,
    takeTentOrders: unused,
    unlockTentSeat: unused,
    closeTent: unused,
    setLanguage: unused,
    onMenuCommand: unused,
  };
}

let clicked: { name: string; href: string }[];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = vi.fn(() => `blob:hexmarch/${clicked.length}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ name: this.download, href: this.href });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('deliverFiles', () => {
  it('hands the whole export to the desktop bridge at once and downloads nothing', async () => {
    const saveExport = vi.fn().mockResolvedValue({ saved: ['war-red.pdf', 'war-blue.pdf'] });
    const result = await deliverFiles(FILES, desktopBridge(saveExport), document);
    expect(result).toEqual({ saved: ['war-red.pdf', 'war-blue.pdf'] });
    expect(saveExport.mock.calls).toEqual([
      [
        [
          { name: 'war-red.pdf', bytes: FILES[0]?.bytes },
          { name: 'war-blue.pdf', bytes: FILES[1]?.bytes },
        ],
      ],
    ]);
    expect(clicked).toEqual([]);
  });

  it('passes the desktop’s cancel and failure answers through for the dialog to show', async () => {
    const cancelled = vi.fn().mockResolvedValue({ cancelled: true });
    await expect(deliverFiles(FILES, desktopBridge(cancelled), document)).resolves.toEqual({
      cancelled: true,
    });
    const failed = vi.fn().mockResolvedValue({ message: 'war-red.pdf was not saved.' });
    await expect(deliverFiles(FILES, desktopBridge(failed), document)).resolves.toEqual({
      message: 'war-red.pdf was not saved.',
    });
  });

  it('downloads each file in the browser edition, named as exported', async () => {
    const browser = createBrowserPlatform({});
    await expect(deliverFiles(FILES, browser, document)).resolves.toEqual({
      saved: ['war-red.pdf', 'war-blue.pdf'],
    });
    expect(clicked.map((link) => link.name)).toEqual(['war-red.pdf', 'war-blue.pdf']);
    expect(document.querySelectorAll('a').length).toBe(0);
  });

  it('uses the bridge when the page has one, and the browser platform’s downloads otherwise', async () => {
    const saveExport = vi.fn().mockResolvedValue({ saved: ['war-red.pdf'] });
    expect(getPlatform({ hexmarch: desktopBridge(saveExport) }).edition).toBe('desktop');
    const browser = getPlatform({ document, navigator });
    await expect(browser.saveExport(FILES)).resolves.toEqual({ saved: ['war-red.pdf', 'war-blue.pdf'] });
    expect(clicked.map((link) => link.name)).toEqual(['war-red.pdf', 'war-blue.pdf']);
  });
});
