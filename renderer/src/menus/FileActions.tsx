import { useEffect } from 'react';
import { useAppSelector } from '../store/hooks';
import { getPlatform } from '../platform';
import { ExportDialog } from './export/ExportDialog';
import { DiscardQuestion } from '../document/files/DiscardQuestion';
import type { FileSession } from '../document/files/fileSession';
import { selectUnsaved } from '../document/files/fileSlice';
import { useFileSession } from '../document/files/useFileSession';
import '../document/files/files.css';
import { useTranslation } from '../i18n';
import { UNTITLED } from '../document/files/fileSlice';

/** Browser edition: Ctrl+S saves and Ctrl+O opens (the desktop's native menus carry these accelerators). */
function useBrowserShortcuts(session: FileSession, browser: boolean, dirty: boolean): void {
  useEffect(() => {
    if (!browser) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') void (event.shiftKey ? session.saveAs() : session.save());
      else if (key === 'o') void session.open();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [session, browser]);
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
  const { session, exportOpen, closeExport } = useFileSession();
  const name = useAppSelector((state) => state.file.name);
  const dirty = useAppSelector(selectUnsaved);
  const recoveryOffer = useAppSelector((state) => state.file.recovered !== null);
  const browser = getPlatform().edition === 'browser';
  useBrowserShortcuts(session, browser, dirty);
  return (
    <>
      {browser && (
        <div className="file-actions" role="group" aria-label={t('file.group')}>
          <button
            type="button"
            data-testid="file-open"
            title={t('file.open.tooltip')}
            onClick={() => void session.open()}
          >
            {t('file.open.label')}
          </button>
          <button
            type="button"
            data-testid="file-save"
            title={t('file.save.tooltip')}
            onClick={() => void session.save()}
          >
            {t('file.save.label')}
          </button>
          <button
            type="button"
            data-testid="file-save-as"
            title={t('file.saveAs.tooltip')}
            onClick={() => void session.saveAs()}
          >
            {t('file.saveAs.label')}
          </button>
          <span className="muted" data-testid="file-name" title={dirty ? t('file.unsaved') : t('file.saved')}>
            {name === UNTITLED ? t('file.untitled') : name}
            {dirty ? ' •' : ''}
          </span>
        </div>
      )}
      {recoveryOffer && <RecoveryOffer session={session} />}
      <DiscardQuestion onSave={() => session.save()} />
      {exportOpen && <ExportDialog onClose={closeExport} />}
    </>
  );
}
