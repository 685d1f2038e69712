import { describe, expect, it } from 'vitest';
import { controllerChosen, toolChosen } from '../../../renderer/src/document/map/editorSlice';
import { hexPointer, type HexPointer } from '../../../renderer/src/editor/hexPointer';
import type { Tool } from '../../../renderer/src/document/map/tools';
import { requestMapEdit } from '../../../renderer/src/document/map/requestMapEdit';
import { selectMap } from '../../../renderer/src/document/map/selectors';
import { at } from '../../shared/mapedit/smallMap';
import { newMapReplaced, smallGenerated, storeWith } from '../documentFixture';

const click = (hex: string, button = 0): HexPointer[] => [
  { kind: 'down', hex: hex as HexPointer['hex'], button, shiftKey: false, altKey: false, ctrlKey: false },
  { kind: 'up', hex: hex as HexPointer['hex'], button, shiftKey: false, altKey: false, ctrlKey: false },
];

/** A store with a town at (3,1) and a river at (4,1), and the given tool chosen. */
function storeWithTool(tool: Tool) {
  const store = storeWith();
  store.dispatch(requestMapEdit({ kind: 'settlementPlaced', hex: at(3, 1), placement: { type: 'town' } }));
  store.dispatch(requestMapEdit({ kind: 'riverToggled', hex: at(4, 1) }));
  store.dispatch(toolChosen(tool));
  return store;
}

describe('a click with each map tool', () => {
  it.each([
    { tool: 'remove' as const, hex: at(3, 1), check: 'settlement', expected: undefined },
    { tool: 'river' as const, hex: at(4, 1), check: 'river', expected: false },
    { tool: 'river' as const, hex: at(2, 2), check: 'river', expected: true },
    { tool: 'bridge' as const, hex: at(4, 1), check: 'bridge', expected: true },
    { tool: 'fill' as const, hex: at(0, 0), check: 'terrain', expected: 'forest' },
    {
      tool: 'settlement' as const,
      hex: at(5, 3),
      check: 'settlement',
      expected: { type: 'village', controller: null },
    },
  ])('$tool on $hex sets $check to $expected, as one undo step', ({ tool, hex, check, expected }) => {
    const store = storeWithTool(tool);
    const steps = store.getState().document.past.length;
    for (const event of click(hex)) store.dispatch(hexPointer(event));
    const mapHex = selectMap(store.getState()).hexes[hex as never]! as unknown as Record<string, unknown>;
    expect(mapHex[check]).toEqual(expected);
    expect(store.getState().document.past).toHaveLength(steps + 1);
    expect(store.getState().view.selectedHex).toBe(hex);
  });

  it('sets the chosen controller, and neutral again (SETUP-7)', () => {
    const store = storeWithTool('controller');
    store.dispatch(controllerChosen('p2'));
    click(at(3, 1)).forEach((e) => store.dispatch(hexPointer(e)));
    expect(selectMap(store.getState()).hexes[at(3, 1)]!.settlement?.controller).toBe('p2');
    store.dispatch(controllerChosen(null));
    click(at(3, 1)).forEach((e) => store.dispatch(hexPointer(e)));
    expect(selectMap(store.getState()).hexes[at(3, 1)]!.settlement?.controller).toBeNull();
  });

  it('ignores right and middle clicks, which belong to panning', () => {
    const store = storeWithTool('remove');
    const before = store.getState().document;
    click(at(3, 1), 2).forEach((e) => store.dispatch(hexPointer(e)));
    click(at(3, 1), 1).forEach((e) => store.dispatch(hexPointer(e)));
    expect(store.getState().document).toBe(before);
  });

  it('refuses to pick up a settlement from an empty hex', () => {
    const store = storeWithTool('move');
    click(at(6, 4)).forEach((e) => store.dispatch(hexPointer(e)));
    expect(store.getState().editor).toMatchObject({ moveFrom: null, status: { kind: 'refusal' } });
    expect(store.getState().editor.status?.text).toMatch(/HEX-7/);
  });
});

describe('a new map', () => {
  it('resets the view and the per-map tool settings, keeping the chosen tool', () => {
    const store = storeWithTool('controller');
    store.dispatch(controllerChosen('p1'));
    click(at(3, 1)).forEach((e) => store.dispatch(hexPointer(e)));
    store.dispatch(newMapReplaced(smallGenerated()));
    expect(store.getState().view).toMatchObject({ camera: null, hoverHex: null, selectedHex: null });
    expect(store.getState().editor).toMatchObject({
      tool: 'controller',
      controller: null,
      fortressOwner: null,
    });
    expect(store.getState().document.present.mapDocument.seed).toBe(43);
  });
});
