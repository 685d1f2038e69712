import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { editorSlice } from '../features/editor/editorSlice';
import { undoable } from '../features/history/undoable';
import { isMapDocumentAction, mapDocumentReducer, strokeOf } from '../features/mapDocument/mapDocumentSlice';
import { viewSlice } from '../features/view/viewSlice';

const rootReducer = combineReducers({
  /** The document with its undo history; only `mapDocument/*` actions record steps. */
  mapDocument: undoable(mapDocumentReducer, { isUndoable: isMapDocumentAction, groupOf: strokeOf }),
  editor: editorSlice.reducer,
  view: viewSlice.reducer,
});

const HISTORY_PATHS = ['mapDocument.past', 'mapDocument.future'];

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // Dev-only checks walk the state on every action; the history holds up to 200 maps of thousands of hexes,
        // all of them once the present, so checking the present is enough.
        immutableCheck: { ignoredPaths: HISTORY_PATHS, warnAfter: 200 },
        serializableCheck: { ignoredPaths: HISTORY_PATHS, warnAfter: 200 },
      }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
