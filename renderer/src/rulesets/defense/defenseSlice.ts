import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  openDefenseGameData,
  type DeckFileInput,
  type OpenedDefenseGame,
  type DefenseConfig,
  type DefenseLaunch,
  type DefenseState,
} from '@shared/rulesets/defense';
import { documentReplaced } from '../../document/documentSlice';
import { defenseClosed, defenseOpened } from '../../campaign/subGameActions';

/**
 * The settlement defense in the app (RULES.md §9): whether its screen is open, the campaign settlement it was
 * launched from (ANV-1), and the game in progress as its setup plus the commands played (GEN-5: the state is their
 * replay, which is how undo and saved games work). Kept in the store so closing the screen loses nothing.
 */
export interface DefenseSliceState {
  readonly open: boolean;
  readonly launch: DefenseLaunch | null;
  readonly config: DefenseConfig | null;
  readonly commands: readonly unknown[];
  /** Command counts the GM can undo back to: one per button press or drop; a whole auto-play is one step. */
  readonly steps: readonly number[];
  readonly game: DefenseState | null;
  /** ANV-40: the result is in the campaign log (written once). */
  readonly recorded: boolean;
  /** Why the campaign refused the result, if it did. */
  readonly recordError: string | null;
  /** Decks the GM edited or opened this session (valid deck files), offered beside the shipped ones. */
  readonly decks: readonly DeckFileInput[];
}

const initialState: DefenseSliceState = {
  open: false,
  launch: null,
  config: null,
  commands: [],
  steps: [],
  game: null,
  recorded: false,
  recordError: null,
  decks: [],
};

export interface DefenseGameLoaded {
  readonly config: DefenseConfig;
  readonly commands: readonly unknown[];
  readonly steps: readonly number[];
  readonly game: DefenseState;
  readonly launch?: DefenseLaunch | null;
  readonly recorded?: boolean;
}

/** A game opened from a file (its own, or the campaign file's) as the slice holds it. */
export const loadedFrom = (game: OpenedDefenseGame) => ({
  config: game.config,
  commands: game.commands,
  steps: game.steps,
  game: game.state,
  launch: game.launch ?? null,
  recorded: game.recorded,
});

export const defenseSlice = createSlice({
  name: 'defense',
  initialState,
  reducers: {
    /** A game started, opened from a file, or replayed to an undo point. */
    defenseGameLoaded(state, action: PayloadAction<DefenseGameLoaded>) {
      const { launch, recorded, ...game } = action.payload;
      return {
        ...state,
        ...game,
        launch: launch === undefined ? state.launch : launch,
        recorded: recorded ?? state.recorded,
      };
    },
    /** The GM (or auto-play) played commands: one undo step. */
    defensePlayed(state, action: PayloadAction<{ commands: readonly unknown[]; game: DefenseState }>) {
      return {
        ...state,
        commands: [...state.commands, ...action.payload.commands],
        steps: [...state.steps, state.commands.length + action.payload.commands.length],
        game: action.payload.game,
      };
    },
    /** The deck editor's "Use this deck": a deck of the same id is replaced, so the latest edit wins. */
    deckKept(state, action: PayloadAction<DeckFileInput>) {
      const kept = action.payload;
      state.decks = [...state.decks.filter((d) => d.id !== kept.id), kept] as DeckFileInput[];
    },
    defenseRecorded(state, action: PayloadAction<{ error: string | null }>) {
      state.recorded = action.payload.error === null;
      state.recordError = action.payload.error;
    },
    /** "New defense": back to the setup, for the same settlement if there was one. */
    defenseGameCleared(state) {
      return { ...initialState, open: state.open, launch: state.launch, decks: state.decks };
    },
  },
  extraReducers: (builder) => {
    // Opening and closing are the campaign's vocabulary too (campaign/subGameActions.ts: a settlement opens it).
    builder
      .addCase(defenseOpened, (state, action) => {
        const launch = action.payload;
        // A game in progress for another settlement (or none) stays until the GM starts a new one.
        if (launch && state.game && state.launch?.hex !== launch.hex)
          return { ...initialState, open: true, launch, decks: state.decks };
        return { ...state, open: true, launch: launch ?? (state.game ? state.launch : null) };
      })
      .addCase(defenseClosed, (state) => {
        state.open = false;
      });
    // A campaign file opened (or a demo, a new map): its defense game in progress, replayed where it was, or none.
    builder.addCase(documentReplaced, (state, action) => {
      const file = action.payload.document.defenseGame;
      const opened = file ? openDefenseGameData(file) : null;
      const kept = { ...initialState, open: state.open, decks: state.decks };
      if (!opened?.ok) return kept;
      return { ...kept, ...loadedFrom(opened.game) };
    });
  },
});

export { defenseOpened, defenseClosed };
export const { defenseGameLoaded, defensePlayed, defenseRecorded, defenseGameCleared, deckKept } =
  defenseSlice.actions;
