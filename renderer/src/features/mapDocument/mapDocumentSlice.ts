import { createSlice, isDraft, original, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { GeneratedMap } from '@shared/mapgen';
import { demoDocument, documentFromGenerated, type MapDocument } from './mapDocument';
import { runMapEdit, type MapEdit, type MapEditKind } from './mapEdits';

export type MapEditPayload<K extends MapEditKind> = Omit<Extract<MapEdit, { kind: K }>, 'kind'>;

/** The edits work on plain objects: handing them Immer drafts would wrap every hex they copy in a proxy. */
function plain(state: Draft<MapDocument>): MapDocument {
  return (isDraft(state) ? original(state) : state) as MapDocument;
}

/**
 * A refused edit leaves the document as it was (GEN-10). Callers normally pre-check with `requestMapEdit`, which
 * reports the refusal; this guard keeps the reducer total for any action that slips through.
 */
function editReducer<K extends MapEditKind>(kind: K) {
  return (state: Draft<MapDocument>, action: PayloadAction<MapEditPayload<K>>): MapDocument => {
    const document = plain(state);
    // TypeScript cannot see that kind K plus the payload of K is a member of the union, hence the cast.
    const edit = { kind, ...action.payload } as unknown as MapEdit;
    const result = runMapEdit(document, edit);
    return result.ok && result.value !== document.map ? { ...document, map: result.value } : document;
  };
}

export const mapDocumentSlice = createSlice({
  name: 'mapDocument',
  initialState: demoDocument,
  reducers: {
    /** A new map came out of the generator (the seed was chosen by the dialog, never here). */
    mapGenerated: (_state, action: PayloadAction<GeneratedMap>) => documentFromGenerated(action.payload),
    terrainPainted: editReducer('terrainPainted'),
    terrainFilled: editReducer('terrainFilled'),
    settlementPlaced: editReducer('settlementPlaced'),
    settlementMoved: editReducer('settlementMoved'),
    settlementRenamed: editReducer('settlementRenamed'),
    settlementRemoved: editReducer('settlementRemoved'),
    controllerChanged: editReducer('controllerChanged'),
    riverToggled: editReducer('riverToggled'),
    bridgeToggled: editReducer('bridgeToggled'),
  },
});

export const {
  mapGenerated,
  terrainPainted,
  terrainFilled,
  settlementPlaced,
  settlementMoved,
  settlementRenamed,
  settlementRemoved,
  controllerChanged,
  riverToggled,
  bridgeToggled,
} = mapDocumentSlice.actions;

/** Every action of this slice changes the document, so every one is an undo step. */
export const isMapDocumentAction = (action: { type: string }): boolean =>
  action.type.startsWith('mapDocument/');

/** A brush stroke's actions share its id, which makes the stroke one undo step. */
export function strokeOf(action: { type: string; payload?: unknown }): string | undefined {
  if (!terrainPainted.match(action)) return undefined;
  return action.payload.strokeId;
}
