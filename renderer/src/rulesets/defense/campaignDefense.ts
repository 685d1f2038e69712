import { t } from '@shared/i18n';
import type { GameCommand } from '@shared/rulesets';
import type { DefenseState } from '@shared/rulesets/defense';
import type { AppThunk } from '../../app/store';
import { issueCommand } from '../../campaign/issueCommand';
import { defenseRecorded } from './defenseSlice';

/*
 * The defense's side of a campaign settlement (ANV-1, ANV-40): each campaign ruleset opens the screen on its own
 * settlement (rulesets/core/coreDefense.ts, rulesets/firestorm/fsDefense.ts); the result goes back here.
 */

/**
 * ANV-40: the ended game's result goes to the campaign as a RecordDefense command of its ruleset (one undo step
 * there, replayed with the log). A refusal (another campaign was opened meanwhile) is kept to be shown.
 */
export function recordDefenseResult(game: DefenseState): AppThunk {
  return (dispatch, getState) => {
    const { launch, recorded } = getState().defense;
    if (!launch || recorded || !game.result) return;
    const result = {
      defenseId: game.id,
      winners: [...game.result.winner],
      influence: game.players.map((p) => ({ playerId: p.id, influence: p.influence })),
      cityBuildingsLeft: game.result.cityBuildingsLeft,
      affectsCampaign: game.settings.affectsCampaign,
    };
    // The campaign's own ruleset (core or Firestorm) plays its RecordDefense through the one command path.
    const accepted = dispatch(
      issueCommand({ type: 'RecordDefense', hex: launch.hex, result } as unknown as GameCommand),
    );
    const error = accepted ? null : (getState().play.message?.text ?? t('assault:panels.campaignRefused'));
    dispatch(defenseRecorded({ error }));
  };
}
