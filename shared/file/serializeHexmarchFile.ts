import type { HexmarchDocument } from '../document';
import { CURRENT_FORMAT_VERSION, FILE_FORMAT, type HexmarchFileEnvelope } from './fileFormat';
import { toStoredDocument } from './storedDocument';

/** The envelope around a document, at the current format version, its maps packed (packedMap.ts). */
export function envelopeOf(document: HexmarchDocument, appVersion: string): HexmarchFileEnvelope {
  // Key order matters: `format` first lets a reader recognise a cut-short file as a damaged Hexmarch file.
  return {
    format: FILE_FORMAT,
    version: CURRENT_FORMAT_VERSION,
    appVersion,
    document: toStoredDocument(document),
  };
}

/**
 * The text of a `.hexmarch` file. Compact JSON: a 316×316 campaign is tens of megabytes, and indentation would
 * add a third for nobody (the GM never edits it by hand; tools can pretty-print it).
 */
export function serializeHexmarchFile(document: HexmarchDocument, appVersion: string): string {
  return JSON.stringify(envelopeOf(document, appVersion));
}
