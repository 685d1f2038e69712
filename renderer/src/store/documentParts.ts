import type { UnknownAction } from '@reduxjs/toolkit';
import type { HexmarchDocument } from '@shared/document';

/**
 * One part of the HexmarchDocument and the actions that change it. This file is the machinery only (Excalidraw's
 * `register` below its actions): the list of parts is app/documentParts.ts, and `documentReducer`, the undo
 * options and the picks reset are all built from that list by {@link documentPartsOf}.
 */
export interface DocumentPart<K extends keyof HexmarchDocument = keyof HexmarchDocument> {
  /** Where the part lives in the document. */
  readonly key: K;
  /** Every action whose type starts with this prefix belongs to the part ("campaign/"). */
  readonly actionPrefix: string;
  /** Pure and total; returns the same state for an action it refuses or ignores (GEN-10). */
  readonly reducer: (state: HexmarchDocument[K], action: UnknownAction) => HexmarchDocument[K];
  /** The part's actions record undo steps (false: they change the present only). */
  readonly undoable: boolean;
  /** Actions sharing a group, one after another, make one undo step (a brush stroke, a simulation run). */
  readonly groupOf?: (action: UnknownAction) => string | undefined;
  /** While this holds, the part refuses its actions (the map is locked while a campaign runs, SETUP-1). */
  readonly lockedIn?: (document: HexmarchDocument) => boolean;
  /**
   * The part keeps its value across the document's undo and redo (a sub-game with its own undo, the settlement
   * defense): the snapshot brought back gets the present's value of this part.
   */
  readonly outsideHistory?: boolean;
  /** Actions after which the picks on screen (selection, replay turn, setup placing) start over. */
  readonly resetsPicks?: (action: UnknownAction) => boolean;
}

/** What the document does with a list of parts: route, reduce, keep across undo, reset picks. */
export interface DocumentParts {
  readonly parts: readonly DocumentPart[];
  /** Undo and redo bring back a snapshot; the parts outside history keep their present value in it. */
  keepPartsOutsideHistory(present: HexmarchDocument, restored: HexmarchDocument): HexmarchDocument;
  /** The part an action belongs to, or undefined for actions outside the document. */
  documentPartOf(action: { type: string }): DocumentPart | undefined;
  /** Runs `action` through its part's reducer; the document itself when nothing changed or the part is locked. */
  reduceDocumentPart(document: HexmarchDocument, action: UnknownAction): HexmarchDocument;
  /** A part says its picks on screen start over after this action. */
  resetsPicks(action: UnknownAction): boolean;
}

/** The machinery over one list of parts (app/documentParts.ts builds it from the registry). */
export function documentPartsOf(parts: readonly DocumentPart[]): DocumentParts {
  /** Undo and redo bring back a snapshot; the parts outside history keep their present value in it. */
  function keepPartsOutsideHistory(present: HexmarchDocument, restored: HexmarchDocument): HexmarchDocument {
    let kept = restored;
    for (const part of parts)
      if (part.outsideHistory && kept[part.key] !== present[part.key]) {
        const { [part.key]: _old, ...rest } = kept;
        kept = (
          present[part.key] === undefined ? rest : { ...rest, [part.key]: present[part.key] }
        ) as HexmarchDocument;
      }
    return kept;
  }

  /** The part an action belongs to, or undefined for actions outside the document. */
  function documentPartOf(action: { type: string }): DocumentPart | undefined {
    return parts.find((part) => action.type.startsWith(part.actionPrefix));
  }

  /** Runs `action` through its part's reducer; the document itself when nothing changed or the part is locked. */
  function reduceDocumentPart(document: HexmarchDocument, action: UnknownAction): HexmarchDocument {
    const part = documentPartOf(action);
    if (!part || part.lockedIn?.(document)) return document;
    const before = document[part.key];
    const after = part.reducer(before, action);
    return after === before ? document : { ...document, [part.key]: after };
  }

  /** A part says its picks on screen start over after this action. */
  const resetsPicks = (action: UnknownAction): boolean =>
    parts.some((part) => part.resetsPicks?.(action) === true);
  return { parts, keepPartsOutsideHistory, documentPartOf, reduceDocumentPart, resetsPicks };
}
