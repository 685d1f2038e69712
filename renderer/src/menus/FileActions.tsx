import { useCallback, useEffect, useState } from 'react';
import { useShortcut } from '../kit/shortcuts/shortcutHandlers';
import { useDropTarget } from '../kit/fileDrop/dropTargets';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { modeChosen } from '../campaign/playSlice';
import { getPlatform } from '../platform';
import { ExportDialog } from './export/ExportDialog';
import { DiscardQuestion } from '../document/files/DiscardQuestion';
import type { FileSession, PickedAzgaarWorld } from '../document/files/fileSession';
import { AzgaarImportDialog } from './azgaar/AzgaarImportDialog';
import { useTranslation } from '../i18n';
import { MenuButton } from './MenuButton';
import { selectUnsaved } from '../document/files/fileSlice';
import { useFileSession, useImportOpener } from '../document/files/useFileSession';
import { VersionsDialog } from '../document/files/versions/VersionsDialog';
import '../document/files/files.css';
import { UNTITLED } from '../document/files/fileSlice';

/** Open, Save and Save as from the keyboard (keys in shared/ipc/shortcuts.ts; the desktop's menus carry them). */
function useBrowserShortcuts(session: FileSession, browser: boolean, dirty: boolean): void {
  useShortcut('open', () => void session.open(), browser);
  useShortcut('save', () => void session.save(), browser);
  useShortcut('saveAs', () => void session.saveAs(), browser);
  useEffect(() => {
    if (!browser || !dirty) return;
    // The browser's own "Leave site?" prompt: the only unsaved-changes prompt a page may show on close.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [browser, dirty]);
}

function RecoveryOffer({ session }: { session: FileSession }) {
  const { t } = useTranslation('app');
  return (
    <div
      className="recovery-offer"
      role="alertdialog"
      aria-label={t('file.recovery.label')}
      data-testid="recovery-offer"
    >
      <span>{t('file.recovery.text')}</span>
      <button type="button" data-testid="recovery-restore" onClick={() => void session.restoreRecovery()}>
        {t('file.recovery.restore')}
      </button>
      <button type="button" data-testid="recovery-discard" onClick={() => session.discardRecovery()}>
        {t('file.recovery.discard')}
      </button>
    </div>
  );
}

/**
 * File handling's one mount point: the open file's session (title, unsaved marker, recovery copy, menu commands),
 * the recovery offer (its messages show in the status bar: FileMessageLine), the question before unsaved changes are replaced (issue 9), the export dialog when File › Export… is chosen in the native menu; in the browser edition also Open / Save / Save as buttons (the desktop has
 * native menus instead).
 */
export function FileActions() {
  const { t } = useTranslation('app');
  const { t: tDesktop } = useTranslation('desktop');
  const { t: tImport } = useTranslation('azgaar');
  const browser = getPlatform().edition === 'browser';
  const { session, exportOpen, openExport, closeExport, versionsOpen, openVersions, closeVersions } =
    useFileSession();
  useShortcut('export', openExport, browser);
  // A campaign dropped onto the window opens through the same path as Open… (issue 32).
  useDropTarget('campaign', (file) => void session.openDropped(file));
  // Issue 31: File › Import Azgaar world… picks the file (a refusal is said in the status bar), then the dialog.
  const dispatch = useAppDispatch();
  const [picked, setPicked] = useState<PickedAzgaarWorld | null>(null);
  const startImport = useCallback(() => void session.pickAzgaarWorld().then(setPicked), [session]);
  useImportOpener(startImport);
  const name = useAppSelector((state) => state.file.name);
  const dirty = useAppSelector(selectUnsaved);
  const recoveryOffer = useAppSelector((state) => state.file.recovered !== null);
  useBrowserShortcuts(session, browser, dirty);
  return (
    <>
      {browser && (
        <div className="file-actions" role="group" aria-label={t('file.group')}>
          <MenuButton
            testId="file-open"
            label={t('file.open.label')}
            tooltip={t('file.open.tooltip')}
            onClick={() => void session.open()}
          />
          <MenuButton
            testId="file-save"
            label={t('file.save.label')}
            tooltip={t('file.save.tooltip')}
            onClick={() => void session.save()}
          />
          <MenuButton
            testId="file-save-as"
            label={t('file.saveAs.label')}
            tooltip={t('file.saveAs.tooltip')}
            onClick={() => void session.saveAs()}
          />
          <MenuButton
            testId="file-import-azgaar"
            label={tImport('button.label')}
            tooltip={tImport('button.tooltip')}
            onClick={startImport}
          />
          <MenuButton
            testId="file-versions"
            label={tDesktop('versions.button')}
            tooltip={tDesktop('versions.buttonTooltip')}
            onClick={openVersions}
          />
          <span className="muted" data-testid="file-name" title={dirty ? t('file.unsaved') : t('file.saved')}>
            {name === UNTITLED ? t('file.untitled') : name}
            {dirty ? ' •' : ''}
          </span>
        </div>
      )}
      {recoveryOffer && <RecoveryOffer session={session} />}
      <DiscardQuestion onSave={() => session.save()} />
      {exportOpen && <ExportDialog onClose={closeExport} />}
      {picked && (
        <AzgaarImportDialog
          picked={picked}
          onClose={() => setPicked(null)}
          onImport={(made) => {
            const name = picked.world.name || picked.fileName;
            setPicked(null);
            // The imported map opens in the Map tab, where it is edited and its balance checked.
            void session.importAzgaar(made, name).then((done) => done && dispatch(modeChosen('map')));
          }}
        />
      )}
      {versionsOpen && <VersionsDialog session={session} onClose={closeVersions} />}
    </>
  );
}
