import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { redoRequested, undoable, undoRequested } from '../../../renderer/src/store/undoable';

type Counter = number;
const counter = (state: Counter = 0, action: UnknownAction): Counter =>
  action.type === 'add' ? state + (action.payload as number) : action.type === 'peek' ? state + 0 : state;
const add = (n: number, group?: string) => ({ type: 'add', payload: n, meta: { group } });

describe('undoable', () => {
  const reducer = undoable(counter, {
    isUndoable: (a) => a.type === 'add',
    groupOf: (a) => (a.meta as { group?: string } | undefined)?.group,
    limit: 3,
  });
  const run = (...actions: UnknownAction[]) => actions.reduce(reducer, undefined as never);

  it('undoes and redoes one step at a time and ignores undo on an empty past', () => {
    const state = run(add(1), add(2), undoRequested(), undoRequested(), undoRequested(), redoRequested());
    expect(state).toMatchObject({ present: 1, past: [0], future: [3] });
  });

  it('joins consecutive actions of one group into one step', () => {
    const state = run(add(1, 'a'), add(1, 'a'), add(1, 'b'), add(1, 'b'));
    expect(state).toMatchObject({ present: 4, past: [0, 2] });
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    expect(run(add(1), add(1), add(1), add(1), add(1)).past).toEqual([2, 3, 4]);
  });

  it('records nothing for an action that leaves the state as it was', () => {
    const state = run(add(1), { type: 'peek' });
    expect(state.past).toEqual([0]);
  });
});
