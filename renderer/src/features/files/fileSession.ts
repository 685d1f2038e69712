import type { HexmarchDocument } from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import type { FileRef, MenuCommand } from '@shared/ipc';
import { documentOpened, selectHexmarchDocument } from '../../app/document';
import type { AppStore } from '../../app/store';
import type { Platform } from '../../platform';
import { redoRequested, undoRequested } from '../history/undoable';
import { coordinatesToggled, fitRequested, newMapDialogOpened } from '../view/viewSlice';

/** What the file UI shows. */
export interface FileSessionState {
  /** The name in the title: the file's, "Untitled" or "Recovered campaign". */
  readonly name: string;
  readonly dirty: boolean;
  /** The last result the GM should read (a refusal, a failed save, "Saved"). */
  readonly message: { readonly kind: 'error' | 'info'; readonly text: string } | null;
  /** A recovery copy from a session that ended with unsaved changes, waiting for Restore or Discard. */
  readonly recoveryOffered: boolean;
}

/** How long after a change the recovery copy is written (at most this much work is lost in a crash). */
export const RECOVERY_DELAY_MS = 1000;

export interface FileSessionOptions {
  readonly confirm: (question: string) => boolean;
  /** The page's undo for text fields, when a menu Undo arrives while the GM is typing. */
  readonly textUndo?: (command: 'undo' | 'redo') => boolean;
  readonly zoom?: (direction: 'in' | 'out') => void;
  /** File › Export… in the native menu. */
  readonly openExport?: () => void;
}

/**
 * The open file around the Redux document: which file it is, whether it changed since the last save (identity of
 * the immutable document: undoing back to the saved state counts as unchanged), open / save / save as, the
 * recovery copy a second after each change, the window title, and native menu commands. One per app.
 */
export class FileSession {
  private ref: FileRef | null = null;
  private saved: HexmarchDocument;
  private state: FileSessionState;
  private readonly listeners = new Set<() => void>();
  private recoveryTimer: ReturnType<typeof setTimeout> | null = null;
  private recovered: HexmarchDocument | null = null;
  private lastDocument: HexmarchDocument;
  private stops: (() => void)[] = [];

  constructor(
    private readonly platform: Platform,
    private readonly store: AppStore,
    private readonly options: FileSessionOptions,
  ) {
    this.saved = this.lastDocument = this.document();
    this.state = { name: 'Untitled', dirty: false, message: null, recoveryOffered: false };
  }

  // React's useSyncExternalStore contract.
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getSnapshot = () => this.state;

  private document(): HexmarchDocument {
    return selectHexmarchDocument(this.store.getState());
  }

  private update(change: Partial<FileSessionState>): void {
    const next = { ...this.state, ...change, dirty: this.document() !== this.saved };
    const titleChanged = next.name !== this.state.name || next.dirty !== this.state.dirty;
    this.state = next;
    if (titleChanged) void this.platform.setWindowState({ documentName: next.name, dirty: next.dirty });
    for (const listener of this.listeners) listener();
  }

  /** Starts watching the document; offers a recovery copy, then opens a file from the command line. */
  async start(): Promise<void> {
    this.stops.push(this.store.subscribe(() => this.documentMaybeChanged()));
    this.stops.push(this.platform.onMenuCommand((command) => void this.menuCommand(command)));
    void this.platform.setWindowState({ documentName: this.state.name, dirty: false });
    const recovery = await this.platform.readRecovery();
    const loaded = recovery === null ? null : loadHexmarchFile(recovery);
    if (loaded?.ok) {
      this.recovered = loaded.value.document;
      this.update({ recoveryOffered: true });
    } else if (recovery !== null) {
      await this.platform.writeRecovery(null); // unreadable: nothing to offer
    }
    const launch = await this.platform.takeLaunchFile();
    if (launch) await this.openRef(launch, { ask: false });
  }

  stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    if (this.recoveryTimer) clearTimeout(this.recoveryTimer);
  }

  private documentMaybeChanged(): void {
    const document = this.document();
    if (document === this.lastDocument) return;
    this.lastDocument = document;
    this.update({});
    // Not while a recovery copy waits for an answer: writing now would replace the copy being offered.
    if (!this.state.recoveryOffered && this.recoveryTimer === null) {
      this.recoveryTimer = setTimeout(() => void this.flushRecovery(), RECOVERY_DELAY_MS);
    }
  }

  /** Writes the recovery copy now (or removes it when nothing is unsaved). */
  async flushRecovery(): Promise<void> {
    this.recoveryTimer = null;
    if (this.state.recoveryOffered) return;
    const document = this.document();
    await this.platform.writeRecovery(
      document === this.saved ? null : serializeHexmarchFile(document, this.platform.appVersion),
    );
  }

  restoreRecovery(): void {
    if (!this.recovered) return;
    this.store.dispatch(documentOpened(this.recovered));
    this.recovered = null;
    this.ref = null;
    // Still unsaved: `saved` stays the document the app started with.
    this.update({ name: 'Recovered campaign', recoveryOffered: false, message: null });
    void this.flushRecovery();
  }

  clearMessage(): void {
    this.update({ message: null });
  }

  discardRecovery(): void {
    this.recovered = null;
    this.update({ recoveryOffered: false });
    void this.platform.writeRecovery(null);
  }

  private mayDiscard(): boolean {
    return !this.state.dirty || this.options.confirm(`Discard the unsaved changes to ${this.state.name}?`);
  }

  async open(): Promise<void> {
    if (!this.mayDiscard()) return;
    const ref = await this.platform.showOpenDialog();
    if (ref) await this.openRef(ref, { ask: false });
  }

  async openRef(ref: FileRef, { ask }: { ask: boolean }): Promise<boolean> {
    if (ask && !this.mayDiscard()) return false;
    const read = await this.platform.readFile(ref.handle);
    if (!read.ok) {
      this.update({ message: { kind: 'error', text: read.message } });
      return false;
    }
    const loaded = loadHexmarchFile(read.text);
    if (!loaded.ok) {
      // The current campaign stays as it is (issue 5 §1).
      this.update({ message: { kind: 'error', text: `${ref.name}: ${loaded.error.message}` } });
      return false;
    }
    this.store.dispatch(documentOpened(loaded.value.document));
    this.saved = this.lastDocument = this.document();
    this.ref = ref;
    this.update({ name: ref.name, message: { kind: 'info', text: `Opened ${ref.name}.` } });
    await this.platform.writeRecovery(null);
    return true;
  }

  async save(): Promise<boolean> {
    if (this.ref === null) return this.saveAs();
    return this.saveTo(this.ref);
  }

  async saveAs(): Promise<boolean> {
    const ref = await this.platform.showSaveDialog(this.suggestedName());
    return ref === null ? false : this.saveTo(ref);
  }

  private suggestedName(): string {
    if (this.ref) return this.ref.name;
    const campaignName = this.document().campaign?.name ?? 'Untitled';
    return `${campaignName.replace(/[/\\:*?"<>|\0]/g, ' ').trim() || 'Untitled'}.hexmarch`;
  }

  private async saveTo(ref: FileRef): Promise<boolean> {
    const document = this.document();
    const written = await this.platform.writeFile(
      ref.handle,
      serializeHexmarchFile(document, this.platform.appVersion),
    );
    if (!written.ok) {
      this.update({ message: { kind: 'error', text: written.message } });
      return false;
    }
    this.saved = document;
    this.ref = ref;
    this.update({ name: ref.name, message: { kind: 'info', text: `Saved ${ref.name}.` } });
    await this.platform.writeRecovery(null);
    return true;
  }

  newMap(): void {
    if (!this.mayDiscard()) return;
    // A new map must never be saved over the file the old campaign came from.
    this.ref = null;
    this.update({ name: 'Untitled' });
    this.store.dispatch(newMapDialogOpened());
  }

  async menuCommand(command: MenuCommand): Promise<void> {
    const dispatch = this.store.dispatch;
    switch (command.type) {
      case 'new':
        return this.newMap();
      case 'open':
        return this.open();
      case 'openRecent':
        await this.openRef(command.file, { ask: true });
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
      case 'saveAndClose':
        if (await this.save()) await this.platform.closeWindow();
        return;
      case 'undo':
      case 'redo':
        if (this.options.textUndo?.(command.type)) return;
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
