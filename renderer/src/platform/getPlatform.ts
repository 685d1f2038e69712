import { BRIDGE_KEYS, type HexmarchBridge, type SystemInfo } from '@shared/ipc';
import { browserAppVersion } from './appVersion';
import { createBrowserFiles, type BrowserFileMethods } from './browserFiles';
import { createBrowserTent } from './browserTent';
import { downloadFiles } from './downloadFiles';
import { tellLanguage } from './tellLanguage';
import type { BrowserPlatform, Platform } from './platform';

const refuse = () => Promise.reject(new Error('No files without a page (Node tests)'));
/** Outside a page (unit tests of other features) there is nothing to open or save. */
const noFiles: BrowserFileMethods = {
  showOpenDialog: refuse,
  showSaveDialog: refuse,
  readFile: refuse,
  writeFile: refuse,
  writeRecovery: () => Promise.resolve(),
  readRecovery: () => Promise.resolve(null),
  takeLaunchFile: () => Promise.resolve(null),
  fileForDrop: () => Promise.resolve(null),
  saveVersion: () => Promise.resolve(),
  listVersions: () => Promise.resolve([]),
  readVersion: () => Promise.resolve({ ok: false, message: 'No versions without a page.' }),
  setWindowState: () => Promise.resolve(),
  closeWindow: () => Promise.resolve(),
  openExternal: () => Promise.resolve(false),
  onMenuCommand: () => () => {},
};

/** Where getPlatform looks: `window` in the app, a plain object in tests. */
export interface PlatformScope {
  readonly hexmarch?: unknown;
  readonly navigator?: { readonly userAgent: string };
  /** The page's window, for the browser edition's files (absent in Node tests: file methods then refuse). */
  readonly document?: unknown;
  /** The page's fetch, for the browser edition's order tent (absent in Node tests: the tent is then unreachable). */
  readonly fetch?: typeof fetch;
}

/**
 * True when `value` looks like the preload's bridge. The preload is ours, but the check costs nothing and keeps
 * a page that defines its own `hexmarch` global from being mistaken for the desktop app.
 */
export function isHexmarchBridge(value: unknown): value is HexmarchBridge {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    BRIDGE_KEYS.every((key) => key in candidate) &&
    candidate.edition === 'desktop' &&
    typeof candidate.appVersion === 'string' &&
    BRIDGE_KEYS.every(
      (key) => key === 'edition' || key === 'appVersion' || typeof candidate[key] === 'function',
    )
  );
}

/** The browser edition's stand-in for the bridge. */
export function createBrowserPlatform(scope: PlatformScope): BrowserPlatform {
  const info: SystemInfo = {
    os: 'web',
    arch: null,
    versions: scope.navigator ? { userAgent: scope.navigator.userAgent } : {},
  };
  return {
    edition: 'browser',
    appVersion: browserAppVersion(),
    getSystemInfo: () => Promise.resolve(info),
    // No main process to tell: the page itself is all there is (issue 32).
    setLanguage: () => Promise.resolve(),
    saveExport: (files) => {
      if (!scope.document) return refuse();
      downloadFiles(files, scope.document as Document);
      // A download cannot be cancelled from here: the browser owns it once it has started.
      return Promise.resolve({ saved: files.map((file) => file.name) });
    },
    ...createBrowserTent(
      scope.fetch ? scope.fetch.bind(scope) : () => Promise.reject(new Error('No tent without a page')),
    ),
    ...(scope.document ? createBrowserFiles(scope as Window & typeof globalThis) : noFiles),
  };
}

// One fallback per scope, so repeated calls return the same object (stable for React dependencies).
const browserPlatforms = new WeakMap<object, BrowserPlatform>();

/**
 * The platform Hexmarch runs on: the Electron preload's bridge (window.hexmarch) when present, otherwise the
 * browser edition's fallback. This is the only code in the renderer that reads window.hexmarch.
 */
export function getPlatform(scope: PlatformScope = globalThis as PlatformScope): Platform {
  if (isHexmarchBridge(scope.hexmarch)) {
    tellLanguage(scope.hexmarch);
    return scope.hexmarch;
  }
  let fallback = browserPlatforms.get(scope);
  if (fallback === undefined) {
    fallback = createBrowserPlatform(scope);
    browserPlatforms.set(scope, fallback);
  }
  return fallback;
}
