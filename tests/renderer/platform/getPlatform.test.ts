import { describe, expect, it, vi } from 'vitest';
import type { HexmarchBridge } from '@shared/ipc';
import { setLanguage } from '@shared/i18n';
import { APP_VERSION, getPlatform, isHexmarchBridge } from '../../../renderer/src/platform';

function desktopBridge(): HexmarchBridge {
  return {
    edition: 'desktop',
    appVersion: '9.9.9',
    getSystemInfo: vi.fn().mockResolvedValue({ os: 'linux', arch: 'x64', versions: { electron: '45.4.1' } }),
    showOpenDialog: vi.fn(),
    showSaveDialog: vi.fn(),
    readFile: vi.fn(),
    writeFile: vi.fn(),
    writeRecovery: vi.fn(),
    readRecovery: vi.fn(),
    takeLaunchFile: vi.fn(),
    fileForDrop: vi.fn(),
    saveVersion: vi.fn(),
    listVersions: vi.fn(),
    readVersion: vi.fn(),
    setWindowState: vi.fn(),
    closeWindow: vi.fn(),
    openExternal: vi.fn(),
    saveExport: vi.fn(),
    tentAddresses: vi.fn(),
    openTent: vi.fn(),
    updateTent: vi.fn(),
    tentStatus: vi.fn(),
    takeTentOrders: vi.fn(),
    unlockTentSeat: vi.fn(),
    closeTent: vi.fn(),
    setLanguage: vi.fn(),
    onMenuCommand: vi.fn(),
  };
}

describe('getPlatform with the desktop bridge', () => {
  it('returns the bridge itself, so calls go straight to the preload', () => {
    const bridge = desktopBridge();
    expect(getPlatform({ hexmarch: bridge })).toBe(bridge);
  });

  it('reports the desktop edition, the version main passed and the main process’s system info', async () => {
    const platform = getPlatform({ hexmarch: desktopBridge() });
    expect(platform.edition).toBe('desktop');
    expect(platform.appVersion).toBe('9.9.9');
    await expect(platform.getSystemInfo()).resolves.toEqual({
      os: 'linux',
      arch: 'x64',
      versions: { electron: '45.4.1' },
    });
  });
});

describe('the desktop’s main process follows the GM’s language (issue 32)', () => {
  it('is told the language now shown and every later switch, once per bridge', async () => {
    const bridge = desktopBridge();
    getPlatform({ hexmarch: bridge });
    getPlatform({ hexmarch: bridge });
    setLanguage('de');
    setLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vi.mocked(bridge.setLanguage).mock.calls).toEqual([['en'], ['de'], ['en']]);
  });
});

describe('getPlatform without the bridge (browser edition)', () => {
  const browser = { navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' } };

  it('reports the browser edition and the built-in version', () => {
    const platform = getPlatform(browser);
    expect(platform.edition).toBe('browser');
    expect(platform.appVersion).toBe(APP_VERSION);
  });

  it('reports the web as its os and the user agent as its only version', async () => {
    await expect(getPlatform(browser).getSystemInfo()).resolves.toEqual({
      os: 'web',
      arch: null,
      versions: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
    });
  });

  it('returns the same object on every call, so React effects do not rerun', () => {
    expect(getPlatform(browser)).toBe(getPlatform(browser));
  });

  it('works with no navigator at all', async () => {
    await expect(getPlatform({}).getSystemInfo()).resolves.toEqual({ os: 'web', arch: null, versions: {} });
  });

  it('reads globalThis when no scope is given (here, Node: no bridge)', () => {
    expect(getPlatform().edition).toBe('browser');
  });

  it.each([
    ['a page-defined global that is not the bridge', { edition: 'desktop' }],
    ['a bridge claiming the browser edition', { ...desktopBridge(), edition: 'browser' }],
    ['a bridge without getSystemInfo', { edition: 'desktop', appVersion: '1.0.0' }],
    ['null', null],
    ['a string', 'hexmarch'],
  ])('ignores %s and falls back to the browser edition', (_case, hexmarch) => {
    expect(getPlatform({ hexmarch }).edition).toBe('browser');
  });
});

describe('isHexmarchBridge', () => {
  it('accepts the desktop bridge shape', () => {
    expect(isHexmarchBridge(desktopBridge())).toBe(true);
  });

  it('rejects undefined', () => {
    expect(isHexmarchBridge(undefined)).toBe(false);
  });
});
