import { useState } from 'react';
import { liveBanners } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RosterDialog, rosterSummary } from '../assault/RosterDialog';
import { bannerName } from './fsBoard';
import { selectFirestorm, selectViewingFaction } from './fsSelectors';
import { issueFsCommand } from './issueFsCommand';

/**
 * DATA-9 for Firestorm banners (issue 13): the roster of the banner picked on the board (or chosen here), its totals,
 * and "Edit roster…", recorded with `RecordRoster` (a refusal names its rule and keeps the editor open). A siege's
 * Final Assault is fought by ASLT when both banners carry a roster (SIEGE-16/17), and the losses come back here.
 * A faction's seat sees only its own banners.
 */
export function BannerRosterPanel() {
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const seat = useAppSelector(selectViewingFaction);
  const picked = useAppSelector((state) => state.firestorm.selectedBannerId);
  const [chosen, setChosen] = useState('');
  const [editing, setEditing] = useState(false);
  if (!fs || fs.status === 'ended') return null;
  const banners = liveBanners(fs).filter((b) => !seat || b.factionId === seat.id);
  const banner = banners.find((b) => b.id === (chosen || picked)) ?? banners[0];
  if (!banner) return null;
  const faction = (id: string) => fs.factions.find((f) => f.id === id)?.name ?? '';
  return (
    <section className="panel" data-testid="banner-roster-panel">
      <h2>Banner roster</h2>
      <p className="field">
        <select
          aria-label="Banner whose roster is shown"
          data-testid="roster-banner-select"
          value={banner.id}
          onChange={(e) => setChosen(e.target.value)}
        >
          {banners.map((b) => (
            <option key={b.id} value={b.id}>
              {bannerName(fs, b.id)} ({faction(b.factionId)})
            </option>
          ))}
        </select>
      </p>
      <p data-testid="banner-roster-summary">
        {rosterSummary(banner.roster) ??
          'No roster: a Final Assault against or by this banner is rolled quickly or played on the tabletop (SIEGE-16).'}
      </p>
      <button type="button" data-testid="edit-banner-roster" onClick={() => setEditing(true)}>
        Edit roster…
      </button>
      {editing && (
        <RosterDialog
          name={bannerName(fs, banner.id)}
          owner={faction(banner.factionId)}
          roster={banner.roster ?? []}
          idPrefix={`${banner.id}-`}
          onKeep={(roster) => dispatch(issueFsCommand({ type: 'RecordRoster', banner: banner.id, roster }))}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  );
}
