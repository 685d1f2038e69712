import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hexTextProblem, withHexText, type HexNotes } from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import type { HexKey } from '@shared/hex';
import { generatedDocument } from './documentFactory';

const FIXTURES = path.resolve(__dirname, '../../fixtures/files');

function open(text: string) {
  const loaded = loadHexmarchFile(text);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.document;
}

describe('hex labels and notes in the file (HEX-7, issue 15)', () => {
  it('opens the v1 and v2 fixtures unchanged, with no notes', () => {
    for (const name of ['v1.hexmarch', 'v2.hexmarch']) {
      const document = open(readFileSync(path.join(FIXTURES, name), 'utf8'));
      expect(document.notes).toBeUndefined();
    }
  });

  it('saves and reopens labels and notes, before and during a campaign', () => {
    for (const turns of [null, 6]) {
      const base = generatedDocument(11, turns);
      const hex = Object.keys(base.mapDocument.map.hexes)[5] as HexKey;
      let notes: HexNotes = withHexText({}, hex, 'label', ' Ford of Aln ');
      notes = withHexText(notes, hex, 'note', 'Ambush here.\nTwo lines.');
      const document = { ...base, notes };
      const text = serializeHexmarchFile(document, '0.1.0');
      const reopened = open(text);
      expect(reopened.notes).toEqual({ [hex]: { label: 'Ford of Aln', note: 'Ambush here.\nTwo lines.' } });
      expect(serializeHexmarchFile(reopened, '0.1.0')).toBe(text);
    }
  });

  it('refuses a file whose note sits on a hex the map does not have, naming the hex', () => {
    const base = generatedDocument(3, null);
    const text = serializeHexmarchFile(
      { ...base, notes: { ['900,900' as HexKey]: { note: 'lost' } } },
      '0.1.0',
    );
    const loaded = loadHexmarchFile(text);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.message).toMatch(/hex note is on hex \d+/);
  });

  it('removes a label or note set to empty text, and the entry with its last text', () => {
    const hex = '1,1' as HexKey;
    const labelled = withHexText({}, hex, 'label', 'Ford');
    const both = withHexText(labelled, hex, 'note', 'deep water');
    expect(withHexText(both, hex, 'label', '   ')).toEqual({ [hex]: { note: 'deep water' } });
    expect(withHexText(withHexText(both, hex, 'label', ''), hex, 'note', '')).toEqual({});
    expect(withHexText(both, hex, 'label', 'Ford')).toBe(both);
  });

  it('says what is wrong with a label that is too long or has two lines', () => {
    expect(hexTextProblem('label', 'x'.repeat(61))).toBe(
      'A label is at most 60 characters (this one has 61).',
    );
    expect(hexTextProblem('label', 'a\nb')).toBe('A label is one line; put longer text in the note.');
    expect(hexTextProblem('note', 'a\nb')).toBeNull();
  });
});
