import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import type { DroppedFile, FileRef, MenuCommand, VersionEntry } from '@shared/ipc';
import { t } from '@shared/i18n';
import { readAzgaarWorld, type AzgaarImport, type AzgaarWorld } from '@shared/interchange/azgaar';
import { replaceDocument, selectHexmarchDocument } from '../document';
import type { AppStore } from '../../app/store';
import type { Platform } from '../../platform';
import type { ReplacingDocument } from '../replaceDocument';
import { redoRequested, undoRequested } from '../../store/undoable';
import { coordinatesToggled, fitRequested, newMapDialogOpened } from '../viewSlice';
import { startFileListeners, writeRecoveryNow } from './fileListeners';
import { recoveredName } from './recoveryName';
import { versionSummaryOf } from './versions/versionSummary';
import { timeOf } from './versions/versionTime';
import { runShortcut } from '../../kit/shortcuts/shortcutHandlers';
import { fileMessageShown, fileSaved, recoveryOffered, selectUnsaved, type FileState } from './fileSlice';

export { RECOVERY_DELAY_MS } from './fileListeners';

/** What the file UI shows. */
export interface FileSessionState {
  readonly name: string;
  readonly dirty: boolean;
  readonly message: FileState['message'];
  readonly recoveryOffered: boolean;
}

export interface FileSessionOptions {
  /** The page's undo for text fields, when a menu Undo arrives while the GM is typing. */
  readonly textUndo?: (command: 'undo' | 'redo') => boolean;
  readonly zoom?: (direction: 'in' | 'out') => void;
  /** File › Export… in the native menu. */
  readonly openExport?: () => void;
  /** Campaign › Balance report… in the native menu (issue 16). */
  readonly openBalance?: () => void;
  /** File › Import Azgaar world… in the native menu (issue 31). */
  readonly openImport?: () => void;
  /** File › Versions… in the native menu (issue 32). */
  readonly openVersions?: () => void;
  /** Help › Keyboard Shortcuts in the native menu (issue 32). */
  readonly openShortcuts?: () => void;
}

/** An Azgaar world the GM picked, read and checked, waiting for the import dialog's choices (issue 31). */
export interface PickedAzgaarWorld {
  readonly world: AzgaarWorld;
  /** The file's name, as the dialog shows it. */
  readonly fileName: string;
}

/**
 * The file commands around the Redux document: open, save, save as, the recovery copy, native menu commands.
 * Which file is open and whether it is saved live in the store (features/files/fileSlice.ts); the window title
 * and the recovery copy follow them through listeners (fileListeners.ts). Every replacement of the document goes
 * through `replaceDocument`, which asks before unsaved changes are lost (issue 9). One per app.
 */
export class FileSession {
  private stops: (() => void)[] = [];
  private recoveryChecked = false;
  /** The file name the recovery copy on offer was written for (null: an Untitled document). */
  private recoveredName: string | null = null;
  /** What the last file read could not open although its campaign did (issue 26), said once it is open. */
  private damagedParts: readonly string[] = [];

  constructor(
    private readonly platform: Platform,
    private readonly store: AppStore,
    private readonly options: FileSessionOptions = {},
  ) {}

  /** What the file UI shows (also for tests). */
  getSnapshot(): FileSessionState {
    const state = this.store.getState();
    return {
      name: state.file.name,
      dirty: selectUnsaved(state),
      message: state.file.message,
      recoveryOffered: state.file.recovered !== null,
    };
  }

  private show(kind: 'error' | 'info', text: string): void {
    this.store.dispatch(fileMessageShown({ kind, text }));
  }

  /**
   * Starts watching the document; the first time, offers a recovery copy, then opens a file from the command line
   * (a remount, e.g. after the settlement defense screen, must not offer this session's own copy as a crash's).
   */
  async start(): Promise<void> {
    this.stop();
    this.stops.push(startFileListeners(this.store, this.platform));
    this.stops.push(this.platform.onMenuCommand((command) => void this.menuCommand(command)));
    if (this.recoveryChecked) return;
    this.recoveryChecked = true;
    const recovery = await this.platform.readRecovery();
    const loaded = recovery === null ? null : loadHexmarchFile(recovery);
    this.recoveredName = recovery === null ? null : recoveredName(recovery);
    if (loaded?.ok) {
      this.store.dispatch(recoveryOffered(loaded.value.document));
    } else if (recovery !== null) {
      await this.platform.writeRecovery(null); // unreadable: nothing to offer
    }
    const launch = await this.platform.takeLaunchFile();
    if (launch) await this.openRef(launch);
  }

  stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }

  /** Writes the recovery copy now (or removes it when nothing is unsaved). */
  async flushRecovery(): Promise<void> {
    await writeRecoveryNow(this.platform, this.store.getState());
  }

  async restoreRecovery(): Promise<boolean> {
    const recovered = this.store.getState().file.recovered;
    if (!recovered) return false;
    const restored = await this.store.dispatch(
      replaceDocument({
        what: t('app:replace.restoring'),
        undoable: false,
        // Still unsaved: no file holds it.
        // It keeps the name of the file it was unsaved work of (issue 27); the file itself is not reopened, so the
        // next Save asks where (the copy may differ from what that file holds now).
        load: () => ({
          document: recovered,
          origin: { name: this.recoveredName ?? t('app:file.recoveredName'), unsaved: true },
        }),
      }),
    );
    if (restored) {
      this.store.dispatch(fileMessageShown(null));
      await this.flushRecovery();
    }
    return restored;
  }

  clearMessage(): void {
    this.store.dispatch(fileMessageShown(null));
  }

  discardRecovery(): void {
    this.store.dispatch(recoveryOffered(null));
    void this.platform.writeRecovery(null);
  }

  /** Open…: asks about unsaved changes first, then shows the file dialog. */
  async open(): Promise<boolean> {
    return this.openWith(async () => {
      const ref = await this.platform.showOpenDialog();
      return ref ? this.read(ref) : null;
    });
  }

  /** A file named by the system (recent files, the command line). */
  async openRef(ref: FileRef): Promise<boolean> {
    return this.openWith(() => this.read(ref));
  }

  /**
   * A campaign file dropped onto the window (issue 32): the same question, reading and refusals as Open…, and the
   * same Save target (the desktop gets the dropped file's own handle).
   */
  async openDropped(file: DroppedFile): Promise<boolean> {
    return this.openWith(async () => {
      const ref = await this.platform.fileForDrop(file);
      if (ref === null) {
        this.show('error', t('desktop:drop.notOnComputer', { name: file.name }));
        return null;
      }
      return this.read(ref);
    });
  }

  /** The snapshots Versions… lists of the open campaign (issue 32): none before it is saved to a file. */
  async versions(): Promise<readonly VersionEntry[]> {
    const file = this.store.getState().file.file;
    return file === null ? [] : this.platform.listVersions(file.handle);
  }

  /** One snapshot's text, for the preview and Restore. */
  async versionText(id: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
    const file = this.store.getState().file.file;
    if (file === null) return { ok: false, message: t('desktop:versions.notSaved') };
    return this.platform.readVersion(file.handle, id);
  }

  /**
   * Restores a snapshot (issue 32) as one Undo step: the campaign becomes the snapshot, unsaved, still bound to its
   * file, and Undo brings back what was there. Nothing is lost, so nothing is asked.
   */
  async restoreVersion(version: VersionEntry): Promise<boolean> {
    const read = await this.versionText(version.id);
    if (!read.ok) {
      this.show('error', read.message);
      return false;
    }
    const loaded = loadHexmarchFile(read.text);
    if (!loaded.ok) {
      this.show('error', t('desktop:versions.notOpened', { message: loaded.error.message }));
      return false;
    }
    const { file, name } = this.store.getState().file;
    const restored = await this.store.dispatch(
      replaceDocument({
        what: t('desktop:versions.restoring'),
        undoable: true,
        keepsWork: true,
        load: () => ({ document: loaded.value.document, origin: { file, name, unsaved: true } }),
      }),
    );
    if (restored) this.show('info', t('desktop:versions.restored', { when: timeOf(version.savedAt) }));
    return restored;
  }

  private async openWith(load: () => Promise<ReplacingDocument | null>): Promise<boolean> {
    const opened = await this.store.dispatch(
      replaceDocument({ what: t('app:replace.opening'), undoable: false, load }),
    );
    if (!opened) return false;
    const damaged = this.damagedParts;
    this.damagedParts = [];
    // Issue 26: a part that did not open (a damaged defense game) is said at once, and kept in the file.
    if (damaged.length > 0)
      this.show(
        'error',
        t('desktop:file.openedDamaged', {
          name: this.store.getState().file.name,
          problems: damaged.join(' '),
        }),
      );
    else this.show('info', t('desktop:file.opened', { name: this.store.getState().file.name }));
    await this.platform.writeRecovery(null);
    return true;
  }

  private async read(ref: FileRef): Promise<ReplacingDocument | null> {
    const read = await this.platform.readFile(ref.handle);
    if (!read.ok) {
      this.show('error', read.message);
      return null;
    }
    const loaded = loadHexmarchFile(read.text);
    if (!loaded.ok) {
      // The current campaign stays as it is (issue 5 §1).
      this.show('error', `${ref.name}: ${loaded.error.message}`);
      return null;
    }
    this.damagedParts = loaded.value.damagedParts;
    return { document: loaded.value.document, origin: { file: ref } };
  }

  /**
   * File › Import Azgaar world…, first step (issue 31): the platform's Open dialog for Azgaar exports, the file read
   * and checked. Null when the GM cancels, or when the file is refused: the message says why (a .map save, a foreign
   * file) and the document stays as it is.
   */
  async pickAzgaarWorld(): Promise<PickedAzgaarWorld | null> {
    const ref = await this.platform.showOpenDialog('azgaar');
    if (!ref) return null;
    const read = await this.platform.readFile(ref.handle);
    if (!read.ok) {
      this.show('error', `${ref.name}: ${read.message}`);
      return null;
    }
    const world = readAzgaarWorld(read.text);
    if (!world.ok) {
      this.show('error', `${ref.name}: ${world.error}`);
      return null;
    }
    return { world: world.value, fileName: ref.name };
  }

  /**
   * The import dialog's last step: the imported map replaces the document as a new map does, asking first when
   * there are unsaved changes, and the replaced document stays one Undo away. Untitled: no file holds it yet.
   */
  async importAzgaar(made: AzgaarImport, worldName: string): Promise<boolean> {
    const replaced = await this.store.dispatch(
      replaceDocument({
        what: t('desktop:file.importing'),
        undoable: true,
        load: () => ({
          document: { mapDocument: made.mapDocument, campaign: null },
          origin: { unsaved: true },
        }),
      }),
    );
    if (!replaced) return false;
    const { settlements: s, rivers, notes } = made.summary;
    const imported = t('azgaar:imported', {
      world: worldName,
      cities: t('azgaar:count.city', { count: s.city }),
      towns: t('azgaar:count.town', { count: s.town }),
      villages: t('azgaar:count.village', { count: s.village }),
      fortresses: t('azgaar:count.fortress', { count: s.fortress }),
      rivers: t('azgaar:count.river', { count: rivers.laid }),
    });
    this.show('info', [imported, ...notes].join(' '));
    return true;
  }

  async save(): Promise<boolean> {
    const file = this.store.getState().file.file;
    return file === null ? this.saveAs() : this.saveTo(file);
  }

  async saveAs(): Promise<boolean> {
    const ref = await this.platform.showSaveDialog(this.suggestedName());
    return ref === null ? false : this.saveTo(ref);
  }

  private suggestedName(): string {
    const { file } = this.store.getState().file;
    if (file) return file.name;
    const campaignName = selectHexmarchDocument(this.store.getState()).campaign?.name ?? 'Untitled';
    return `${campaignName.replace(/[/\\:*?"<>|\0]/g, ' ').trim() || 'Untitled'}.hexmarch`;
  }

  private async saveTo(ref: FileRef): Promise<boolean> {
    const document = selectHexmarchDocument(this.store.getState());
    const text = serializeHexmarchFile(document, this.platform.appVersion);
    const written = await this.platform.writeFile(ref.handle, text);
    if (!written.ok) {
      this.show('error', written.message);
      return false;
    }
    this.store.dispatch(fileSaved({ document, file: ref }));
    this.show('info', t('desktop:file.saved', { name: ref.name }));
    await this.platform.writeRecovery(null);
    // Versions… (issue 32): a snapshot of every save, kept where the app keeps its data.
    await this.platform.saveVersion(ref.handle, text, versionSummaryOf(document)).catch(() => undefined);
    return true;
  }

  /** File › New Map…: the dialog; Generate replaces the document through `replaceDocument`, asking first. */
  newMap(): void {
    this.store.dispatch(newMapDialogOpened());
  }

  async menuCommand(command: MenuCommand): Promise<void> {
    const dispatch = this.store.dispatch;
    switch (command.type) {
      case 'new':
        return this.newMap();
      case 'open':
        await this.open();
        return;
      case 'openRecent':
        await this.openRef(command.file);
        return;
      case 'save':
        await this.save();
        return;
      case 'saveAs':
        await this.saveAs();
        return;
      case 'export':
        this.options.openExport?.();
        return;
      case 'importAzgaar':
        this.options.openImport?.();
        return;
      case 'balanceReport':
        this.options.openBalance?.();
        return;
      case 'versions':
        this.options.openVersions?.();
        return;
      case 'shortcuts':
        this.options.openShortcuts?.();
        return;
      case 'saveAndClose':
        if (await this.save()) await this.platform.closeWindow();
        return;
      case 'undo':
      case 'redo':
        if (this.options.textUndo?.(command.type)) return;
        // The screen's own Undo when it has one (the defense screen's last move), else the document's.
        if (runShortcut(command.type)) return;
        dispatch(command.type === 'undo' ? undoRequested() : redoRequested());
        return;
      case 'zoomIn':
      case 'zoomOut':
        this.options.zoom?.(command.type === 'zoomIn' ? 'in' : 'out');
        return;
      case 'zoomReset':
        dispatch(fitRequested());
        return;
      case 'toggleCoordinates':
        dispatch(coordinatesToggled());
        return;
    }
  }
}
