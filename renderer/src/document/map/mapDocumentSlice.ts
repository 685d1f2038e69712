import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { demoDocument, type MapDocument } from './mapDocument';
import { MAP_EDIT_KINDS, runMapEdit, type MapEdit, type MapEditKind } from './mapEdits';

export type MapEditPayload<K extends MapEditKind> = Omit<Extract<MapEdit, { kind: K }>, 'kind'>;

const editAction = <K extends MapEditKind>(kind: K) => createAction<MapEditPayload<K>>(`mapDocument/${kind}`);

/** One past-tense action per edit: `mapDocument/terrainPainted`, `mapDocument/settlementPlaced`, ... */
export const mapEditActions = {
  terrainPainted: editAction('terrainPainted'),
  terrainFilled: editAction('terrainFilled'),
  settlementPlaced: editAction('settlementPlaced'),
  settlementMoved: editAction('settlementMoved'),
  settlementRenamed: editAction('settlementRenamed'),
  settlementRemoved: editAction('settlementRemoved'),
  controllerChanged: editAction('controllerChanged'),
  riverToggled: editAction('riverToggled'),
  bridgeToggled: editAction('bridgeToggled'),
  assaultValuesSet: editAction('assaultValuesSet'),
} as const;

export const {
  terrainPainted,
  terrainFilled,
  settlementPlaced,
  settlementMoved,
  settlementRenamed,
  settlementRemoved,
  controllerChanged,
  riverToggled,
  bridgeToggled,
  assaultValuesSet,
} = mapEditActions;

/** The edit an action describes, or null for any other action. */
export function mapEditOf(action: UnknownAction): MapEdit | null {
  for (const kind of MAP_EDIT_KINDS) {
    // TypeScript cannot see that kind K plus the payload of K is a member of the union, hence the cast.
    if (mapEditActions[kind].match(action)) return { kind, ...action.payload } as unknown as MapEdit;
  }
  return null;
}

/**
 * The document reducer. Not a createSlice: every edit already returns a new map from the pure shared/mapedit
 * functions, and Immer would only add a walk over thousands of hexes per action (a brush stroke on a 150×150 map
 * spent a third of its time there). A refused edit leaves the document as it was (GEN-10); `requestMapEdit`
 * reports refusals before dispatching, this guard keeps the reducer total.
 */
export function mapDocumentReducer(state: MapDocument = demoDocument(), action: UnknownAction): MapDocument {
  const edit = mapEditOf(action);
  if (!edit) return state;
  const result = runMapEdit(state, edit);
  return result.ok && result.value !== state.map ? { ...state, map: result.value } : state;
}

/** A brush stroke's actions share its id, which makes the stroke one undo step. */
export function strokeOf(action: { type: string; payload?: unknown }): string | undefined {
  if (!terrainPainted.match(action)) return undefined;
  return action.payload.strokeId;
}
