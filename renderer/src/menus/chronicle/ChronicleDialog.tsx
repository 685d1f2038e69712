import { useState } from 'react';
import { buildChronicle, CHRONICLE_PAGE } from '@shared/chronicle';
import { useTranslation } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { selectHexmarchDocument } from '../../document/document';
import { Dialog } from '../../kit/Dialog';
import { DialogActions } from '../../kit/DialogActions';
import { fileStem } from '../../kit/deliverText';
import { useEscapeKey } from '../../kit/useEscapeKey';
import { downloadFiles, getPlatform } from '../../platform';
import './chronicle.css';

/**
 * "Publish chronicle…" (issue 33): the campaign as one self-contained web page (shared/chronicle), for every side or
 * one side's own view. On the desktop it is saved where the GM's Save dialog says (through the main process); in the
 * browser edition it is one download. One HTML file with everything inline opens from the file system with no
 * server and needs no zip to download, which is why the page is a single file rather than a folder here; the CLI
 * writes the same page into a folder (index.html) for a web host.
 */
export function ChronicleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chronicle');
  const document = useAppSelector(selectHexmarchDocument);
  const campaign = document.campaign;
  const [side, setSide] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEscapeKey(onClose, busy === null);
  const sides = !campaign ? [] : campaign.ruleset === 'core' ? campaign.sides : campaign.factions;
  const faction = campaign?.ruleset === 'firestorm';
  const ended = campaign?.status === 'ended';

  const publish = () =>
    publishNow().catch((error: unknown) => {
      setBusy(null);
      setMessage(error instanceof Error ? error.message : String(error));
    });
  const publishNow = async () => {
    setMessage(null);
    setBusy(t('dialog.writing'));
    // Let the status paint before the (sub-second) build runs on this thread.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const site = buildChronicle(document, { side });
    if (!site.ok) {
      setBusy(null);
      setMessage(site.error);
      return;
    }
    const html = site.value.files[CHRONICLE_PAGE]!;
    const name = `${fileStem(campaign?.name ?? '', 'campaign')}-chronicle.html`;
    const bytes = new TextEncoder().encode(html);
    const what = t('dialog.what', {
      size: Math.round(bytes.length / 1024),
      turns: site.value.data.frames.length - 1,
      battles: site.value.data.battles.length,
    });
    const platform = getPlatform();
    try {
      if (platform.edition !== 'desktop') {
        downloadFiles([{ name, bytes }], window.document);
        setBusy(null);
        setMessage(t('dialog.downloaded', { name, what }));
        return;
      }
      setBusy(t('dialog.saving'));
      const result = await platform.saveExport([{ name, bytes }]);
      setBusy(null);
      if ('saved' in result) setMessage(t('dialog.saved', { names: result.saved.join(', '), what }));
      else if ('message' in result) setMessage(result.message);
    } catch (error) {
      setBusy(null);
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog labelledBy="chronicle-title" testId="chronicle-dialog" onSubmit={() => void publish()}>
      <h1 id="chronicle-title">{t('dialog.title')}</h1>
      <div className="dialog-body chronicle-body">
        <p>{t(faction ? 'dialog.intro_faction' : 'dialog.intro_side')}</p>
        <label className="field">
          {t('dialog.shownTo')}
          <select
            data-testid="chronicle-side"
            value={side ?? ''}
            onChange={(e) => setSide(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">
              {t(ended ? 'dialog.everyone' : faction ? 'dialog.everyFaction' : 'dialog.everySide')}
            </option>
            {sides.map((s) => (
              <option key={s.id} value={s.name}>
                {t(ended ? 'dialog.everyoneFrom' : 'dialog.ownView', { name: s.name })}
              </option>
            ))}
          </select>
        </label>
        <p className="muted" data-testid="chronicle-rule">
          {ended
            ? t('dialog.ruleEnded')
            : side === null
              ? t(faction ? 'dialog.ruleRunningFaction' : 'dialog.ruleRunningSide')
              : t(faction ? 'dialog.ruleOwnFaction' : 'dialog.ruleOwnSide', { name: side })}
        </p>
        {message && (
          <p role="status" data-testid="chronicle-message">
            {message}
          </p>
        )}
      </div>
      <DialogActions
        prefix="chronicle"
        busy={busy}
        onCancel={onClose}
        submitLabel={t('dialog.save')}
        submitTestId="chronicle-save"
        submitDisabled={false}
      />
    </Dialog>
  );
}
