import { selectCampaign } from './playSelectors';
import { validate, type Command } from '@shared/rulesets/core';
import type { DiceQueues } from '@shared/random';
import type { AppThunk } from '../../app/store';
import { commandIssued } from '../campaign/campaignActions';
import { eventSentence, isNotable } from '../history/eventSentence';
import { playMessageShown } from './playSlice';

/**
 * Sends a GM command to the engine. A refusal is shown with every rule ID the engine names (GEN-10) and changes
 * nothing; an accepted command is one undo step, and what it caused that a GM must not miss (rolls, battles,
 * retreats, captures, destroyed armies, captured Lords) is shown as it happens. Returns whether it was accepted.
 */
export function issueCommand(command: Command, dice?: DiceQueues): AppThunk<boolean> {
  return (dispatch, getState) => {
    const before = selectCampaign(getState());
    if (!before) return false;
    if (getState().play.replayTurn !== null) {
      dispatch(
        playMessageShown({
          kind: 'refusal',
          text: 'GEN-5: replay is read-only; go back to the live campaign to play.',
        }),
      );
      return false;
    }
    const violations = validate(before, command);
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
    const after = selectCampaign(getState());
    if (after) {
      const news: string[] = [];
      for (let i = before.log.length; i < after.log.length; i++) {
        const event = after.log[i]!;
        const text = isNotable(event) ? eventSentence(after, event, i) : null;
        if (text) news.push(text);
      }
      if (news.length > 0) dispatch(playMessageShown({ kind: 'note', text: news.join(' · ') }));
    }
    return true;
  };
}
