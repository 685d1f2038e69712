import { describe, expect, it } from 'vitest';
import { hexPointer, type HexPointer } from '../../../renderer/src/editor/hexPointer';
import {
  brushRadiusChosen,
  fortressOwnerChosen,
  settlementTypeChosen,
  terrainChosen,
  toolChosen,
} from '../../../renderer/src/document/map/editorSlice';
import { redoRequested, undoRequested } from '../../../renderer/src/store/undoable';
import { requestMapEdit } from '../../../renderer/src/document/map/requestMapEdit';
import { selectCanRedo, selectCanUndo, selectMap } from '../../../renderer/src/document/map/selectors';
import { cameraMoved, hexSelected } from '../../../renderer/src/document/viewSlice';
import { at } from '../../shared/mapedit/smallMap';
import { storeWith } from '../documentFixture';

const pointer = (kind: HexPointer['kind'], hex: string | null): HexPointer => ({
  kind,
  hex: hex as HexPointer['hex'],
  button: 0,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
});

describe('the app store', () => {
  it('records a brush stroke (down → moves → up) as one undo step', () => {
    const store = storeWith();
    store.dispatch(toolChosen('brush'));
    store.dispatch(terrainChosen('hills'));
    store.dispatch(hexPointer(pointer('down', at(1, 1))));
    store.dispatch(hexPointer(pointer('move', at(2, 1))));
    store.dispatch(hexPointer(pointer('move', at(3, 1))));
    store.dispatch(hexPointer(pointer('up', at(3, 1))));
    const terrains = () =>
      [at(1, 1), at(2, 1), at(3, 1)].map((k) => selectMap(store.getState()).hexes[k]!.terrain);
    expect(terrains()).toEqual(['hills', 'hills', 'hills']);
    expect(store.getState().document.past).toHaveLength(1);
    store.dispatch(undoRequested());
    expect(terrains()).toEqual(['open', 'open', 'open']);
    store.dispatch(redoRequested());
    expect(terrains()).toEqual(['hills', 'hills', 'hills']);
  });

  it('makes two strokes two undo steps', () => {
    const store = storeWith();
    store.dispatch(toolChosen('brush'));
    store.dispatch(brushRadiusChosen(1));
    for (const hex of [at(1, 1), at(5, 3)]) {
      store.dispatch(hexPointer(pointer('down', hex)));
      store.dispatch(hexPointer(pointer('up', hex)));
    }
    expect(store.getState().document.past).toHaveLength(2);
  });

  it('keeps camera, hover, selection and tool changes out of the history', () => {
    const store = storeWith();
    store.dispatch(cameraMoved({ x: 5, y: 6, scale: 2 }));
    store.dispatch(hexSelected(at(2, 2)));
    store.dispatch(hexPointer(pointer('move', at(3, 3))));
    store.dispatch(toolChosen('fill'));
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(store.getState().view).toMatchObject({
      camera: { x: 5, y: 6, scale: 2 },
      selectedHex: at(2, 2),
      hoverHex: at(3, 3),
    });
  });

  it('shows a refusal with its rule ID and changes nothing', () => {
    const store = storeWith();
    const before = store.getState().document;
    const refusal = store.dispatch(requestMapEdit({ kind: 'bridgeToggled', hex: at(2, 2) }));
    expect(refusal).toMatch(/HEX-7/);
    expect(store.getState().editor.status).toEqual({ kind: 'refusal', text: refusal });
    expect(store.getState().document).toBe(before);
  });

  it('leaves no undo step for an edit that changes nothing', () => {
    const store = storeWith();
    store.dispatch(requestMapEdit({ kind: 'terrainFilled', start: at(0, 0), terrain: 'open' }));
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('places a fortress for the chosen owner on their second line, then undoes and redoes it', () => {
    const store = storeWith();
    store.dispatch(toolChosen('settlement'));
    store.dispatch(settlementTypeChosen('fortress'));
    store.dispatch(hexPointer(pointer('down', at(1, 2))));
    expect(store.getState().editor.status?.text).toMatch(/needs an owner player \(SETUP-3\)/);
    store.dispatch(fortressOwnerChosen('p1'));
    store.dispatch(hexPointer(pointer('down', at(1, 2))));
    expect(selectMap(store.getState()).hexes[at(1, 2)]!.settlement).toEqual({
      type: 'fortress',
      controller: 'p1',
      originalOwner: 'p1',
    });
    store.dispatch(undoRequested());
    expect(selectMap(store.getState()).hexes[at(1, 2)]!.settlement).toBeUndefined();
    expect(selectCanRedo(store.getState())).toBe(true);
  });

  it('moves a settlement by dragging it and by picking it up and dropping it', () => {
    const store = storeWith();
    store.dispatch(requestMapEdit({ kind: 'settlementPlaced', hex: at(3, 1), placement: { type: 'town' } }));
    store.dispatch(toolChosen('move'));
    store.dispatch(hexPointer(pointer('down', at(3, 1))));
    store.dispatch(hexPointer(pointer('up', at(4, 1))));
    expect(selectMap(store.getState()).hexes[at(4, 1)]!.settlement?.type).toBe('town');
    store.dispatch(hexPointer(pointer('down', at(4, 1))));
    store.dispatch(hexPointer(pointer('up', at(4, 1))));
    expect(store.getState().editor.moveFrom).toBe(at(4, 1));
    store.dispatch(hexPointer(pointer('down', at(6, 4))));
    expect(selectMap(store.getState()).hexes[at(6, 4)]!.settlement?.type).toBe('town');
    expect(store.getState().editor.moveFrom).toBeNull();
    expect(store.getState().document.past).toHaveLength(3);
  });

  it('forgets the redo branch when a new edit is made', () => {
    const store = storeWith();
    store.dispatch(requestMapEdit({ kind: 'riverToggled', hex: at(2, 2) }));
    store.dispatch(undoRequested());
    store.dispatch(requestMapEdit({ kind: 'riverToggled', hex: at(3, 3) }));
    expect(selectCanRedo(store.getState())).toBe(false);
    expect(selectMap(store.getState()).hexes[at(2, 2)]!.river).toBe(false);
  });
});
