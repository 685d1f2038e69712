import { useMemo, useState } from 'react';
import { buildPack, packMarkdown, type PackOptions, type PackPage } from '@shared/pack';
import { useAppSelector } from '../../store/hooks';
import { selectHexmarchDocument } from '../../document/document';
import { Dialog } from '../../kit/Dialog';
import { PACK_PAPERS, type PackPaper } from '../../pack/packPdf';
import { downloadFiles, getPlatform } from '../../platform';
import { browserPrintEnvironment } from '../../print/browserPrintEnvironment';
import { deliverFiles } from '../../kit/deliverFiles';
import { packMarkdownFile, packPdfFile } from './packFiles';
import { PackPagePreview } from './PackPagePreview';
import './pack.css';
import { coreCampaignOf } from '@shared/document';
import { DialogActions } from '../../kit/DialogActions';
import { useEscapeKey } from '../../kit/useEscapeKey';
import { formatList, t } from '@shared/i18n';

const TURN_CHOICES = [1, 2, 4, 'all'] as const;

/** "6 pages: 2 battle sheets, 2 turn reports and 2 debriefs." (kinds with none left out). */
export function packSummary(pages: readonly PackPage[]): string {
  const parts = (['notice', 'battle', 'turn', 'debrief'] as const)
    .map((kind) => [kind, pages.filter((p) => p.kind === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => t(`menus:pack.${kind}`, { count: n }));
  return t('menus:pack.summary', { count: pages.length, list: formatList(parts) });
}

/**
 * "Print pack…" (issue 17): the game-night pack of the open campaign with a preview of every page. Save PDF goes
 * the export's way (through the main process on the desktop, a download in the browser); the Markdown is copied
 * for a club forum or chat, or downloaded in the browser edition.
 */
export function PackDialog({ onClose }: { onClose: () => void }) {
  const document = useAppSelector(selectHexmarchDocument);
  const [paper, setPaper] = useState<PackPaper>('A4');
  const [turns, setTurns] = useState<PackOptions['turns']>(2);
  const [side, setSide] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const built = useMemo(() => buildPack(document, { turns, side }), [document, turns, side]);
  const sides = coreCampaignOf(document)?.sides ?? [];
  const sideName = sides.find((s) => s.id === side)?.name ?? null;
  const browser = getPlatform().edition !== 'desktop';

  useEscapeKey(onClose, busy === null);

  const savePdf = async () => {
    if (!built.ok) return;
    setMessage(null);
    try {
      setBusy(t('menus:pack.drawing'));
      const file = await packPdfFile(browserPrintEnvironment, built.value, paper, sideName);
      setBusy(t('menus:pack.saving'));
      const delivered = await deliverFiles([{ ...file, type: 'application/pdf' }]);
      setBusy(null);
      if ('message' in delivered) setMessage(delivered.message);
      else if ('saved' in delivered) onClose();
    } catch (error) {
      setBusy(null);
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };
  const copyMarkdown = async () => {
    if (!built.ok) return;
    try {
      await navigator.clipboard.writeText(packMarkdown(built.value));
      setMessage(t('menus:pack.copied'));
    } catch {
      setMessage(t('menus:pack.clipboardRefused'));
    }
  };

  const pages = built.ok ? built.value.pages : [];
  return (
    <Dialog labelledBy="pack-title-heading" testId="pack-dialog" onSubmit={() => void savePdf()}>
      <h1 id="pack-title-heading">{t('menus:pack.title')}</h1>
      <div className="dialog-body pack-body">
        <div className="pack-form">
          <label className="field">
            {t('menus:pack.paper')}
            <select
              data-testid="pack-paper"
              value={paper}
              onChange={(e) => setPaper(e.target.value as PackPaper)}
            >
              {PACK_PAPERS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('menus:pack.pagesFor')}
            <select
              data-testid="pack-side"
              value={side ?? ''}
              onChange={(e) => setSide(e.target.value === '' ? null : e.target.value)}
            >
              <option value="">{t('menus:pack.gm')}</option>
              {sides.map((s) => (
                <option key={s.id} value={s.id}>
                  {t('menus:pack.sideOnly', { side: s.name })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('menus:pack.turns')}
            <select
              data-testid="pack-turns"
              value={String(turns)}
              onChange={(e) => setTurns(e.target.value === 'all' ? 'all' : Number(e.target.value))}
            >
              {TURN_CHOICES.map((choice) => (
                <option key={choice} value={String(choice)}>
                  {choice === 'all'
                    ? t('menus:pack.everyTurn')
                    : t('menus:pack.lastTurns', { count: choice })}
                </option>
              ))}
            </select>
          </label>
          {built.ok ? (
            <p className="muted" data-testid="pack-summary">
              {packSummary(pages)}
            </p>
          ) : (
            <p className="problems" role="alert" data-testid="pack-problem">
              {built.error}
            </p>
          )}
          {message && (
            <p className="pack-message" role="status" data-testid="pack-message">
              {message}
            </p>
          )}
        </div>
        <div className="pack-preview" data-testid="pack-preview">
          {pages.map((page, i) => (
            <PackPagePreview key={`${page.kind}-${page.title}-${i}`} page={page} index={i} />
          ))}
        </div>
      </div>
      <DialogActions
        prefix="pack"
        busy={busy}
        onCancel={onClose}
        submitLabel={t('menus:pack.savePdf')}
        submitTestId="pack-save"
        submitDisabled={!built.ok}
      >
        <button
          type="button"
          data-testid="pack-copy"
          disabled={busy !== null || !built.ok}
          onClick={() => void copyMarkdown()}
        >
          {t('menus:pack.copyMarkdown')}
        </button>
        {browser && (
          <button
            type="button"
            data-testid="pack-markdown"
            disabled={busy !== null || !built.ok}
            onClick={() =>
              built.ok && downloadFiles([packMarkdownFile(built.value, sideName)], window.document)
            }
          >
            {t('menus:pack.saveMarkdown')}
          </button>
        )}
      </DialogActions>
    </Dialog>
  );
}
