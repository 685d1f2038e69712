import { describe, expect, it } from 'vitest';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { hexName, type HexKey } from '@shared/hex';
import { generatedDocument } from './documentFactory';

/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits the file's JSON by hand */
const doc = generatedDocument(5, 4);
const text = serializeHexmarchFile(doc, '0.1.0');
const fresh = (): any => JSON.parse(text);

function refusal(file: unknown) {
  const result = loadHexmarchFile(typeof file === 'string' ? file : JSON.stringify(file));
  if (result.ok) throw new Error('expected the file to be refused');
  return result.error;
}

describe('loading refuses campaigns that could never happen (issue 9)', () => {
  it('names the first broken invariant and where, in the GM’s words', () => {
    const file = fresh();
    const campaign = file.document.campaign;
    const water = campaign.map.terrain.indexOf('w');
    expect(water).toBeGreaterThanOrEqual(0);
    // The campaign map is a rectangle: its hexes in HEX-4 order, column by column.
    const { height } = campaign.map;
    const col = Math.floor(water / height);
    const row = water % height;
    const key = `${col},${row - (col - (col & 1)) / 2}`;
    campaign.armies.entities['army-1'].hex = key;
    expect(refusal(file)).toEqual({
      kind: 'damaged',
      message: `This Hexmarch file is damaged and cannot be opened: army Red player 1 stands on hex ${hexName(key as HexKey)}, which is water.`,
      where: 'the campaign',
    });
  });

  it('checks the prepared map too', () => {
    const file = fresh();
    file.document.mapDocument.map.corners.NW = '-50,0';
    expect(refusal(file).message).toBe(
      'This Hexmarch file is damaged and cannot be opened: the north-west corner of the prepared map is hex -49.-24, which is not on the map.',
    );
  });

  it('refuses a Lord whose army does not exist', () => {
    const file = fresh();
    file.document.campaign.lords.entities['p-blue'].armyId = 'army-40';
    expect(refusal(file).message).toMatch(/: Lord ".*" is with army army-40, which does not exist\.$/);
  });
});

describe('loading returns the parsed value only', () => {
  it('drops keys the format does not have, anywhere, and saves without them', () => {
    const file = fresh();
    file.document.extra = 1;
    file.document.campaign.armies.entities['army-1'].secret = 'x';
    file.document.campaign.log[3].note = 'x';
    const features = file.document.campaign.map.features;
    const featureKey = Object.keys(features).find((key) => features[key].settlement)!;
    features[featureKey].colour = 'red';
    features[featureKey].settlement.garrison = 300;
    const loaded = loadHexmarchFile(JSON.stringify(file));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.document).toEqual(doc);
    const saved = serializeHexmarchFile(loaded.value.document, '0.1.0');
    expect(saved).toBe(text);
  });

  it('refuses an own __proto__ key with a plain message', () => {
    const withProto = text.replace('"armies":{', '"armies":{"__proto__":{"polluted":true},');
    expect(refusal(withProto)).toMatchObject({
      kind: 'damaged',
      message: expect.stringContaining('"__proto__" is a reserved name'),
      where: 'document › campaign › armies › __proto__',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['hasOwnProperty', 'toString', 'valueOf', 'constructor', 'isPrototypeOf', '__defineGetter__'])(
    'refuses %s as an id or a record key',
    (name) => {
      const asId = fresh();
      asId.document.campaign.id = name;
      expect(refusal(asId)).toMatchObject({
        where: 'document › campaign › id',
        message: expect.stringContaining('a reserved name (such as toString) cannot be an id'),
      });
      const asKey = fresh();
      asKey.document.campaign.turn.locationBonus = { [name]: 1 };
      expect(refusal(asKey).message).toContain(`"${name}" is a reserved name`);
    },
  );
});

describe('loading bounds every list before the schema runs (slow refusals)', () => {
  it('refuses a battle list of two million numbers at once, naming the list', () => {
    const file = fresh();
    file.document.campaign.battles.ids = Array.from({ length: 2_000_000 }, (_, i) => i);
    expect(refusal(file)).toMatchObject({
      where: 'document › campaign › battles › ids',
      message: expect.stringContaining('2,000,000 items, more than this campaign can hold'),
    });
  });

  it('refuses more players than the map has hexes, and an edge longer than the map', () => {
    const players = fresh();
    const many = Array.from({ length: 5000 }, (_, i) => ({
      ...players.document.campaign.players[0],
      id: `p${i}`,
    }));
    players.document.campaign.players = many;
    expect(refusal(players).where).toBe('document › campaign › players');
    const edge = fresh();
    edge.document.mapDocument.map.edges.West = Array.from({ length: 5000 }, () => '0,0');
    expect(refusal(edge).where).toBe('document › mapDocument › map › edges › West');
  });

  it('refuses nesting deeper than any Hexmarch document', () => {
    const file = fresh();
    file.document.campaign.log[0].payload.deep = JSON.parse('['.repeat(200) + ']'.repeat(200));
    expect(refusal(file).message).toContain('nested far too deep');
  });

  it('refuses a log entry that is not an event of a known type, or numbered out of order', () => {
    const unknown = fresh();
    unknown.document.campaign.log[10].type = 'ArmyTeleported';
    expect(refusal(unknown)).toMatchObject({ where: 'document › campaign › log › 10' });
    const renumbered = fresh();
    renumbered.document.campaign.log[10].seq = 99;
    expect(refusal(renumbered).message).toContain('the event is numbered 99');
  });

  it('reports the first of many wrong values, not all of them', () => {
    const file = fresh();
    const log = file.document.campaign.log;
    for (let i = log.length; i < 50_000; i++)
      log.push({
        seq: i + 1,
        turn: 9,
        phase: 'END_TURN',
        type: 'TurnEnded',
        payload: { turn: 'x' },
        ruleIds: [],
      });
    expect(refusal(file).where).toBe(
      `document › campaign › log › ${doc.campaign!.log.length} › payload › turn`,
    );
  });
});
