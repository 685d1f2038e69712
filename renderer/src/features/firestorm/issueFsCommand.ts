import { firestormRuleset, type FsCommand } from '@shared/rulesets/firestorm';
import type { DiceQueues } from '@shared/random';
import type { AppThunk } from '../../app/store';
import { playMessageShown } from '../play/playSlice';
import { fsCommandIssued } from './fsActions';
import { selectFirestorm } from './fsSelectors';

/**
 * Sends a Firestorm command to the engine. A refusal is shown with every rule ID the engine names (GEN-10) and
 * changes nothing; an accepted command is one undo step. Returns whether it was accepted.
 */
export function issueFsCommand(command: FsCommand, dice?: DiceQueues): AppThunk<boolean> {
  return (dispatch, getState) => {
    const before = selectFirestorm(getState());
    if (!before) return false;
    const violations = firestormRuleset.validate(before, command);
    if (violations.length > 0) {
      dispatch(
        playMessageShown({
          kind: 'refusal',
          text: violations.map((v) => `${v.ruleId}: ${v.message}`).join(' '),
        }),
      );
      return false;
    }
    dispatch(fsCommandIssued(dice ? { command, dice } : { command }));
    return selectFirestorm(getState()) !== before;
  };
}
