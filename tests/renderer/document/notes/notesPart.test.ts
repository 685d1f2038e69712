import { describe, expect, it } from 'vitest';
import type { HexKey } from '@shared/hex';
import { createAppStore } from '../../../../renderer/src/app/store';
import { hexTextSet, notesReducer } from '../../../../renderer/src/document/notes/notesPart';
import { redoRequested, undoRequested } from '../../../../renderer/src/store/undoable';

const hex = '2,3' as HexKey;

describe('hex notes as a document part (HEX-7, issue 15)', () => {
  it('leaves the notes as they were when a label breaks a limit (GEN-10)', () => {
    const notes = notesReducer(undefined, hexTextSet({ hex, field: 'label', text: 'Ford' }));
    expect(notesReducer(notes, hexTextSet({ hex, field: 'label', text: 'y'.repeat(61) }))).toBe(notes);
  });

  it('records each edit as an undo step, also while the demo campaign runs', () => {
    const store = createAppStore();
    expect(store.getState().document.present.campaign).not.toBeNull();
    store.dispatch(hexTextSet({ hex, field: 'label', text: 'Ford' }));
    store.dispatch(hexTextSet({ hex, field: 'note', text: 'Deep water.' }));
    expect(store.getState().document.present.notes).toEqual({
      [hex]: { label: 'Ford', note: 'Deep water.' },
    });
    store.dispatch(undoRequested());
    expect(store.getState().document.present.notes).toEqual({ [hex]: { label: 'Ford' } });
    store.dispatch(redoRequested());
    expect(store.getState().document.present.notes?.[hex]?.note).toBe('Deep water.');
  });
});
