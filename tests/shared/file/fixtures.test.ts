import { coreCampaignOf, firestormCampaignOf } from '@shared/document';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT_VERSION, loadHexmarchFile, serializeHexmarchFile } from '@shared/file';

const FIXTURES = path.resolve(__dirname, '../../fixtures/files');
const read = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

describe('file format fixtures (one per version ever written)', () => {
  it('has a fixture for every format version up to the current one', () => {
    const versions = readdirSync(FIXTURES)
      .filter((name) => name.endsWith('.hexmarch'))
      .map((name) => Number(/^v(\d+)\.hexmarch$/.exec(name)?.[1]))
      .sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: CURRENT_FORMAT_VERSION }, (_, i) => i + 1));
  });

  it('opens v1: a 18×12 map with a core campaign six side-turns in', () => {
    const loaded = loadHexmarchFile(read('v1.hexmarch'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { document, formatVersion } = loaded.value;
    expect(formatVersion).toBe(1);
    expect(document.mapDocument.params).toMatchObject({ width: 18, height: 12 });
    expect(coreCampaignOf(document)?.turn).toMatchObject({ number: 7, phase: 'MOVE' });
    expect(coreCampaignOf(document)?.armies.ids).toHaveLength(6);
    expect(document.campaign?.log).toHaveLength(123);
  });

  it('opens v1 through the append-only migration to v2 unchanged: a version-1 campaign is a core one', () => {
    const text = read('v1.hexmarch');
    const migrated = loadHexmarchFile(text);
    const asVersion1 = loadHexmarchFile(text, [], 1);
    if (!migrated.ok || !asVersion1.ok) throw new Error('v1 did not open');
    expect(migrated.value.document).toEqual(asVersion1.value.document);
    expect(migrated.value.document.campaign?.ruleset).toBe('core');
  });

  it('opens v2: the Firestorm demo, four factions at turn 4', () => {
    const loaded = loadHexmarchFile(read('v2.hexmarch'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { document, formatVersion } = loaded.value;
    expect(formatVersion).toBe(2);
    const campaign = firestormCampaignOf(document);
    expect(campaign?.factions.map((f) => f.name)).toEqual([
      'Iron Host',
      'Ashen Court',
      'Bone Legion',
      'Gutbusters',
    ]);
    expect(campaign?.turn.number).toBe(4);
  });

  it('tells a version-1 Hexmarch that a v2 file is from a newer Hexmarch, not that it is damaged', () => {
    const loaded = loadHexmarchFile(read('v2.hexmarch'), [], 1);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.message).toMatch(/newer/i);
  });

  it('writes the current version’s fixture back byte for byte (the format did not drift)', () => {
    const text = read(`v${CURRENT_FORMAT_VERSION}.hexmarch`);
    const loaded = loadHexmarchFile(text);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(serializeHexmarchFile(loaded.value.document, loaded.value.appVersion) + '\n').toBe(text);
  });
});
