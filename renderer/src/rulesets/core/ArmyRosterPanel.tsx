import { useState } from 'react';
import { liveArmies } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RosterPanel } from '../../kit/roster/RosterPanel';
import { armyRosterEdited } from './coreCampaignActions';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { t } from '@shared/i18n';

/**
 * DATA-9 in the campaign (issue 13): the roster of the army picked (or chosen here), its totals, and "Edit roster…"
 * opening the roster editor. With `core.fortressResolution: assault`, fortress battles between two armies with
 * rosters are fought as assaults (LOC-7), and the losses are written back here (ASLT-29).
 */
export function ArmyRosterPanel() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const picked = useAppSelector((state) => state.play.selectedArmyId);
  const replay = useAppSelector(selectReplayTurn);
  const [chosen, setChosen] = useState<string>('');
  if (!campaign || replay !== null) return null;
  const holders = liveArmies(campaign).map((a) => ({
    id: a.id,
    name: a.name,
    owner: campaign.players.find((p) => p.id === a.ownerId)?.name ?? '',
    ...(a.roster ? { roster: a.roster } : {}),
  }));
  const shown = holders.find((h) => h.id === (chosen || picked)) ?? holders[0];
  if (!shown) return null;
  return (
    <RosterPanel
      kind="army"
      heading={t('campaign:roster.heading')}
      holders={holders}
      shown={shown}
      onShow={setChosen}
      noRoster={t('campaign:roster.none')}
      onKeep={(roster) => {
        dispatch(armyRosterEdited({ armyId: shown.id, roster: roster.length > 0 ? roster : null }));
        return true;
      }}
    />
  );
}
