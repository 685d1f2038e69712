import type { HexmarchDocument } from '@shared/document';
import { envelopeOf } from '@shared/file';

/**
 * The recovery copy remembers the name of the file it was unsaved work of (issue 27: after Restore the document
 * keeps its name, not "Recovered campaign"). The name rides in the envelope as its last key, which the loader
 * ignores, so the copy still opens by hand like any `.hexmarch` file.
 */
const KEY = 'recoveredFrom';

export function recoveryText(document: HexmarchDocument, appVersion: string, name: string | null): string {
  return JSON.stringify(
    name === null ? envelopeOf(document, appVersion) : { ...envelopeOf(document, appVersion), [KEY]: name },
  );
}

const TAIL = new RegExp(`,"${KEY}":("(?:[^"\\\\]|\\\\.)*")}\\s*$`);

/** The file name a recovery copy was written for, or null (an Untitled document, or a copy from before issue 27). */
export function recoveredName(text: string): string | null {
  // Only the tail is read: the copy of a big campaign is tens of megabytes.
  const match = TAIL.exec(text.slice(-2000));
  if (!match) return null;
  try {
    const name = JSON.parse(match[1]!) as unknown;
    return typeof name === 'string' && name.trim() !== '' ? name : null;
  } catch {
    return null;
  }
}
