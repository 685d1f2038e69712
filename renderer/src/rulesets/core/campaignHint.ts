import type { RootState } from '../../app/store';
import { selectCampaign } from '../../campaign/playSelectors';
import { t } from '@shared/i18n';

/**
 * The status bar's hint for the core Campaign tab: what the board does with the pointer now. Before the campaign
 * starts the board places fortresses and armies (SETUP-3/4), not moves; after VICT-3 nothing moves at all.
 */
export function campaignHint(state: RootState): string {
  const campaign = selectCampaign(state);
  if (!campaign) {
    const placing = state.play.setupPlacing;
    if (placing?.what === 'fortress') return t('campaign:hint.placeFortress');
    if (placing?.what === 'army') return t('campaign:hint.placeArmies');
    return t('campaign:hint.setUp');
  }
  // Issue 27: a replay or a step-by-step view is read-only, so the hint invites no drag.
  if (state.play.replayTurn !== null || state.play.replaySeq !== null) return t('campaign:hint.replay');
  if (campaign.status === 'ended') return t('campaign:hint.over');
  // RETREAT-4: nothing else may happen until the beaten army's retreat hex is chosen.
  if (campaign.turn.awaiting) return t('campaign:hint.retreat');
  if (campaign.turn.phase === 'FIGHT') return t('campaign:hint.fight');
  if (campaign.turn.phase !== 'MOVE') return t('campaign:hint.goOn');
  return t('campaign:hint.move');
}
