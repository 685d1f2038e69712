// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectMap } from '../../../renderer/src/document/map/selectors';
import { requestMapEdit } from '../../../renderer/src/document/map/requestMapEdit';
import { undoRequested } from '../../../renderer/src/store/undoable';
import { isTyping } from '../../../renderer/src/document/history/useUndoShortcuts';
import { cameraMoved } from '../../../renderer/src/document/viewSlice';
import { at, smallMap } from '../../shared/mapedit/smallMap';
import { canvasProps, giveElementsASize } from '../canvasMock';
import { pointer } from '../campaignFixture';
import { renderApp as renderWhole } from '../renderApp';
import { newMapReplaced, smallGenerated, storeWith } from '../documentFixture';

vi.mock('../../../renderer/src/canvas', async () => (await import('../canvasMock')).canvasModuleMock());

const renderApp = () => renderWhole(storeWith());

beforeAll(() => giveElementsASize());
afterEach(cleanup);

describe('the editor app', () => {
  it('fits the map to the window and shows the browser edition', () => {
    renderApp();
    expect(screen.getByTestId('map-canvas-mock').dataset.hexes).toBe('35');
    expect(canvasProps.last!.camera).toEqual({ x: 10, y: 20, scale: 1 });
    expect(screen.getByTestId('map-view').dataset.cameraScale).toBe('1');
    expect(screen.getByTestId('edition').textContent).toBe('browser');
  });

  it('paints with the brush, shows it in the info panel, and undoes with Ctrl+Z and redoes with Ctrl+Y', () => {
    const { store, onMap } = renderApp();
    fireEvent.click(screen.getByTestId('tool-brush'));
    fireEvent.change(screen.getByTestId('terrain-select'), { target: { value: 'marsh' } });
    onMap(pointer('move', at(2, 2)));
    expect(canvasProps.last!.highlightHexes).toEqual([at(2, 2)]);
    onMap(pointer('down', at(2, 2)));
    onMap(pointer('up', at(2, 2)));
    expect(screen.getByTestId('info-terrain').textContent).toBe('marsh');
    expect(screen.getByTestId('info-offset').textContent).toBe('0303');

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(selectMap(store.getState()).hexes[at(2, 2)]!.terrain).toBe('open');
    expect(screen.getByTestId('info-terrain').textContent).toBe('open');
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    expect(screen.getByTestId('info-terrain').textContent).toBe('marsh');
  });

  it('leaves Ctrl+Z to a text field being typed in', () => {
    const { store, onMap } = renderApp();
    act(() => {
      store.dispatch(
        requestMapEdit({ kind: 'settlementPlaced', hex: at(3, 1), placement: { type: 'town' } }),
      );
    });
    onMap(pointer('down', at(3, 1)));
    onMap(pointer('leave', null));
    const input = screen.getByTestId('rename-input');
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(selectMap(store.getState()).hexes[at(3, 1)]!.settlement?.type).toBe('town');
  });

  it('renames the selected settlement from the info panel', () => {
    const { store, onMap } = renderApp();
    act(() => {
      store.dispatch(
        requestMapEdit({ kind: 'settlementPlaced', hex: at(3, 1), placement: { type: 'city' } }),
      );
    });
    onMap(pointer('down', at(3, 1)));
    const input = screen.getByTestId('rename-input');
    fireEvent.change(input, { target: { value: 'Highcastle' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(selectMap(store.getState()).hexes[at(3, 1)]!.settlement?.name).toBe('Highcastle');
    expect(screen.getByTestId('info-settlement').textContent).toContain('Highcastle');
  });

  it('shows a refusal with its rule ID in the status bar and changes nothing', () => {
    const { store, onMap } = renderApp();
    const before = store.getState().document;
    fireEvent.click(screen.getByTestId('tool-bridge'));
    onMap(pointer('down', at(1, 1)));
    expect(screen.getByTestId('status-message').textContent).toMatch(/no river \(HEX-7\)/);
    expect(store.getState().document).toBe(before);
    expect((screen.getByTestId('undo-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sets a controller chosen from the dropdown, naming the player in the info panel', () => {
    const { store, onMap } = renderApp();
    act(() => {
      store.dispatch(
        requestMapEdit({ kind: 'settlementPlaced', hex: at(4, 4), placement: { type: 'village' } }),
      );
    });
    fireEvent.click(screen.getByTestId('tool-controller'));
    const options = within(screen.getByTestId('controller-select')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['neutral', 'Alice', 'Bob', 'Cara']);
    const groups = screen.getByTestId('controller-select').querySelectorAll('optgroup');
    expect([...groups].map((g) => g.label)).toEqual(['North Realm', 'South Realm']);
    fireEvent.change(screen.getByTestId('controller-select'), { target: { value: 'p3' } });
    onMap(pointer('down', at(4, 4)));
    onMap(pointer('leave', null));
    expect(screen.getByTestId('info-controller').textContent).toContain('Cara');
  });
});

describe('the fairness panel and the redo shortcut', () => {
  it('recomputes fairness after an edit, and Ctrl+Shift+Z redoes what Ctrl+Z undid', async () => {
    const { store } = renderApp();
    expect(screen.getByTestId('fairness-panel').textContent).toContain('0 neutral settlements');
    act(() => {
      store.dispatch(
        requestMapEdit({ kind: 'settlementPlaced', hex: at(3, 2), placement: { type: 'town' } }),
      );
    });
    await waitFor(() =>
      expect(screen.getByTestId('fairness-panel').textContent).toContain('1 neutral settlement,'),
    );
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() =>
      expect(screen.getByTestId('fairness-panel').textContent).toContain('0 neutral settlements'),
    );
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(selectMap(store.getState()).hexes[at(3, 2)]!.settlement?.type).toBe('town');
  });
});

describe('the map view', () => {
  it('fits the map again when undo brings back a map of another generation', () => {
    const { store } = renderApp();
    act(() => {
      store.dispatch(cameraMoved({ x: 500, y: 500, scale: 3 }));
    });
    act(() => {
      store.dispatch(newMapReplaced({ ...smallGenerated(), map: smallMap(9, 9) }));
    });
    expect(canvasProps.last!.camera).toEqual({ x: 10, y: 20, scale: 1 });
    act(() => {
      store.dispatch(cameraMoved({ x: 500, y: 500, scale: 3 }));
    });
    act(() => {
      store.dispatch(undoRequested());
    });
    expect(canvasProps.last!.map.width).toBe(7);
    expect(canvasProps.last!.camera).toEqual({ x: 10, y: 20, scale: 1 });
  });
});

describe('isTyping', () => {
  it.each([
    { element: () => Object.assign(document.createElement('input'), { type: 'text' }), typing: true },
    { element: () => Object.assign(document.createElement('input'), { type: 'number' }), typing: true },
    { element: () => document.createElement('textarea'), typing: true },
    { element: () => Object.assign(document.createElement('input'), { type: 'checkbox' }), typing: false },
    { element: () => document.createElement('select'), typing: false },
    { element: () => document.createElement('button'), typing: false },
  ])('treats element %# as typing: $typing', ({ element, typing }) => {
    expect(isTyping(element())).toBe(typing);
  });
});
