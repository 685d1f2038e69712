// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { App } from '../../../renderer/src/App';
import { selectCanUndo, selectDocument } from '../../../renderer/src/document/map/selectors';
import { undoRequested } from '../../../renderer/src/store/undoable';
import { giveElementsASize } from '../canvasMock';
import { smallDocument, storeWith } from '../documentFixture';

vi.mock('../../../renderer/src/canvas', async () => (await import('../canvasMock')).canvasModuleMock());

/** The dialog starts from the document's settings: use the generator's defaults, shrunk for speed. */
const PARAMS = { ...DEFAULT_MAP_PARAMS, width: 16, height: 12, villages: 4, towns: 1, cities: 0, rivers: 1 };

function openDialog() {
  const store = storeWith({ ...smallDocument(), params: PARAMS, seed: 7 });
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  fireEvent.click(screen.getByTestId('new-map-button'));
  return store;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(() => giveElementsASize());
afterEach(cleanup);

describe('the New map dialog', () => {
  it("starts from the current map's settings and seed and previews that map with its fairness", async () => {
    openDialog();
    expect((screen.getByTestId('newmap-seed') as HTMLInputElement).value).toBe('7');
    expect((screen.getByTestId('newmap-width') as HTMLInputElement).value).toBe('16');
    expect((screen.getByTestId('newmap-water') as HTMLInputElement).value).toBe('12');
    await waitFor(() => expect(screen.getByTestId('newmap-preview').dataset.seed).toBe('7'));
    expect(screen.getByTestId('newmap-fairness')).toBeTruthy();
  });

  it('scales the suggested feature counts with the size until the GM types a count (issue 15)', () => {
    const store = storeWith({ ...smallDocument(), params: DEFAULT_MAP_PARAMS, seed: 7 });
    render(
      <Provider store={store}>
        <App />
      </Provider>,
    );
    fireEvent.click(screen.getByTestId('new-map-button'));
    const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
    type('newmap-width', '100');
    type('newmap-height', '100');
    expect([value('newmap-villages'), value('newmap-towns'), value('newmap-cities')]).toEqual([
      '133',
      '50',
      '17',
    ]);
    type('newmap-width', '12');
    type('newmap-height', '10');
    expect(Number(value('newmap-villages'))).toBeGreaterThanOrEqual(1);
    expect(screen.queryByTestId('newmap-problems-features')).toBeNull();
    type('newmap-villages', '4');
    type('newmap-width', '30');
    expect(value('newmap-villages')).toBe('4');
    expect(screen.getByTestId('newmap-counts-follow').textContent).toBe('Counts as you set them.');
  });

  it('shows validateMapParams messages inline and disables Generate until they are fixed', () => {
    openDialog();
    type('newmap-width', '3');
    type('newmap-water', '95');
    expect(screen.getByTestId('newmap-problems-size').textContent).toMatch(
      /The width must be a whole number of hexes from 8/,
    );
    expect(screen.getByTestId('newmap-problems-terrain').textContent).toMatch(/Water must be at most 80 %/);
    expect(screen.getByTestId('newmap-problem-count').textContent).toBe('2 problems to fix');
    expect(screen.getByTestId('newmap-width').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('newmap-generate') as HTMLButtonElement).disabled).toBe(true);
    type('newmap-width', '16');
    type('newmap-water', '10');
    expect(screen.queryByTestId('newmap-problems-size')).toBeNull();
    expect(screen.queryByTestId('newmap-problems-terrain')).toBeNull();
    expect((screen.getByTestId('newmap-generate') as HTMLButtonElement).disabled).toBe(false);
  });

  it('generates the map of the typed seed and size, as one undo step, and closes', async () => {
    const store = openDialog();
    type('newmap-seed', '99');
    type('newmap-height', '10');
    fireEvent.click(screen.getByTestId('newmap-generate'));
    await waitFor(() => expect(screen.queryByTestId('newmap-dialog')).toBeNull());
    const expected = generateMap({ ...PARAMS, height: 10 }, 99);
    if (!expected.ok) throw new Error(expected.error.join('; '));
    expect(selectDocument(store.getState()).map).toEqual(expected.value.map);
    expect(selectDocument(store.getState()).seed).toBe(99);
    expect(screen.queryByTestId('newmap-dialog')).toBeNull();
    expect(screen.getByTestId('map-seed').textContent).toBe('99');
    expect(selectCanUndo(store.getState())).toBe(true);
    store.dispatch(undoRequested());
    expect(selectDocument(store.getState()).seed).toBe(7);
  });

  it('puts the second side on the edge opposite the first and adds players (SETUP-2)', async () => {
    const store = openDialog();
    type('newmap-edges', 'North');
    type('newmap-side2-players', '2');
    type('newmap-side1-name', 'Highlanders');
    expect(screen.getByText('Side 2 (South)')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('newmap-fairness').textContent).toContain('Highlanders'));
    fireEvent.click(screen.getByTestId('newmap-generate'));
    await waitFor(() => expect(screen.queryByTestId('newmap-dialog')).toBeNull());
    const { sides } = selectDocument(store.getState());
    expect(sides.map((s) => [s.name, s.homeEdge, s.players.length])).toEqual([
      ['Highlanders', 'North', 1],
      ['Blue', 'South', 2],
    ]);
  });

  it('draws a new random seed into the field and closes on Cancel without changing the map', () => {
    const store = openDialog();
    const before = selectDocument(store.getState());
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fireEvent.click(screen.getByTestId('newmap-random-seed'));
    expect((screen.getByTestId('newmap-seed') as HTMLInputElement).value).toBe(String(0x80000000));
    fireEvent.click(screen.getByTestId('newmap-cancel'));
    expect(screen.queryByTestId('newmap-dialog')).toBeNull();
    expect(selectDocument(store.getState())).toBe(before);
    vi.restoreAllMocks();
  });
});
