import { t } from '@shared/i18n';
import type { Command } from '@shared/rulesets/core';
import type { AppThunk } from '../../app/store';
import { issueCommand } from '../../campaign/issueCommand';
import { modeChosen } from '../../campaign/playModeSlice';
import { selectCampaign } from '../../campaign/playSelectors';
import { assaultClosed, assaultMessageShown } from '../../campaign/subGameActions';

/*
 * The Assault tab's side of a campaign's fortress battle (LOC-7): the campaign's side, which opens the tab on a
 * battle, is rulesets/core/assault/campaignAssault.ts. The two meet only in campaign/subGameActions.ts.
 */

/**
 * LOC-7: the ended assault goes to the campaign as ResolveByAssault with every command the GM gave; the campaign
 * replays them on its own dice, so it records this very assault (one undo step there), then RESULT-1 as for any
 * battle. Refused, with the reason, if the campaign has rolled since (another battle fought meanwhile).
 */
export function recordAssaultInCampaign(): AppThunk {
  return (dispatch, getState) => {
    const { binding, record, game } = getState().assault;
    const campaign = selectCampaign(getState());
    if (!binding || !record || !game || game.phase !== 'ENDED') return;
    const battle = campaign?.battles.entities[binding.battleId];
    if (!campaign || !battle || battle.state !== 'pending') {
      dispatch(
        assaultMessageShown({
          kind: 'refusal',
          text: t('assault:panels.notPending', { rule: 'BATTLE-3' }),
        }),
      );
      return;
    }
    if (JSON.stringify(campaign.rng) !== JSON.stringify(binding.rng)) {
      dispatch(
        assaultMessageShown({
          kind: 'refusal',
          text: t('assault:panels.diceMoved', { rule: 'GEN-5' }),
        }),
      );
      return;
    }
    const command = {
      type: 'ResolveByAssault',
      battleId: binding.battleId,
      commands: record.commands.map((c) => ({ ...c })),
    } as Command;
    if (!dispatch(issueCommand(command))) {
      const text = getState().play.message?.text ?? t('assault:panels.campaignRefused');
      dispatch(assaultMessageShown({ kind: 'refusal', text }));
      return;
    }
    dispatch(assaultClosed());
    dispatch(modeChosen('campaign'));
  };
}

/** Leaves a bound assault without recording anything: the battle waits in the campaign as before. */
export function leaveFortressAssault(): AppThunk {
  return (dispatch) => {
    dispatch(assaultClosed());
    dispatch(modeChosen('campaign'));
  };
}
