// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../renderer/src/app/store';
import type { HexKey } from '@shared/hex';
import { ExportDialog } from '../../../renderer/src/menus/export/ExportDialog';
import { loadExportPreferences } from '../../../renderer/src/menus/export/exportPreferences';
import { hexTextSet } from '../../../renderer/src/document/notes/notesPart';

afterEach(() => {
  cleanup();
  // The dialog remembers its settings (issue 15); each test starts from the defaults.
  localStorage.clear();
});

function openDialog(store = createAppStore()) {
  const onClose = vi.fn();
  render(
    <Provider store={store}>
      <ExportDialog onClose={onClose} />
    </Provider>,
  );
  return onClose;
}

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the Export dialog', () => {
  it('starts with the whole map on one A4 sheet at 300 dpi and previews that sheet', () => {
    openDialog();
    expect(screen.getByTestId('export-summary').textContent).toBe('1 sheet (1 × 1) · 3508 × 2480 px each');
    // One sheet: the preview is that sheet itself (drawn where a canvas exists), no page grid (issue 15).
    expect(screen.queryByTestId('export-sheet-A1')).toBeNull();
  });

  it('previews the page grid for a hex size in millimetres, sheet by sheet', () => {
    openDialog();
    fireEvent.click(screen.getByTestId('export-hex-size'));
    change('export-hex-mm', '25');
    expect(screen.getByTestId('export-scale').textContent).toBe('Hex size 25.0 mm across flats');
    const summary = screen.getByTestId('export-summary').textContent ?? '';
    const sheets = Number(/^(\d+) sheets/.exec(summary)?.[1]);
    expect(sheets).toBeGreaterThan(4);
    expect(screen.getAllByTestId(/^export-sheet-/)).toHaveLength(sheets);
    expect(screen.getByTestId('export-sheet-B2')).toBeTruthy();
  });

  it('fits the map onto N × M pages', () => {
    openDialog();
    change('export-columns', '3');
    change('export-rows', '3');
    change('export-orientation', 'portrait');
    expect(screen.getByTestId('export-summary').textContent).toMatch(
      /^\d sheets \([1-3] × [1-3]\) · 2480 × 3508 px each$/,
    );
  });

  it('says what is wrong with impossible settings and disables Export', () => {
    openDialog();
    change('export-margin', '70');
    expect(screen.getByTestId('export-problem').textContent).toBe('Margins must be 0 to 50 mm.');
    expect((screen.getByTestId('export-run') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers handouts for a running campaign and closes on Cancel', () => {
    const onClose = openDialog();
    expect((screen.getByTestId('export-handouts') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('export-cancel'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('warns when the whole map is too big for one image', () => {
    openDialog();
    change('export-format', 'png-single');
    change('export-dpi', '600');
    fireEvent.click(screen.getByTestId('export-hex-size'));
    change('export-hex-mm', '60');
    expect(screen.getByTestId('export-problem').textContent).toMatch(/too big, choose sheets or a lower DPI/);
    expect((screen.getByTestId('export-run') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers hex labels and notes only when the map has some, on by default, and remembers leaving them out', () => {
    openDialog();
    const none = screen.getByTestId('export-notes') as HTMLInputElement;
    expect(none.disabled).toBe(true);
    cleanup();
    const store = createAppStore();
    const hex = Object.keys(store.getState().document.present.mapDocument.map.hexes)[0] as HexKey;
    store.dispatch(hexTextSet({ hex, field: 'note', text: 'Bandits in the woods.' }));
    openDialog(store);
    const notes = screen.getByTestId('export-notes') as HTMLInputElement;
    expect([notes.disabled, notes.checked]).toEqual([false, true]);
    expect(screen.getByTestId('export-summary').textContent).toBe(
      '1 sheet (1 × 1) + 1 notes page · 3508 × 2480 px each',
    );
    fireEvent.click(notes);
    expect(screen.getByTestId('export-summary').textContent).toBe('1 sheet (1 × 1) · 3508 × 2480 px each');
    expect(loadExportPreferences().choices.showNotes).toBe(false);
    cleanup();
    openDialog(store);
    expect((screen.getByTestId('export-notes') as HTMLInputElement).checked).toBe(false);
  });
});
