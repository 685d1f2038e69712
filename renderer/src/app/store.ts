import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ActionCreatorWithPayload,
  type PayloadAction,
  type ThunkAction,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { createDocumentReducer } from '../document/documentSlice';
import { defenseSlice } from '../rulesets/defense/defenseSlice';
import { editorSlice } from '../document/map/editorSlice';
import { firestormSlice } from '../rulesets/firestorm/fsSlice';
import { fsTurnSlice } from '../rulesets/firestorm/turn/fsTurnSlice';
import { RULESET_UIS } from '../rulesets';
import { selectViewLock } from './viewLock';
import type { RulesetUi } from '../store/rulesetUi';
import { DOCUMENT, keepPartsOutsideHistory } from './documentParts';
import { startReplacementUndoListener } from '../document/files/fileListeners';
import { fileSlice, startingDocumentKept } from '../document/files/fileSlice';
import { undoable } from '../store/undoable';
import { playSlice } from '../campaign/playSlice';
import { setupPreviewSlice } from '../rulesets/core/setup/setupPreviewSlice';
import { viewSlice } from '../document/viewSlice';
import { assaultReducer } from '../rulesets/assault/assaultSlice';
import { tentSlice } from '../campaign/tent/tentSlice';

const { documentReducer, isDocumentUndoable, isDocumentReset, documentGroupOf } =
  createDocumentReducer(DOCUMENT);

const rootReducer = combineReducers({
  /** The HexmarchDocument with its undo history; map edits and campaign commands record steps. */
  document: undoable(documentReducer, {
    isUndoable: isDocumentUndoable,
    isReset: isDocumentReset,
    groupOf: documentGroupOf,
    restore: keepPartsOutsideHistory,
  }),
  /** Which file the document is and whether it is saved (never part of the document). */
  file: fileSlice.reducer,
  editor: editorSlice.reducer,
  view: viewSlice.reducer,
  play: playSlice.reducer,
  /** How a Firestorm campaign is looked at: the viewer's seat, picks and board marks. */
  firestorm: firestormSlice.reducer,
  /** Tools → Assault…: a stand-alone stronghold assault (issue 13), never part of the document. */
  assault: assaultReducer,
  /** The settlement defense (RULES.md §9): its game in progress and where it was launched from. */
  defense: defenseSlice.reducer,
  /** The Firestorm turn on this device: secret drafts, hot-seat screens, auto-play (never in the document). */
  fsTurn: fsTurnSlice.reducer,
  /** What the setup form would start, drawn before Start (never part of the document). */
  setupPreview: setupPreviewSlice.reducer,
  /** The order tent's desk (issue 28): links handed out, who has locked, receipts (never in the document). */
  tent: tentSlice.reducer,
});

/** Paths holding whole documents by reference (the history, the saved and recovered copies). */
const DOCUMENT_PATHS = [
  'document.past',
  'document.future',
  'file.saved',
  'file.recovered',
  'file.replacements',
  // A defense game: its state and commands (plain JSON, replaced whole on every move).
  'defense.game',
  'defense.commands',
  'defense.config',
  'setupPreview.preview',
];

export type RootState = ReturnType<typeof rootReducer>;

/** What thunks get besides dispatch and getState. */
export interface ThunkServices {
  /** Resolves with the next action `creator` makes (a thunk waiting for the GM's answer to a question). */
  readonly nextAction: <P>(creator: ActionCreatorWithPayload<P>) => Promise<PayloadAction<P>>;
  /** The seat a locked view is for, or null (app/viewLock.ts): what replaces the document refuses then. */
  readonly viewLock: (state: RootState) => string | null;
}

export function createAppStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  const services: ThunkServices = {
    viewLock: selectViewLock,
    nextAction: (creator) =>
      new Promise((resolve) => {
        const stop = listeners.startListening({
          actionCreator: creator,
          effect: (action) => {
            stop();
            resolve(action);
          },
        });
      }),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        // Dev-only checks walk the state on every action; the history holds up to 200 documents of thousands of
        // hexes (and campaign logs), all of them once the present, so checking the present is enough.
        immutableCheck: { ignoredPaths: DOCUMENT_PATHS, warnAfter: 200 },
        serializableCheck: { ignoredPaths: DOCUMENT_PATHS, warnAfter: 200 },
      }).prepend(listeners.middleware),
  });
  const startListening = listeners.startListening as AppStartListening;
  startReplacementUndoListener(startListening);
  // Each ruleset's own listeners (auto-play, notices, its game kept in the document), in the registry's order.
  for (const ui of Object.values(RULESET_UIS) as RulesetUi[]) ui.startListeners?.(startListening);
  if (preloadedState?.file === undefined)
    store.dispatch(startingDocumentKept(store.getState().document.present));
  return Object.assign(store, {
    /** Adds a listener (RTK listener middleware); returns the function that removes it. */
    startListening,
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = ThunkDispatch<RootState, ThunkServices, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkServices, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
