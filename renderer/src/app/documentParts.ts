import { battlefieldsPart } from '../campaign/battlefield/battlefieldsPart';
import { campaignPart } from '../campaign/campaignPart';
import { mapDocumentPart } from '../document/map/mapDocumentPart';
import { notesPart } from '../document/notes/notesPart';
import { defenseDocumentPart } from '../rulesets/defense/defenseDocument';
import { documentPartsOf, type DocumentPart } from '../store/documentParts';

/**
 * Every part of the document: the registry. A ruleset or a sub-game (an assault, a settlement defense) adds its part
 * here (one entry, plus its key in HexmarchDocument); the machinery that reads the list is store/documentParts.ts.
 */
export const DOCUMENT_PARTS: readonly DocumentPart[] = [
  mapDocumentPart,
  campaignPart,
  defenseDocumentPart,
  notesPart,
  battlefieldsPart,
] as readonly DocumentPart[];

export const DOCUMENT = documentPartsOf(DOCUMENT_PARTS);
export const { keepPartsOutsideHistory, documentPartOf, reduceDocumentPart, resetsPicks } = DOCUMENT;
