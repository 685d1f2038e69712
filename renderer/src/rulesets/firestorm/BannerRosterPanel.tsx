import { useState } from 'react';
import { liveBanners } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RosterPanel } from '../../kit/roster/RosterPanel';
import { bannerName } from './fsBoard';
import { selectFirestorm, selectViewingFaction } from './fsSelectors';
import { issueCommand } from '../../campaign/issueCommand';
import { useTranslation } from '../../i18n';

/**
 * DATA-9 for Firestorm banners (issue 13): the roster of the banner picked on the board (or chosen here), its totals,
 * and "Edit roster…", recorded with `RecordRoster` (a refusal names its rule and keeps the editor open). A siege's
 * Final Assault is fought by ASLT when both banners carry a roster (SIEGE-16/17), and the losses come back here.
 * A faction's seat sees only its own banners.
 */
export function BannerRosterPanel() {
  const { t } = useTranslation('firestorm');
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const seat = useAppSelector(selectViewingFaction);
  const picked = useAppSelector((state) => state.firestorm.selectedBannerId);
  const [chosen, setChosen] = useState('');
  if (!fs || fs.status === 'ended') return null;
  const holders = liveBanners(fs)
    .filter((b) => !seat || b.factionId === seat.id)
    .map((b) => ({
      id: b.id,
      name: bannerName(fs, b.id),
      owner: fs.factions.find((f) => f.id === b.factionId)?.name ?? '',
      ...(b.roster ? { roster: b.roster } : {}),
    }));
  const shown = holders.find((h) => h.id === (chosen || picked)) ?? holders[0];
  if (!shown) return null;
  return (
    <RosterPanel
      kind="banner"
      heading={t('roster.heading')}
      holders={holders}
      shown={shown}
      onShow={setChosen}
      noRoster={t('roster.none', { rule: 'SIEGE-16' })}
      onKeep={(roster) => dispatch(issueCommand({ type: 'RecordRoster', banner: shown.id, roster }))}
    />
  );
}
