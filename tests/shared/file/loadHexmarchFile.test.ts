import { describe, expect, it } from 'vitest';
import {
  CURRENT_FORMAT_VERSION,
  loadHexmarchFile,
  serializeHexmarchFile,
  type Migration,
} from '@shared/file';
import { generatedDocument } from './documentFactory';

const doc = generatedDocument(5, 4);
const text = serializeHexmarchFile(doc, '0.1.0');

function envelope(): Record<string, unknown> {
  return JSON.parse(text) as Record<string, unknown>;
}

function errorOf(input: string) {
  const result = loadHexmarchFile(input);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.error;
}

describe('loadHexmarchFile', () => {
  it('opens what serializeHexmarchFile wrote, deep-equal, with its format and app version', () => {
    const loaded = loadHexmarchFile(text);
    expect(loaded.ok && loaded.value).toEqual({
      document: doc,
      formatVersion: CURRENT_FORMAT_VERSION,
      appVersion: '0.1.0',
      damagedParts: [],
    });
  });

  it('writes format, version and appVersion ahead of the document', () => {
    expect(
      text.startsWith(`{"format":"hexmarch","version":${CURRENT_FORMAT_VERSION},"appVersion":"0.1.0",`),
    ).toBe(true);
  });

  it.each([
    ['plain text', 'Dear diary'],
    ['an empty file', ''],
    ['other JSON', '{"name":"my shopping list"}'],
    ['a JSON array', '[1,2,3]'],
    ['a file of another format', '{"format":"geojson","version":1}'],
  ])('calls %s not a Hexmarch file', (_name, input) => {
    expect(errorOf(input)).toEqual({ kind: 'notHexmarch', message: 'This is not a Hexmarch campaign file.' });
  });

  it('says a file from a newer format was made by a newer Hexmarch, naming its app version', () => {
    const newer = CURRENT_FORMAT_VERSION + 1;
    const error = errorOf(JSON.stringify({ ...envelope(), version: newer, appVersion: '3.0.0' }));
    expect(error.kind).toBe('newerVersion');
    expect(error.message).toBe(
      `This file was made by a newer Hexmarch (Hexmarch 3.0.0, file format ${newer}). Update Hexmarch to open it.`,
    );
  });

  it('calls a file cut short damaged and says so', () => {
    for (const end of [5000, 5001, 5002, text.length - 1]) {
      expect(errorOf(text.slice(0, end))).toEqual({
        kind: 'damaged',
        message:
          'This Hexmarch file is damaged and cannot be opened (problem at the end of the file (it is cut short)).',
        where: 'the end of the file (it is cut short)',
      });
    }
  });

  it('names the line and column of a syntax error inside the file', () => {
    // Between two members of the envelope: `"version":1@,"appVersion"`.
    const at = text.indexOf(',"appVersion"');
    const broken = `${text.slice(0, at)}@${text.slice(at)}`;
    expect(errorOf(broken).where).toBe(`line 1, column ${at + 1}`);
  });

  it('names the damaged place when a value has the wrong type', () => {
    const broken = envelope();
    const campaign = (
      broken.document as { campaign: { armies: { entities: Record<string, { hex: unknown }> } } }
    ).campaign;
    campaign.armies.entities['army-1']!.hex = 42;
    const error = errorOf(JSON.stringify(broken));
    expect(error.kind).toBe('damaged');
    expect(error.where).toBe('document › campaign › armies › entities › army-1 › hex');
  });

  it('calls a map with a terrain letter missing damaged', () => {
    const broken = envelope();
    const map = (broken.document as { mapDocument: { map: { terrain: string } } }).mapDocument.map;
    map.terrain = map.terrain.slice(1);
    expect(errorOf(JSON.stringify(broken)).where).toBe('document › mapDocument › map › terrain');
  });

  it('refuses a map claiming more hexes than any campaign has before building them', () => {
    const broken = envelope();
    const map = (broken.document as { mapDocument: { map: Record<string, unknown> } }).mapDocument.map;
    Object.assign(map, { width: 10_000, height: 10_000, terrain: 'o'.repeat(100) });
    expect(errorOf(JSON.stringify(broken))).toMatchObject({
      kind: 'damaged',
      where: 'document › mapDocument › map › terrain',
    });
  });

  it('calls a settlement on a hex outside the map damaged', () => {
    const broken = envelope();
    const map = (broken.document as { campaign: { map: { features: Record<string, unknown> } } }).campaign
      .map;
    map.features['99,99'] = { settlement: { type: 'village', controller: null } };
    expect(errorOf(JSON.stringify(broken)).where).toBe('document › campaign › map › features › 99,99');
  });

  it('calls a log event with an unknown type damaged', () => {
    const broken = envelope();
    const log = (broken.document as { campaign: { log: { type: string }[] } }).campaign.log;
    log[3]!.type = 'ArmyTeleported';
    expect(errorOf(JSON.stringify(broken)).where).toMatch(/^document › campaign › log › 3/);
  });

  it('unpacks maps that are equal in the file into one shared object, the campaign’s map its own', () => {
    const loaded = loadHexmarchFile(text);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { mapDocument, campaign } = loaded.value.document;
    const generated = campaign!.log.find((event) => event.type === 'MapGenerated');
    expect(generated?.type === 'MapGenerated' && generated.payload.map).toBe(mapDocument.map);
    expect(campaign!.map).not.toBe(mapDocument.map);
    expect(campaign!.map).toEqual(doc.campaign!.map);
  });

  it('writes a just-opened document back to the same bytes', () => {
    const loaded = loadHexmarchFile(text);
    expect(loaded.ok && serializeHexmarchFile(loaded.value.document, '0.1.0')).toBe(text);
  });

  it('opens a prepared map without a campaign', () => {
    const mapOnly = generatedDocument(6, null);
    const loaded = loadHexmarchFile(serializeHexmarchFile(mapOnly, '0.1.0'));
    expect(loaded.ok && loaded.value.document).toEqual(mapOnly);
  });
});

describe('migrations', () => {
  const renameLog: Migration = {
    from: 1,
    describe: 'test: the document moves under `body`',
    migrate: (old) => (old as { body: unknown }).body,
  };

  it('run in order from the file’s version up to the current one before validation', () => {
    const old = JSON.stringify({ ...envelope(), version: 1, document: { body: envelope().document } });
    const loaded = loadHexmarchFile(old, [renameLog], 2);
    expect(loaded.ok && loaded.value.document).toEqual(doc);
    expect(loaded.ok && loaded.value.formatVersion).toBe(1);
  });

  it('report a migration that throws as damage rather than crashing', () => {
    const old = JSON.stringify({ format: 'hexmarch', version: 1, appVersion: '0.0.1', document: null });
    const result = loadHexmarchFile(old, [renameLog], 2);
    expect(!result.ok && result.error.kind).toBe('damaged');
  });
});
