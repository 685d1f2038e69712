import type { DiceQueues } from '@shared/random';
import { rulesetOf, type GameCommand } from '@shared/rulesets';
import type { AppThunk } from '../app/store';
import { commandIssued } from './campaignActions';
import { playMessageShown } from './playSlice';
import { t } from '@shared/i18n';

/**
 * Sends a command to the engine, for the running campaign of any ruleset. During replay it is refused (GEN-5:
 * replay is read-only). A refusal is shown with every rule ID the engine names (GEN-10) and changes nothing; an
 * accepted command is one undo step. What it caused that a GM must not miss is shown by the ruleset's own notice
 * listener (rulesets/core/coreNotices.ts). Returns whether it was accepted.
 */
export function issueCommand(command: GameCommand, dice?: DiceQueues): AppThunk<boolean> {
  return (dispatch, getState) => {
    const before = getState().document.present.campaign;
    if (!before) return false;
    if (getState().play.replayTurn !== null) {
      dispatch(
        playMessageShown({
          kind: 'refusal',
          text: t('campaign:replayReadOnly'),
        }),
      );
      return false;
    }
    const violations = rulesetOf(before).validate(before, command);
    if (violations.length > 0) {
      dispatch(
        playMessageShown({
          kind: 'refusal',
          text: violations.map((v) => `${v.ruleId}: ${v.message}`).join(' '),
        }),
      );
      return false;
    }
    dispatch(commandIssued(dice ? { command, dice } : { command }));
    return getState().document.present.campaign !== before;
  };
}
