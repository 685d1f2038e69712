/**
 * The contract between the Electron preload script and the renderer (STYLE.md "Electron").
 *
 * The preload exposes exactly one object, `window.hexmarch`, of type {@link HexmarchBridge}: plain data plus one
 * method per capability. The renderer never sees `ipcRenderer`, so a compromised page can only call these methods,
 * and every method's main-side handler checks its sender and validates its arguments.
 */

import type { Language } from '../i18n/languages';
import type { ExportFileData, SaveExportResult } from './exports';
import type {
  FileReadResult,
  FileRef,
  FileWriteResult,
  MenuCommand,
  OpenDialogKind,
  WindowState,
} from './files';
import type { VersionEntry, VersionSummary } from './versions';
import type { TentAddressChoice, TentAnswer, TentDeskStatus, TentLockedOrders, TentOpened } from './tent';

/** A File the GM dropped (the DOM's File, which shared/ cannot name: no DOM here). */
export interface DroppedFile {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

/** Where Hexmarch runs: the Electron desktop app, or the same renderer served to a web browser. */
export type Edition = 'desktop' | 'browser';

/** Facts about the running program, for an About box and bug reports. */
export interface SystemInfo {
  /** Operating system as Node names it ('linux', 'win32', 'darwin'), or 'web' in the browser edition. */
  readonly os: string;
  /** CPU architecture as Node names it ('x64', 'arm64'), or null where the browser does not tell. */
  readonly arch: string | null;
  /** Versions of the runtime's parts by name (desktop: electron, chrome, node; browser: userAgent). */
  readonly versions: Readonly<Record<string, string>>;
}

/** The object the desktop preload exposes as `window.hexmarch`. */
export interface HexmarchBridge {
  /** Always 'desktop': the browser edition has no bridge (renderer/src/platform supplies a fallback). */
  readonly edition: 'desktop';
  /** The app's semantic version (package.json "version"), passed from main to the preload at window creation. */
  readonly appVersion: string;
  /** Asks the main process for {@link SystemInfo}. */
  getSystemInfo(): Promise<SystemInfo>;
  /** The native Open dialog (.hexmarch files; an Azgaar world's .json for `azgaar`); null when the GM cancels. */
  showOpenDialog(kind?: OpenDialogKind): Promise<FileRef | null>;
  /** The native Save dialog, starting at `suggestedName`; null when the GM cancels. */
  showSaveDialog(suggestedName: string): Promise<FileRef | null>;
  /** Reads the file behind a handle (the renderer parses and validates it with shared/file). */
  readFile(handle: string): Promise<FileReadResult>;
  /** Saves a campaign file's text atomically to the file behind a handle, keeping the previous one as a backup. */
  writeFile(handle: string, text: string): Promise<FileWriteResult>;
  /** Writes the crash-recovery copy (issue 5 §3), or deletes it when `text` is null. */
  writeRecovery(text: string | null): Promise<void>;
  /** The recovery copy left by a session that ended with unsaved changes, or null. */
  readRecovery(): Promise<string | null>;
  /** A .hexmarch file passed on the command line, once; null afterwards or when there was none. */
  takeLaunchFile(): Promise<FileRef | null>;
  /**
   * A file dropped onto the window (issue 32): a handle for it as Open… would give, so it opens, and saves back,
   * like a file chosen in the dialog; null when it is no file of the computer's (a dragged text, a web image).
   */
  fileForDrop(file: DroppedFile): Promise<FileRef | null>;
  /** Keeps a snapshot of the campaign just saved to `handle` (issue 32: Versions…), pruning older ones. */
  saveVersion(handle: string, text: string, summary: VersionSummary): Promise<void>;
  /** The snapshots kept of the campaign saved to `handle`, newest first. */
  listVersions(handle: string): Promise<readonly VersionEntry[]>;
  /** One snapshot's text. */
  readVersion(handle: string, id: string): Promise<FileReadResult>;
  /** Window title and unsaved marker; main also uses `dirty` for the close prompt. */
  setWindowState(state: WindowState): Promise<void>;
  /** Closes the window without asking again (after "Save" in the close prompt succeeded). */
  closeWindow(): Promise<void>;
  /** Opens an allow-listed https address in the system browser; false when refused. */
  openExternal(url: string): Promise<boolean>;
  /** The language the GM now reads (issue 32): main words its menus and dialogs in it from now on. */
  setLanguage(language: Language): Promise<void>;
  /**
   * Writes print exports (issue 6 §4): main asks once where to put them (a Save dialog for one file, a folder
   * for several) and writes each file atomically; the renderer only names the files.
   */
  saveExport(files: readonly ExportFileData[]): Promise<SaveExportResult>;
  /** The order tent (issue 28): the addresses of this computer it may listen on. */
  tentAddresses(): Promise<readonly TentAddressChoice[]>;
  /** Opens the tent on `host`:`port` for the campaign in `fileText` (a .hexmarch file's text); one tent at a time. */
  openTent(host: string, port: number, fileText: string): Promise<TentAnswer<TentOpened>>;
  /** Hands the open tent the campaign as it now stands (after every change the GM makes). */
  updateTent(fileText: string): Promise<TentAnswer<null>>;
  /** Who has locked (never what), or null when no tent is open. */
  tentStatus(): Promise<TentDeskStatus | null>;
  /** The locked orders for the reveal, once every faction that owes orders has locked. */
  takeTentOrders(): Promise<TentAnswer<readonly TentLockedOrders[]>>;
  /** The GM's logged override: unlocks a faction's orders without its consent, saying why. */
  unlockTentSeat(seat: string, reason: string): Promise<TentAnswer<null>>;
  /** Closes the tent: its server stops listening. */
  closeTent(): Promise<void>;
  /** Listens for native menu commands; returns the function that stops listening. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

/** Names of the bridge's methods: each is one capability with its own IPC channel and main-side handler. */
export type BridgeMethod = {
  [K in keyof HexmarchBridge]: HexmarchBridge[K] extends (...args: never[]) => unknown ? K : never;
}[keyof HexmarchBridge];

/**
 * Every key of {@link HexmarchBridge}: the preload must expose exactly these (tests/electron checks it).
 * The `satisfies` clause keeps the list honest: a key that is not on the bridge does not compile, and
 * {@link MissingBridgeKeys} catches the other direction.
 */
export const BRIDGE_KEYS = [
  'edition',
  'appVersion',
  'getSystemInfo',
  'showOpenDialog',
  'showSaveDialog',
  'readFile',
  'writeFile',
  'writeRecovery',
  'readRecovery',
  'takeLaunchFile',
  'fileForDrop',
  'saveVersion',
  'listVersions',
  'readVersion',
  'setWindowState',
  'closeWindow',
  'openExternal',
  'setLanguage',
  'saveExport',
  'tentAddresses',
  'openTent',
  'updateTent',
  'tentStatus',
  'takeTentOrders',
  'unlockTentSeat',
  'closeTent',
  'onMenuCommand',
] as const satisfies readonly (keyof HexmarchBridge)[];

/** Keys of the bridge missing from {@link BRIDGE_KEYS}; `never` when the list is complete. */
export type MissingBridgeKeys = Exclude<keyof HexmarchBridge, (typeof BRIDGE_KEYS)[number]>;
