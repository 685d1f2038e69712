import { useEffect, useState } from 'react';
import type { HexmarchDocument } from '@shared/document';
import { loadHexmarchFile } from '@shared/file';
import type { VersionEntry } from '@shared/ipc';
import { StillMap } from '../../../canvas';
import { Dialog } from '../../../kit/Dialog';
import { useEscapeKey } from '../../../kit/useEscapeKey';
import type { FileSession } from '../fileSession';
import { useTranslation } from '../../../i18n';
import { versionSummaryText, versionTitle } from './versionSummary';
import { timeOf } from './versionTime';
import './versions.css';

const THUMB = { width: 360, height: 240 } as const;

/** The snapshot's map, small and still: the read-only preview (the open campaign is not touched). */
function VersionThumbnail({ document }: { document: HexmarchDocument }) {
  const { map, sides } = document.mapDocument;
  return (
    <div className="version-thumbnail" data-testid="version-thumbnail">
      <StillMap map={map} sides={sides} size={THUMB} />
    </div>
  );
}

/** The preview of one version, once read (the version picked since then is still loading). */
type Preview = { readonly id: string } & (
  | { readonly kind: 'ready'; readonly document: HexmarchDocument }
  | { readonly kind: 'failed'; readonly message: string }
);

/**
 * File › Versions… (issue 32): the snapshots kept of the open campaign, newest first, each with its time and a
 * summary; the one picked is previewed (its map, turn and size) and Restore puts it in place as one Undo step.
 */
export function VersionsDialog({ session, onClose }: { session: FileSession; onClose: () => void }) {
  const { t } = useTranslation('desktop');
  const [versions, setVersions] = useState<readonly VersionEntry[] | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [read, setRead] = useState<Preview | null>(null);
  const preview: Preview | { readonly kind: 'loading' } | null =
    picked === null ? null : read?.id === picked ? read : { kind: 'loading' };
  useEscapeKey(onClose);

  useEffect(() => {
    let live = true;
    void session.versions().then((listed) => {
      if (!live) return;
      setVersions(listed);
      setPicked(listed[0]?.id ?? null);
    });
    return () => {
      live = false;
    };
  }, [session]);

  useEffect(() => {
    if (picked === null) return;
    let live = true;
    void session.versionText(picked).then((text) => {
      if (!live) return;
      if (!text.ok) return setRead({ id: picked, kind: 'failed', message: text.message });
      const loaded = loadHexmarchFile(text.text);
      setRead(
        loaded.ok
          ? { id: picked, kind: 'ready', document: loaded.value.document }
          : { id: picked, kind: 'failed', message: loaded.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [session, picked]);

  const version = versions?.find((entry) => entry.id === picked) ?? null;
  const restore = async () => {
    if (version && (await session.restoreVersion(version))) onClose();
  };

  return (
    <Dialog labelledBy="versions-title" testId="versions-dialog" onSubmit={() => void restore()}>
      <h1 id="versions-title">{t('versions.title')}</h1>
      <p className="muted versions-intro">{t('versions.intro')}</p>
      {versions === null ? (
        <p>{t('versions.reading')}</p>
      ) : versions.length === 0 ? (
        <p data-testid="versions-none">{t('versions.none')}</p>
      ) : (
        <div className="versions-body">
          <ul
            className="versions-list"
            role="listbox"
            aria-label={t('versions.listLabel')}
            data-testid="versions-list"
          >
            {versions.map((entry) => (
              <li
                key={entry.id}
                role="option"
                aria-selected={entry.id === picked}
                tabIndex={0}
                data-testid="version-row"
                onClick={() => setPicked(entry.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    setPicked(entry.id);
                  }
                }}
              >
                <span className="version-time">{timeOf(entry.savedAt)}</span>
                <span className="muted">{versionSummaryText(entry.summary)}</span>
              </li>
            ))}
          </ul>
          <div className="version-preview" data-testid="version-preview">
            {preview?.kind === 'ready' && version && (
              <>
                <VersionThumbnail document={preview.document} />
                <p>
                  <strong>{versionTitle(version.summary)}</strong>
                  <br />
                  {t('versions.saved', { when: timeOf(version.savedAt) })}
                  <br />
                  {versionSummaryText(version.summary)}
                </p>
              </>
            )}
            {preview?.kind === 'loading' && <p>{t('versions.readingOne')}</p>}
            {preview?.kind === 'failed' && <p className="problems">{preview.message}</p>}
          </div>
        </div>
      )}
      <div className="dialog-actions">
        <span className="muted">{t('versions.canUndo')}</span>
        <button type="button" data-testid="versions-close" onClick={onClose}>
          {t('versions.close')}
        </button>
        <button
          type="submit"
          className="primary"
          data-testid="versions-restore"
          disabled={preview?.kind !== 'ready'}
        >
          {t('versions.restore')}
        </button>
      </div>
    </Dialog>
  );
}
