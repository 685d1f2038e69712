import { battlefieldsPart } from '../campaign/battlefield/battlefieldsPart';
import { campaignPartWith } from '../campaign/campaignPart';
import { RULESET_UIS } from '../rulesets';
import type { RulesetUi } from '../store/rulesetUi';
import { mapDocumentPart } from '../document/map/mapDocumentPart';
import { notesPart } from '../document/notes/notesPart';
import { defenseDocumentPart } from '../rulesets/defense/defenseDocument';
import { assaultDocumentPart } from '../rulesets/assault/assaultDocument';
import { documentPartsOf, type DocumentPart } from '../store/documentParts';

/**
 * Every part of the document: the registry. A ruleset or a sub-game (an assault, a settlement defense) adds its part
 * here (one entry, plus its key in HexmarchDocument); the machinery that reads the list is store/documentParts.ts.
 */
export const DOCUMENT_PARTS: readonly DocumentPart[] = [
  mapDocumentPart,
  // Each ruleset's own campaign actions (core's set-up, auto-play and roster edits), from its RulesetUi.
  campaignPartWith(
    Object.values(RULESET_UIS).flatMap((ui: RulesetUi) => (ui.campaignReducer ? [ui.campaignReducer] : [])),
  ),
  defenseDocumentPart,
  assaultDocumentPart,
  notesPart,
  battlefieldsPart,
] as readonly DocumentPart[];

export const DOCUMENT = documentPartsOf(DOCUMENT_PARTS);
export const { keepPartsOutsideHistory, documentPartOf, reduceDocumentPart, resetsPicks } = DOCUMENT;
