import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { editorSlice } from '../features/editor/editorSlice';
import { undoable } from '../features/history/undoable';
import { isMapDocumentAction, mapDocumentSlice, strokeOf } from '../features/mapDocument/mapDocumentSlice';
import { viewSlice } from '../features/view/viewSlice';

const rootReducer = combineReducers({
  /** The document with its undo history; only `mapDocument/*` actions record steps. */
  mapDocument: undoable(mapDocumentSlice.reducer, { isUndoable: isMapDocumentAction, groupOf: strokeOf }),
  editor: editorSlice.reducer,
  view: viewSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // The document holds a few thousand hexes; the dev-only checks walk all of it on every action.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: { warnAfter: 200 },
      }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
