import { afterEach, describe, expect, it } from 'vitest';
import { kernelStep } from '@shared/kernel';
import { setLanguage } from '@shared/i18n';
import {
  blankTile,
  checkDeck,
  checkPayment,
  CITY_SQUARES,
  createDefenseGame,
  DEFAULT_CITY_DECK,
  DEFAULT_CITY_FILE,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  DEFAULT_FACTION_FILES,
  DEFENSE_DICE,
  defenseGameFile,
  defenseRuleset,
  EFFECT_KINDS,
  readDefenseGameFile,
  SIDE_SQUARES,
  sq,
  validateDefenseCommand,
  type DefenseConfig,
  type DefenseState,
} from '@shared/rulesets/defense';
import { checkDefenseGamePart, defenseGamePartSchema } from '@shared/file/defenseGamePart';
import { stringsOf, untranslatedAmong } from '../../i18nScan/untranslatedAmong';
import { keysOf, keysUsedBy } from './usedKeys';

/**
 * Issue 32: every refusal of the settlement defense (setup, moves, payment, deck files, saved games) is made in the
 * current language. The shipped decks' and players' names are the document's (allowed), as are the deck file's
 * own words the refusals quote (effect names, dice, keywords, field names, command types).
 */
const NAMES = [
  ...stringsOf([DEFAULT_FACTION_FILES, DEFAULT_CITY_FILE]),
  ...DEFAULT_ENEMY_DECKS.flatMap((d) => [d.name, ...d.tiles.map((t) => t.name)]),
  ...EFFECT_KINDS,
  ...DEFENSE_DICE,
  ...[
    'Ada',
    'Bo',
    'P1',
    'P2',
    'Nope',
    'nobody',
    'gold',
    'stone',
    'manpower',
    'wood',
    'd7',
    'x',
    'A',
    'B',
    'LEADER',
  ],
  ...[
    'Pass',
    'PlaceTile',
    'Mulligan',
    'StartPlay',
    'SetUp',
    'BuyCityBuilding',
    'colour',
    'tiles',
    'name',
    'melee',
  ],
  ...[
    'cost',
    'kind',
    'effects',
    'text',
    'keywords',
    'provides',
    'resource',
    'amount',
    'id',
    'AURA_ATTACK',
    'n',
  ],
  ...[
    'anv.enemyPileSize',
    'JSON',
    'Hexmarch',
    'Spearmen',
    'FLY',
    'effects #1',
    'provides.resource',
    'x'.repeat(101),
    'shade',
  ],
];

afterEach(() => setLanguage('en'));

const config = (): DefenseConfig => ({
  seed: 3,
  players: [
    { id: 'P1', name: 'Ada', deck: DEFAULT_FACTION_DECKS[0]! },
    { id: 'P2', name: 'Bo', deck: DEFAULT_FACTION_DECKS[1]! },
  ],
  enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
  cityDeck: DEFAULT_CITY_DECK,
  difficulty: 2,
  variant: 'standard',
});

function step(state: DefenseState, command: unknown): DefenseState {
  const result = kernelStep(defenseRuleset, state, command);
  if (!result.ok) throw new Error(result.violations.map((v) => v.message).join('; '));
  return result.state;
}

/** Every refusal, each made by giving the engine what it refuses. */
function everyRefusal(kernel: string[] = []): string[] {
  const texts: string[] = [];
  const add = (list: readonly (string | { message: string })[]) =>
    texts.push(...list.map((x) => (typeof x === 'string' ? x : x.message)));
  const refuse = (state: DefenseState, command: unknown) => add(validateDefenseCommand(state, command));
  // ANV-1, ANV-4, ANV-8 setup.
  const bad = createDefenseGame({
    ...config(),
    players: [
      { id: 'P1', name: 'Ada', deck: DEFAULT_ENEMY_DECKS[0]! },
      { id: 'P1', name: 'Bo', deck: DEFAULT_FACTION_DECKS[0]! },
    ],
    enemyDecks: [DEFAULT_FACTION_DECKS[0]!],
    cityDeck: DEFAULT_FACTION_DECKS[1]!,
    difficulty: 5 as never,
  });
  if (!bad.ok) add(bad.errors);
  const none = createDefenseGame({ ...config(), players: [], enemyDecks: [] });
  if (!none.ok) add(none.errors);
  // GEN-10, ANV-8..14 moves.
  const created = createDefenseGame(config());
  if (!created.ok) throw new Error(created.errors.join('; '));
  const fresh = created.state;
  kernel.push(...validateDefenseCommand(fresh, { type: 'Nope' }).map((v) => v.message));
  refuse(fresh, { type: 'Pass', player: 'P1' });
  refuse(fresh, { type: 'Mulligan', player: 'P1' });
  refuse(fresh, { type: 'StartPlay' });
  const dealt = step(fresh, { type: 'SetUp' });
  refuse(dealt, { type: 'SetUp' });
  refuse(dealt, { type: 'Mulligan', player: 'nobody' });
  refuse(step(dealt, { type: 'Mulligan', player: 'P1' }), { type: 'Mulligan', player: 'P1' });
  const play = step(dealt, { type: 'StartPlay' });
  const active = play.players[play.activePlayer]!;
  const other = play.players.find((p) => p !== active)!;
  const hand = active.hand;
  const unit = hand.find(
    (id) =>
      play.tiles[id]!.kind === 'unit' && (play.tiles[id] as { cost: { amount: number } }).cost.amount > 0,
  );
  const building = hand.find((id) => play.tiles[id]!.kind === 'building');
  const city = play.market.find((id) => id)!;
  const free = CITY_SQUARES.find((key) => !play.board[sq(key)]?.tile)!;
  refuse(play, { type: 'Pass', player: 'nobody' });
  refuse(play, { type: 'Pass', player: other.id });
  refuse(play, { type: 'Pass', player: active.id, discard: [city] });
  refuse(play, { type: 'Pass', player: active.id, discard: [hand[0], hand[0]] });
  refuse(play, { type: 'PlaceTile', player: active.id, tile: city, square: free });
  const withCity = {
    ...play,
    players: play.players.map((p) => (p === active ? { ...p, hand: [...p.hand, city] } : p)),
  };
  refuse(withCity, { type: 'PlaceTile', player: active.id, tile: city, square: free });
  refuse(play, { type: 'BuyCityBuilding', player: active.id, slot: 9, square: free });
  refuse({ ...play, market: [null, ...play.market.slice(1)] } as DefenseState, {
    type: 'BuyCityBuilding',
    player: active.id,
    slot: 1,
    square: free,
  });
  refuse({ ...play, market: [hand[0]!, ...play.market.slice(1)] } as DefenseState, {
    type: 'BuyCityBuilding',
    player: active.id,
    slot: 1,
    square: free,
  });
  refuse(play, { type: 'BuyCityBuilding', player: active.id, slot: 1, square: free });
  refuse({ ...play, market: [play.market[0]!] } as DefenseState, {
    type: 'BuyCityBuilding',
    player: active.id,
    slot: 3,
    square: free,
  });
  if (unit) refuse(play, { type: 'PlaceTile', player: active.id, tile: unit, square: free });
  const withBuilding = building ?? DEFAULT_FACTION_DECKS[0]!.tiles.findIndex((t) => t.kind === 'building');
  void withBuilding;
  const buildingId = Object.keys(play.tiles).find(
    (id) =>
      play.tiles[id]!.kind === 'building' && (play.tiles[id] as { cost: { amount: number } }).cost.amount > 0,
  )!;
  const withB = {
    ...play,
    players: play.players.map((p) => (p === active ? { ...p, hand: [...p.hand, buildingId] } : p)),
  };
  refuse(withB, { type: 'PlaceTile', player: active.id, tile: buildingId, square: free });
  refuse(play, { type: 'PlaceTile', player: active.id, tile: hand[0], square: '99,99' });
  refuse(play, { type: 'PlaceTile', player: active.id, tile: hand[0], square: SIDE_SQUARES[1][0] });
  const taken = {
    ...play,
    board: play.board.map((s, i) => (i === sq(free) ? { ...s, tile: hand[1]! } : s)),
  } as DefenseState;
  refuse(taken, { type: 'PlaceTile', player: active.id, tile: hand[0], square: free });
  kernel.push(
    ...validateDefenseCommand(play, { type: 'PlaceTile', player: active.id, tile: hand[0], square: 'x' }).map(
      (v) => v.message,
    ),
  );
  refuse(play, { type: 'PlaceTile', player: 'P1', tile: hand[0], square: free }); // on the draw phase below
  refuse({ ...play, phase: 'draw' }, { type: 'PlaceTile', player: active.id, tile: hand[0], square: free });
  // ANV-11 payment.
  const index = play.activePlayer;
  for (const pay of [[hand[0]!, hand[0]!], [hand[0]!], [city], [hand[1]!]])
    add([checkPayment(play, index, 'gold', pay, hand[0]!).problem ?? '']);
  // ANV-4..7 deck files.
  const unitTile = {
    kind: 'unit',
    name: 'Spearmen',
    cost: 2,
    provides: { resource: 'manpower', amount: 1 },
    melee: 'd6',
  };
  const deck = (tiles: unknown[], more: object = {}) => ({
    format: 'hexmarch-defense-deck',
    version: 1,
    id: 'x',
    name: 'x',
    deck: 'faction',
    tiles,
    ...more,
  });
  for (const data of [
    deck([
      { ...unitTile, effects: ['FLY(1)'] },
      { ...unitTile, cost: 99, melee: 'd7' },
      { ...unitTile, provides: 'x' },
    ]),
    deck([
      { ...unitTile, provides: { resource: 'wood', amount: 1 } },
      { ...unitTile, name: '' },
      { ...unitTile, name: 'x'.repeat(101) },
    ]),
    deck([
      { ...unitTile, effects: 'x' },
      { ...unitTile, effects: Array(11).fill('DRAW(1)') },
      { ...unitTile, text: 5 },
    ]),
    deck([
      { ...unitTile, keywords: ['LEADER', 'LEADER', 'MONSTER'] },
      { ...unitTile, melee: undefined },
      { kind: 'x', name: 'x' },
    ]),
    deck([unitTile], { id: 'A B' }),
    deck([]),
    deck(Array(201).fill(unitTile)),
    deck([{ kind: 'enemy', name: 'x', strength: 3 }]),
    deck([{ kind: 'building', name: 'x', cost: 1, provides: { resource: 'stone', amount: 1 } }], {
      deck: 'city',
    }),
    deck([{ kind: 'city', name: 'x', cost: 1 }], { deck: 'enemy' }),
    deck([unitTile], { deck: 'enemy' }),
    deck([unitTile], { deck: 'city' }),
    deck(Array(60).fill({ ...unitTile, copies: 20 })),
    deck([{ ...unitTile, name: 5, colour: 1 }], { colour: 1, shade: 2 }),
  ]) {
    const checked = checkDeck(data);
    if (!checked.ok) add(checked.issues.map((i) => i.text));
  }
  const deep = checkDeck(deck([[[[[[[[1]]]]]]]]));
  if (!deep.ok) kernel.push(...deep.issues.map((i) => i.text));
  // Saved games (issue 14, issue 26) and the campaign's part.
  const file = defenseGameFile({
    config: config(),
    commands: [{ type: 'SetUp' }],
    steps: [1],
    recorded: false,
  });
  for (const text of [
    'x'.repeat(20_000_000),
    '{',
    '{"format":"hexmarch"}',
    '{"format":"hexmarch-defense-deck"}',
    JSON.stringify({ ...file, commands: [{ type: 'StartPlay' }, { type: 'SetUp' }, { type: 'SetUp' }] }),
  ]) {
    const read = readDefenseGameFile(text);
    if (!read.ok) add(read.errors);
  }
  for (const text of [
    JSON.stringify({ ...file, deep: [[[[[[[[[[[1]]]]]]]]]]] }),
    JSON.stringify({ ...file, format: 'x', version: 2 }),
    JSON.stringify({
      ...file,
      config: {
        ...file.config,
        players: [
          { ...file.config.players[0], deck: { ...(file.config.players[0]!.deck as object), tiles: [] } },
        ],
        enemyDecks: [{}],
        cityDeck: {},
      },
    }),
  ]) {
    const read = readDefenseGameFile(text);
    if (!read.ok) kernel.push(...read.errors);
  }
  const part = checkDefenseGamePart({ ...file, commands: [{ type: 'StartPlay' }] });
  if (part.kind === 'damaged') add([part.message]);
  const notPart = defenseGamePartSchema.safeParse(5);
  if (!notPart.success) add(notPart.error.issues.map((i) => i.message));
  // New tiles of the deck editor get names in the GM's language.
  add((['unit', 'building', 'city', 'enemy'] as const).map((kind) => String(blankTile(kind, 2).name)));
  return texts.filter(Boolean);
}

describe('the settlement defense refusals in the pseudo-locale (issue 32)', () => {
  it('makes every refusal of the engine, the deck schema and the saved game, each in the catalogue', () => {
    let texts: string[] = [];
    const kernel: string[] = [];
    const used = keysUsedBy(() => {
      setLanguage('en-XA');
      texts = everyRefusal(kernel);
    });
    expect(untranslatedAmong(texts, NAMES)).toEqual([]);
    // Around a clause the kernel words (a schema's issues, JSON bounds), the sentence is ours: pseudo from its start.
    expect(kernel.length).toBeGreaterThanOrEqual(4);
    for (const text of kernel) expect(text).toMatch(/^\[[^A-Za-z\s]/);
    expect([...keysOf('defenseRules'), ...keysOf('decks', 'blank')].filter((k) => !used.has(k))).toEqual([]);
  });

  it('reads in English as before and in German', () => {
    const english = everyRefusal();
    expect(english).toContain('the tiles are not dealt yet');
    expect(english.some((t) => /^it is (Ada|Bo)'s turn, not (Ada|Bo)'s$/.test(t))).toBe(true);
    setLanguage('de');
    const german = everyRefusal();
    expect(german).toContain('Die Plättchen sind noch nicht ausgeteilt');
    expect(german).toContain('Neue Einheit 2');
    expect(german.length).toBe(english.length);
  });
});
