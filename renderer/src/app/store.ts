import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  documentGroupOf,
  documentReducer,
  isDocumentReset,
  isDocumentUndoable,
} from '../features/document/documentSlice';
import { editorSlice } from '../features/editor/editorSlice';
import { undoable } from '../features/history/undoable';
import { playSlice } from '../features/play/playSlice';
import { viewSlice } from '../features/view/viewSlice';

const rootReducer = combineReducers({
  /** The HexmarchDocument with its undo history; map edits and campaign commands record steps. */
  document: undoable(documentReducer, {
    isUndoable: isDocumentUndoable,
    isReset: isDocumentReset,
    groupOf: documentGroupOf,
  }),
  editor: editorSlice.reducer,
  view: viewSlice.reducer,
  play: playSlice.reducer,
});

const HISTORY_PATHS = ['document.past', 'document.future'];

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // Dev-only checks walk the state on every action; the history holds up to 200 documents of thousands of
        // hexes (and campaign logs), all of them once the present, so checking the present is enough.
        immutableCheck: { ignoredPaths: HISTORY_PATHS, warnAfter: 200 },
        serializableCheck: { ignoredPaths: HISTORY_PATHS, warnAfter: 200 },
      }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
