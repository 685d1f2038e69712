import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { defenseGameFile, type DefenseGameFile } from '@shared/rulesets/defense';
import type { DocumentPart } from '../../store/documentParts';
import type { AppStartListening } from '../../app/store';
import type { DefenseSliceState } from './defenseSlice';

/** The defense game in progress, copied into the campaign document so Save keeps it (null: no game). */
export const defenseGameKept = createAction<DefenseGameFile | null>('defenseDocument/kept');

/**
 * The settlement defense game in progress as a part of the campaign document (issue 14 "save a game in progress
 * inside the campaign file"). It has its own undo (the defense screen's), so campaign undo never rolls it back
 * (`outsideHistory`), and it is no undo step of the campaign.
 */
export const defenseDocumentPart: DocumentPart<'defenseGame'> = {
  key: 'defenseGame',
  actionPrefix: 'defenseDocument/',
  reducer: (state: DefenseGameFile | undefined, action: UnknownAction) =>
    defenseGameKept.match(action) ? (action.payload ?? undefined) : state,
  undoable: false,
  outsideHistory: true,
};

/** The file of the slice's game, or null when no game is under way. */
export function defenseGameOf(slice: DefenseSliceState): DefenseGameFile | null {
  if (!slice.config || !slice.game) return null;
  return defenseGameFile({
    config: slice.config,
    commands: slice.commands,
    steps: slice.steps,
    ...(slice.launch ? { launch: slice.launch } : {}),
    recorded: slice.recorded,
  });
}

/**
 * After every change of the defense game (a move, undo, a new or opened game), the document gets its copy, which
 * marks the campaign file unsaved and feeds the recovery copy. An unchanged game (just restored from the file
 * being opened) is not written again, so opening a file leaves it saved.
 */
export function startDefenseDocumentListener(startListening: AppStartListening): () => void {
  return startListening({
    predicate: (action, current, previous) =>
      action.type.startsWith('defense/') &&
      (current.defense.commands !== previous.defense.commands ||
        current.defense.config !== previous.defense.config ||
        current.defense.recorded !== previous.defense.recorded),
    effect: (_action, api) => {
      const file = defenseGameOf(api.getState().defense);
      const stored = api.getState().document.present.defenseGame ?? null;
      if (JSON.stringify(file) !== JSON.stringify(stored)) api.dispatch(defenseGameKept(file));
    },
  });
}
