import { t } from '@shared/i18n';
import { createStore, del, get, set } from 'idb-keyval';
import { MAX_FILE_TEXT, windowTitleOf, type FileRef, type HexmarchBridge } from '@shared/ipc';
import { createBrowserVersions, type BrowserVersions } from './browserVersions';

/** The bridge's file and window methods, as the browser edition provides them. */
export type BrowserFileMethods = Pick<
  HexmarchBridge,
  | 'showOpenDialog'
  | 'showSaveDialog'
  | 'readFile'
  | 'writeFile'
  | 'writeRecovery'
  | 'readRecovery'
  | 'takeLaunchFile'
  | 'fileForDrop'
  | 'saveVersion'
  | 'listVersions'
  | 'readVersion'
  | 'setWindowState'
  | 'closeWindow'
  | 'openExternal'
  | 'onMenuCommand'
>;

/** The File System Access API's save picker (Chromium); absent in Firefox and Safari. */
interface SavePickerScope {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<FileSystemFileHandle>;
}

/** A file the browser edition can read or write: picked with <input type=file>, an FSA handle, or a download. */
type BrowserFile =
  | { readonly kind: 'picked'; readonly file: File }
  | { readonly kind: 'fsa'; readonly handle: FileSystemFileHandle }
  | { readonly kind: 'download'; readonly name: string };

/** Where the recovery copy lives (issue 5 §3, §6): localStorage survives a crashed or closed tab. */
export const RECOVERY_KEY = 'hexmarch.recovery';

const ACCEPT = { campaign: '.hexmarch,application/json', azgaar: '.json,.map,application/json' } as const;

/**
 * Files in the browser edition: open through a file picker, save through the File System Access API where the
 * browser has it (Chromium; Save then writes the same file again) or as a download elsewhere, recovery copy in
 * localStorage. Same method shapes as the desktop bridge, so the file logic above is one for both editions.
 */
/** The versions in this address's IndexedDB (database hexmarch-versions), through idb-keyval. */
function indexedDbVersions(): BrowserVersions {
  // Opened on first use: a page (or a test) that never saves opens no database.
  let store: ReturnType<typeof createStore> | null = null;
  const opened = () => (store ??= createStore('hexmarch-versions', 'versions'));
  return createBrowserVersions(
    {
      get: (key) => get(key, opened()),
      set: (key, value) => set(key, value, opened()),
      del: (key) => del(key, opened()),
    },
    { now: () => Date.now(), utcOffsetMinutes: () => -new Date().getTimezoneOffset() },
  );
}

export function createBrowserFiles(
  win: Window & typeof globalThis,
  versions: BrowserVersions = indexedDbVersions(),
): BrowserFileMethods {
  const files = new Map<string, BrowserFile>();
  /** A campaign's name for its versions: the browser never tells where a file lives. */
  const campaignOf = (handle: string): string | null => {
    const file = files.get(handle);
    if (!file) return null;
    return file.kind === 'picked' ? file.file.name : file.kind === 'fsa' ? file.handle.name : file.name;
  };
  let next = 0;
  const issue = (file: BrowserFile, name: string): FileRef => {
    const handle = `browser-${++next}`;
    files.set(handle, file);
    return { handle, name };
  };

  const download = (name: string, text: string) => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = win.document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    // The download has started from the click; the URL only has to outlive that.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return {
    showOpenDialog: (kind = 'campaign') =>
      new Promise((resolve) => {
        const input = win.document.createElement('input');
        input.type = 'file';
        input.accept = ACCEPT[kind];
        input.addEventListener('change', () => {
          const file = input.files?.[0];
          resolve(file ? issue({ kind: 'picked', file }, file.name) : null);
        });
        input.addEventListener('cancel', () => resolve(null));
        input.click();
      }),
    showSaveDialog: async (suggestedName) => {
      const picker = (win as SavePickerScope).showSaveFilePicker;
      if (!picker) return issue({ kind: 'download', name: suggestedName }, suggestedName);
      try {
        const handle = await picker.call(win, {
          suggestedName,
          types: [
            { description: t('electron:filters.campaign'), accept: { 'application/json': ['.hexmarch'] } },
          ],
        });
        return issue({ kind: 'fsa', handle }, handle.name);
      } catch {
        return null; // AbortError: the GM cancelled.
      }
    },
    readFile: async (handle) => {
      const file = files.get(handle);
      if (!file || file.kind === 'download')
        return { ok: false, message: t('electron:browserFiles.cannotReadAgain') };
      try {
        const blob = file.kind === 'picked' ? file.file : await file.handle.getFile();
        // Issue 26: refused before reading, as the desktop's main process does.
        if (blob.size > MAX_FILE_TEXT) return { ok: false, message: t('electron:read.tooLarge') };
        return { ok: true, text: await blob.text() };
      } catch {
        return { ok: false, message: t('electron:browserFiles.couldNotRead') };
      }
    },
    writeFile: async (handle, text) => {
      const file = files.get(handle);
      if (!file) return { ok: false, message: t('electron:browserFiles.unknown') };
      if (file.kind === 'fsa') {
        try {
          // createWritable writes to a swap file and replaces the target on close(): atomic like the desktop.
          const writable = await file.handle.createWritable();
          await writable.write(text);
          await writable.close();
          return { ok: true };
        } catch (error) {
          return { ok: false, message: t('electron:browserFiles.couldNotSave', { reason: String(error) }) };
        }
      }
      // A picked file cannot be written back: it goes to the downloads under its own name.
      download(file.kind === 'picked' ? file.file.name : file.name, text);
      return { ok: true };
    },
    writeRecovery: (text) => {
      try {
        if (text === null) win.localStorage.removeItem(RECOVERY_KEY);
        else win.localStorage.setItem(RECOVERY_KEY, text);
      } catch {
        // Storage full or disabled (private mode): no recovery copy, the campaign itself is unaffected.
      }
      return Promise.resolve();
    },
    readRecovery: () => {
      try {
        return Promise.resolve(win.localStorage.getItem(RECOVERY_KEY));
      } catch {
        return Promise.resolve(null);
      }
    },
    takeLaunchFile: () => Promise.resolve(null),
    // A dropped file is read like a picked one; Save then downloads it under its name, as for a picked file.
    fileForDrop: (file) => Promise.resolve(issue({ kind: 'picked', file: file as File }, file.name)),
    saveVersion: async (handle, text, summary) => {
      const campaign = campaignOf(handle);
      try {
        if (campaign !== null) await versions.record(campaign, text, summary);
      } catch {
        // IndexedDB full or turned off (a private window): no snapshot; the save itself went through.
      }
    },
    listVersions: async (handle) => {
      const campaign = campaignOf(handle);
      try {
        return campaign === null ? [] : await versions.list(campaign);
      } catch {
        return [];
      }
    },
    readVersion: async (handle, id) => {
      const campaign = campaignOf(handle);
      const text = campaign === null ? null : await versions.read(campaign, id).catch(() => null);
      return text === null ? { ok: false, message: t('electron:versionGone') } : { ok: true, text };
    },
    setWindowState: (state) => {
      win.document.title = windowTitleOf(state);
      return Promise.resolve();
    },
    closeWindow: () => Promise.resolve(),
    openExternal: (url) => {
      if (!url.startsWith('https://')) return Promise.resolve(false);
      win.open(url, '_blank', 'noopener,noreferrer');
      return Promise.resolve(true);
    },
    // The browser edition has no native menus; its toolbar calls the same actions directly.
    onMenuCommand: () => () => {},
  };
}
