import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { tableSizeProblem, type TableSize } from '@shared/battlefield';
import {
  DEFAULT_BATTLEFIELD_CHOICE,
  type BattlefieldChoice,
  type BattlefieldChoices,
} from '@shared/document';
import type { DocumentPart } from '../../store/documentParts';

/** Issue 29: the GM asked for a fresh layout of a battle's table (its hand nudges belong to the old one). */
export const battlefieldRerolled = createAction<{ battleId: string; seed: number }>('battlefields/rerolled');
/** The GM picked the table the battle is played on. */
export const battlefieldTableChosen = createAction<{ battleId: string; table: TableSize }>(
  'battlefields/tableChosen',
);
/** The GM moved a piece by hand (inches, added to what it was moved before). */
export const battlefieldPieceNudged = createAction<{
  battleId: string;
  pieceId: string;
  dx: number;
  dy: number;
}>('battlefields/pieceNudged');
/** The GM put every piece back where the plan had it. */
export const battlefieldNudgesCleared = createAction<{ battleId: string }>('battlefields/nudgesCleared');

const choiceOf = (state: BattlefieldChoices | undefined, battleId: string): BattlefieldChoice =>
  state?.[battleId] ?? DEFAULT_BATTLEFIELD_CHOICE;

/** Total and pure (GEN-10): a bad table or a non-finite nudge leaves the choices as they were. */
export function battlefieldsReducer(
  state: BattlefieldChoices | undefined,
  action: UnknownAction,
): BattlefieldChoices | undefined {
  const put = (battleId: string, next: BattlefieldChoice) => ({ ...(state ?? {}), [battleId]: next });
  if (battlefieldRerolled.match(action)) {
    const { battleId, seed } = action.payload;
    if (!Number.isInteger(seed)) return state;
    return put(battleId, { ...choiceOf(state, battleId), seed: seed | 0, nudges: {} });
  }
  if (battlefieldTableChosen.match(action)) {
    const { battleId, table } = action.payload;
    if (tableSizeProblem(table)) return state;
    // Another table is another layout: the nudges were for the old one.
    return put(battleId, { ...choiceOf(state, battleId), table, nudges: {} });
  }
  if (battlefieldPieceNudged.match(action)) {
    const { battleId, pieceId, dx, dy } = action.payload;
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return state;
    const choice = choiceOf(state, battleId);
    const was = choice.nudges[pieceId] ?? { x: 0, y: 0 };
    const limit = (v: number) => Math.max(-144, Math.min(144, Math.round(v * 10) / 10));
    return put(battleId, {
      ...choice,
      nudges: { ...choice.nudges, [pieceId]: { x: limit(was.x + dx), y: limit(was.y + dy) } },
    });
  }
  if (battlefieldNudgesCleared.match(action)) {
    const { battleId } = action.payload;
    if (!state?.[battleId] || Object.keys(state[battleId].nudges).length === 0) return state;
    return put(battleId, { ...state[battleId], nudges: {} });
  }
  return state;
}

/**
 * The table plans' choices as a document part (issue 29): saved with the campaign, printed in its pack, and every
 * re-roll, table change and drag is an undo step. Editable while a campaign runs: no rule reads them.
 */
export const battlefieldsPart: DocumentPart<'battlefields'> = {
  key: 'battlefields',
  actionPrefix: 'battlefields/',
  reducer: battlefieldsReducer,
  undoable: true,
};
