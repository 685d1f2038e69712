import { describe, expect, it } from 'vitest';
import { siegeOf } from '../../../scripts/lib/fuzzCorruptions';
import { firestormDemoDocument, skirmishHexmarchDocument } from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { kernelStep } from '@shared/kernel';
import {
  assaultRecordText,
  assaultRuleset,
  readAssaultRecord,
  type AssaultRecord,
} from '@shared/rulesets/assault';
import { checkDeck, DEFAULT_CITY_DECK, deckToFile, defenseRuleset } from '@shared/rulesets/defense';
import { buildPack, packMarkdown } from '@shared/pack';
import { markdownText } from '@shared/pack/markdownText';
import { firestormRuleset } from '@shared/rulesets/firestorm';
import { createDefenseGame, DEFAULT_ENEMY_DECKS, DEFAULT_FACTION_DECKS } from '@shared/rulesets/defense';

/** Issue 26: each example of the issue, as it was found, refused (or handled) in the GM's words. */

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const record: AssaultRecord = {
  format: 'hexmarch-assault',
  version: 1,
  title: 'The storming of Highkeep',
  names: { besieger: 'Red host', defender: 'Highkeep garrison' },
  input: {
    seed: 7,
    besieger: [
      { id: 'b1', name: 'Heavy foot', br: 2 },
      { id: 'b4', name: 'Knights', br: 4, cavalry: true },
    ],
    defender: [{ id: 'd1', name: 'Guards', br: 2 }],
  },
  commands: [],
};
const recordWith = (change: (r: Obj) => void) => {
  const copy = structuredClone(record) as Obj;
  change(copy);
  return readAssaultRecord(JSON.stringify(copy));
};
const errorsOf = (read: ReturnType<typeof readAssaultRecord>) => ('errors' in read ? read.errors : []);

describe('assault records (issue 26)', () => {
  it('refuses a unit of battle rating 10,000,000 at once, naming the field', () => {
    const read = recordWith((r) => (r.input.besieger[0].br = 10_000_000));
    expect(errorsOf(read)[0]).toBe(
      'The assault record is damaged: input.besieger #1.br must be 1000 or less.',
    );
  });

  it('refuses a huge number of pieces without making an array of them', () => {
    const read = recordWith((r) =>
      r.input.besieger.push({ id: 'x', artillery: 'lightBallista', pieces: 1e9 }),
    );
    expect(errorsOf(read)[0]).toMatch(/input\.besieger #3\.pieces must be 10000 or less/);
  });

  it('refuses a side beyond any real army, naming it', () => {
    const read = recordWith(
      (r) => (r.input.besieger = Array.from({ length: 1000 }, (_, i) => ({ id: `u${i}`, br: 1000 }))),
    );
    expect(errorsOf(read)[0]).toMatch(
      /^The assault record is impossible: Red host's roster forms 1,000 units/,
    );
  });

  it('refuses an all-zero random state', () => {
    const read = recordWith((r) => (r.input.rng = { seed: 0, cursor: 0, words: [0, 0, 0, 0] }));
    expect(errorsOf(read)[0]).toMatch(/random generator state of the assault is all zeros/);
  });

  it('refuses a command named toString citing GEN-10, not a function', () => {
    const created = readAssaultRecord(assaultRecordText(record));
    if ('errors' in created) throw new Error(created.errors.join());
    const refused = kernelStep(assaultRuleset, created.state, { type: 'toString' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.violations[0]!.ruleId).toBe('GEN-10');
      expect(refused.violations[0]!.message).toBe(
        'the command cannot be read: type "toString" is not one this game knows',
      );
    }
  });

  it('words a malformed command about the game, not the schema library', () => {
    const created = readAssaultRecord(assaultRecordText(record));
    if ('errors' in created) throw new Error(created.errors.join());
    const refused = kernelStep(
      assaultRuleset,
      { ...created.state, phase: 'REDEPLOY' },
      { type: 'MoveUnit', to: 'A' },
    );
    expect(!refused.ok && refused.violations[0]!.message).toBe(
      'the command cannot be read: unit is missing (it should be a text)',
    );
    expect(JSON.stringify(refused)).not.toMatch(/Invalid input|received undefined/);
  });
});

describe('.hexmarch files (issue 26)', () => {
  const skirmish = () => JSON.parse(serializeHexmarchFile(skirmishHexmarchDocument(), '0.1.0')) as Obj;

  it('refuses campaign.ruleset "constructor" with a message, no TypeError', () => {
    const file = skirmish();
    file.document.campaign.ruleset = 'constructor';
    const loaded = loadHexmarchFile(JSON.stringify(file));
    expect(!loaded.ok && loaded.error.message).toMatch(/^This Hexmarch file is damaged/);
  });

  it('refuses a log event whose number is a list nested 100,000 deep, without overflowing', () => {
    const text = JSON.stringify(skirmish()).replace(
      '"seq":1,',
      `"seq":${'['.repeat(100_000)}${']'.repeat(100_000)},`,
    );
    const loaded = loadHexmarchFile(text);
    expect(!loaded.ok && loaded.error.message).toMatch(/the event has no number|nested far too deep/);
  });
});

describe('Firestorm files (issue 26)', () => {
  const demo = () => JSON.parse(serializeHexmarchFile(firestormDemoDocument(3), '0.1.0')) as Obj;
  const refusal = (change: (campaign: Obj) => void) => {
    const file = demo();
    change(file.document.campaign);
    const loaded = loadHexmarchFile(JSON.stringify(file));
    return loaded.ok ? 'opened' : loaded.error.message;
  };

  it('opens the demo (the checks refuse no real campaign)', () => {
    expect(refusal(() => undefined)).toBe('opened');
  });

  it('refuses negative glory', () => {
    expect(refusal((c) => (c.factions[0].gloryBanked = -5))).toBe(
      'This Hexmarch file is damaged and cannot be opened (problem at document › campaign › factions › 0 › gloryBanked: must be 0 or more).',
    );
  });

  it("names a banner led by another faction's player in the GM's words", () => {
    const message = refusal((c) => (c.banners[0].playerIds = [c.factions[1].playerIds[0]]));
    const file = demo().document.campaign;
    const player = file.factions[1].playerIds[0];
    expect(message).toContain(
      `banner ${file.factions[0].name} 1 is led by ${player}, who plays for ${file.factions[1].name}`,
    );
  });

  it('refuses a siege of a missing battle, and one on a territory nobody owns', () => {
    expect(refusal((c) => c.sieges.push(siegeOf('battle-99')))).toContain(
      'a siege is of a battle the campaign does not have',
    );
    expect(
      refusal((c) => {
        const banner = c.banners[0];
        const hex = Object.keys(c.territories).find((h) => c.territories[h].owner === null)!;
        c.battles.push({
          id: 'battle-1',
          seq: 1,
          turn: 1,
          hex,
          attacker: { factionId: banner.factionId, bannerId: banner.id },
          defender: { factionId: c.factions[1].id, bannerId: null, garrison: true },
          entryHex: hex,
          entryDir: 'N',
          hexOwnerAtCreation: null,
          games: [],
          state: 'pending',
        });
        c.nextBattleSeq = 2;
        c.sieges.push(siegeOf('battle-1'));
      }),
    ).toMatch(/the siege of .* is of a territory nobody owns/);
  });

  it('refuses nextBannerSeq behind the existing banners (the next banner would reuse a number)', () => {
    expect(refusal((c) => (c.nextBannerSeq = 1))).toMatch(
      /but the next banner raised would be number 1 again/,
    );
  });

  it('refuses an initiative order naming a missing faction', () => {
    expect(refusal((c) => (c.turn.initiativeOrder = ['ghost']))).toContain(
      'names a faction the campaign does not have (ghost)',
    );
  });

  it('refuses an all-zero random state (endless tie re-rolls)', () => {
    expect(refusal((c) => (c.rng = { seed: 0, cursor: 0, words: [0, 0, 0, 0] }))).toContain(
      'the random generator state of the campaign is all zeros',
    );
  });

  it('refuses pending: [{}]', () => {
    expect(refusal((c) => (c.pending = [{}]))).toMatch(/pending › 0/);
  });

  it('words a malformed Firestorm command about the game', () => {
    const loaded = loadHexmarchFile(JSON.stringify(demo()));
    if (!loaded.ok || loaded.value.document.campaign?.ruleset !== 'firestorm') throw new Error('no demo');
    const refused = kernelStep(firestormRuleset, loaded.value.document.campaign, { type: 'SubmitOrders' });
    expect(!refused.ok && refused.violations[0]!.message).toMatch(
      /^the command cannot be read: faction is missing/,
    );
  });
});

describe('deck files and defense commands (issue 26)', () => {
  it('refuses a deck whose tile holds a million effects, in one sentence', () => {
    const file = deckToFile(DEFAULT_CITY_DECK) as Obj;
    file.tiles[0].effects = Array.from({ length: 1_000_000 }, () => 'AURA_ATTACK(1)');
    const checked = checkDeck(file);
    expect(!checked.ok && checked.issues.map((i) => i.text)).toEqual([
      'the deck is damaged at the deck › tiles › 0 › effects: a list of 1,000,000 items, far more than any real file holds',
    ]);
  });

  it('words a defense command with a wrong field about the game', () => {
    const created = createDefenseGame({
      seed: 1,
      players: [{ id: 'P1', name: 'Alice', deck: DEFAULT_FACTION_DECKS[0]! }],
      enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
      cityDeck: DEFAULT_CITY_DECK,
      difficulty: 2,
      variant: 'standard',
    });
    if (!created.ok) throw new Error(created.errors.join());
    const refused = kernelStep(defenseRuleset, created.state, { type: 'PlaceTile', player: 'P1' });
    expect(!refused.ok && refused.violations[0]!.message).not.toMatch(/Invalid input/);
  });
});

describe('the pack Markdown (issue 26)', () => {
  it('escapes HTML and Markdown in names', () => {
    expect(markdownText('<img src=x onerror=alert(1)> *Bold* [link](x)')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; \\*Bold\\* \\[link\\](x)',
    );
    const document = skirmishHexmarchDocument();
    const campaign = { ...document.campaign!, name: '<script>alert(1)</script>' };
    const pack = buildPack({ ...document, campaign } as typeof document, { turns: 2, side: null });
    if (!pack.ok) throw new Error(pack.error);
    const markdown = packMarkdown(pack.value);
    expect(markdown).not.toContain('<script>');
    expect(markdown).toContain('&lt;script&gt;');
  });
});
