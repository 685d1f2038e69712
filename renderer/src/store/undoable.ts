import { createAction, type Action, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Undo history of one slice: snapshots of its state, never of the view (STYLE.md "Redux and the view": camera,
 * hover and selection never enter history). Snapshots are cheap because edits share every unchanged hex.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /**
   * The group of the last recorded step (a brush stroke's id). Further undoable actions of the same group replace
   * the present instead of adding a step, so one stroke (pointer down → moves → up) is one undo step.
   */
  readonly lastGroup: string | null;
}

export const undoRequested = createAction('history/undoRequested');
export const redoRequested = createAction('history/redoRequested');

export interface UndoableOptions<T = unknown> {
  /** Only these actions record a step; others change the present without touching the history. */
  readonly isUndoable: (action: UnknownAction) => boolean;
  /** Actions sharing a group id, one after another, make one step. */
  readonly groupOf?: (action: UnknownAction) => string | undefined;
  /** These actions replace the document and start an empty history (opening a file). */
  readonly isReset?: (action: UnknownAction) => boolean;
  /** Undo and redo pass the snapshot they bring back through this (parts of the state kept outside history). */
  readonly restore?: (present: T, restored: T) => T;
  /** Oldest steps are dropped beyond this many. */
  readonly limit?: number;
}

export const HISTORY_LIMIT = 200;

export function undoable<T>(reducer: Reducer<T>, options: UndoableOptions<T>): Reducer<History<T>> {
  const limit = options.limit ?? HISTORY_LIMIT;
  const initial = (): History<T> => ({
    past: [],
    present: reducer(undefined, { type: '@@history/init' }),
    future: [],
    lastGroup: null,
  });

  return (state: History<T> | undefined, action: Action): History<T> => {
    const history = state ?? initial();
    if (undoRequested.match(action)) {
      const previous = history.past.at(-1);
      if (previous === undefined) return history;
      return {
        past: history.past.slice(0, -1),
        present: options.restore ? options.restore(history.present, previous) : previous,
        future: [history.present, ...history.future],
        lastGroup: null,
      };
    }
    if (redoRequested.match(action)) {
      const [next, ...rest] = history.future;
      if (next === undefined) return history;
      const present = options.restore ? options.restore(history.present, next) : next;
      return { past: [...history.past, history.present], present, future: rest, lastGroup: null };
    }
    const unknownAction = action as UnknownAction;
    if (options.isReset?.(unknownAction)) {
      return { past: [], present: reducer(history.present, action), future: [], lastGroup: null };
    }
    const present = reducer(history.present, action);
    if (present === history.present) return history;
    if (!options.isUndoable(unknownAction)) return { ...history, present };
    const group = options.groupOf?.(unknownAction) ?? null;
    if (group !== null && group === history.lastGroup) return { ...history, present, future: [] };
    return {
      past: [...history.past, history.present].slice(-limit),
      present,
      future: [],
      lastGroup: group,
    };
  };
}
