import type { MapDocument } from '../../renderer/src/document/map/mapDocument';
import { documentReplaced } from '../../renderer/src/document/documentSlice';
import { documentFromGenerated } from '../../renderer/src/document/map/mapDocument';
import { createAppStore, type RootState } from '../../renderer/src/app/store';
import { playSlice } from '../../renderer/src/campaign/playSlice';
import { SIDES, smallMap } from '../shared/mapedit/smallMap';
import type { MapParams } from '@shared/mapgen/mapParams';
import type { CampaignMap } from '@shared/map';
import { assessFairness, type GeneratedMap } from '@shared/mapgen';

export const SMALL_PARAMS: MapParams = {
  width: 7,
  height: 5,
  water: 0.1,
  mountains: 0.1,
  forests: 0.2,
  hills: 0.1,
  marsh: 0.05,
  rivers: 1,
  villages: 2,
  towns: 1,
  cities: 0,
  sides: SIDES,
};

/** A small hand-made document, so store tests do not depend on the generator's output. */
export function smallDocument(map: CampaignMap = smallMap(7, 5)): MapDocument {
  return { map, sides: SIDES, seed: 42, params: SMALL_PARAMS };
}

/**
 * A real store (STYLE.md: tests with a real store) opened on `document` with no campaign and an empty history, in
 * Map mode (the editor).
 */
export function storeWith(document: MapDocument = smallDocument(), extra: Partial<RootState> = {}) {
  return createAppStore({
    document: { past: [], present: { mapDocument: document, campaign: null }, future: [], lastGroup: null },
    play: { ...playSlice.getInitialState(), mode: 'map' },
    ...extra,
  });
}

/** The small document as the generator would hand it over (for `newMapReplaced`). */
export function smallGenerated(): GeneratedMap {
  const document = smallDocument();
  return { ...document, fairness: assessFairness(document.map, document.sides), seed: 43 };
}

/** What Generate in the New map dialog dispatches once the GM agreed: an undoable, unsaved Untitled document. */
export function newMapReplaced(generated: GeneratedMap) {
  return documentReplaced(
    { mapDocument: documentFromGenerated(generated), campaign: null },
    { undoable: true, unsaved: true },
  );
}
