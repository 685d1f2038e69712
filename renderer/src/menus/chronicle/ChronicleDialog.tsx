import { useState } from 'react';
import { buildChronicle, CHRONICLE_PAGE } from '@shared/chronicle';
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
  const document = useAppSelector(selectHexmarchDocument);
  const campaign = document.campaign;
  const [side, setSide] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEscapeKey(onClose, busy === null);
  const sides = !campaign ? [] : campaign.ruleset === 'core' ? campaign.sides : campaign.factions;
  const noun = campaign?.ruleset === 'firestorm' ? 'faction' : 'side';
  const ended = campaign?.status === 'ended';

  const publish = async () => {
    setMessage(null);
    setBusy('Writing the chronicle…');
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
    const what = `${Math.round(bytes.length / 1024)} kB: ${site.value.data.frames.length - 1} turns, ${site.value.data.battles.length} battles`;
    const platform = getPlatform();
    try {
      if (platform.edition !== 'desktop') {
        downloadFiles([{ name, bytes }], window.document);
        setBusy(null);
        setMessage(`Downloaded ${name} (${what}). Open it in any browser; it needs no internet.`);
        return;
      }
      setBusy('Saving…');
      const result = await platform.saveExport([{ name, bytes }]);
      setBusy(null);
      if ('saved' in result) setMessage(`Saved ${result.saved.join(', ')} (${what}).`);
      else if ('message' in result) setMessage(result.message);
    } catch (error) {
      setBusy(null);
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog labelledBy="chronicle-title" testId="chronicle-dialog" onSubmit={() => void publish()}>
      <h1 id="chronicle-title">Publish the campaign chronicle</h1>
      <div className="dialog-body chronicle-body">
        <p>
          One web page that tells the campaign: the map turn by turn with a slider and Play, every battle with
          its odds, result and consequences, the standings over the turns, and a war diary for each {noun}. It
          opens in any browser from the file, with no internet.
        </p>
        <label className="field">
          Shown to
          <select
            data-testid="chronicle-side"
            value={side ?? ''}
            onChange={(e) => setSide(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">
              {ended ? 'Everyone: the whole campaign' : `Every ${noun}: only what all may see`}
            </option>
            {sides.map((s) => (
              <option key={s.id} value={s.name}>
                {ended ? `Everyone, from ${s.name}'s side` : `${s.name}: its own view`}
              </option>
            ))}
          </select>
        </label>
        <p className="muted" data-testid="chronicle-rule">
          {ended
            ? 'The campaign has ended, so the chronicle may tell every move and roll.'
            : side === null
              ? `The campaign is still running, so the chronicle shows only what every ${noun} may see: ${
                  noun === 'side'
                    ? 'no army is on its map and no move is told'
                    : 'orders appear once revealed and Secret Objectives once achieved'
                }.`
              : `Only for ${side}: it shows that ${noun}'s own ${noun === 'side' ? 'armies and moves' : 'orders'} besides what every ${noun} may see.`}
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
        submitLabel="Save page"
        submitTestId="chronicle-save"
        submitDisabled={false}
      />
    </Dialog>
  );
}
