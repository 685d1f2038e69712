import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { demoHexmarchDocument, type HexmarchDocument } from '@shared/document';
import { campaignReducer, isCampaignAction } from '../campaign/campaignReducer';
import { autoPlayed } from '../campaign/campaignActions';
import {
  isMapDocumentAction,
  mapDocumentReducer,
  mapGenerated,
  strokeOf,
} from '../mapDocument/mapDocumentSlice';

/** A whole document replaces the current one (a file opened, the demo reloaded); the undo history starts empty. */
export const documentOpened = createAction<HexmarchDocument>('document/opened');

/**
 * The document: the prepared map and the running campaign. Map edits are refused while a campaign runs (the
 * campaign plays on its own copy of the map, SETUP-1); a new map replaces both.
 */
export function documentReducer(
  state: HexmarchDocument = demoHexmarchDocument(),
  action: UnknownAction,
): HexmarchDocument {
  if (documentOpened.match(action)) return action.payload;
  if (mapGenerated.match(action))
    return { mapDocument: mapDocumentReducer(state.mapDocument, action), campaign: null };
  if (isMapDocumentAction(action)) {
    if (state.campaign !== null) return state;
    const mapDocument = mapDocumentReducer(state.mapDocument, action);
    return mapDocument === state.mapDocument ? state : { ...state, mapDocument };
  }
  if (isCampaignAction(action)) {
    const campaign = campaignReducer(state.campaign, action);
    return campaign === state.campaign ? state : { ...state, campaign };
  }
  return state;
}

/** Map edits and campaign commands are undo steps; opening a document clears the history instead. */
export const isDocumentUndoable = (action: { type: string }): boolean =>
  isMapDocumentAction(action) || isCampaignAction(action);

export const isDocumentReset = (action: { type: string }): boolean => documentOpened.match(action);

/** A brush stroke, or one simulation's chunks, is one undo step. */
export function documentGroupOf(action: { type: string; payload?: unknown }): string | undefined {
  if (autoPlayed.match(action)) return `sim-${action.payload.runId}`;
  return strokeOf(action);
}
