import { parseDeck, type Deck, type DeckFileInput, type DeckTileInput } from '../model/deckSchema';

/**
 * The decks that ship with Hexmarch (issue 14): generic tiles on the models of ANV-5..7, since the seed prints no
 * tile texts. Written as deck files and parsed with the same schema a GM's file goes through.
 */
type R = 'gold' | 'stone' | 'manpower';
const unit = (
  name: string,
  cost: number,
  gives: R,
  dice: { ranged?: string; melee?: string },
  extra: Partial<DeckTileInput> = {},
): DeckTileInput =>
  ({
    kind: 'unit',
    name,
    cost,
    provides: { resource: gives, amount: 1 },
    ...dice,
    ...extra,
  }) as DeckTileInput;
const building = (name: string, cost: number, gives: R, effects: string[], copies = 1): DeckTileInput => ({
  kind: 'building',
  name,
  cost,
  provides: { resource: gives, amount: 1 },
  effects,
  copies,
});

function faction(
  id: string,
  name: string,
  units: DeckTileInput[],
  buildings: DeckTileInput[],
): DeckFileInput {
  return {
    format: 'hexmarch-defense-deck',
    version: 1,
    id,
    name,
    deck: 'faction',
    tiles: [...units, ...buildings],
  };
}

export const DEFAULT_FACTION_FILES: readonly DeckFileInput[] = [
  faction(
    'iron-wardens',
    'Iron Wardens',
    [
      unit('Shield Wall', 2, 'manpower', { melee: 'd6' }, { copies: 3 }),
      unit('Crossbowmen', 2, 'gold', { ranged: 'd6' }, { copies: 3 }),
      unit('Halberdiers', 3, 'stone', { melee: 'd8' }, { copies: 2 }),
      unit('Veteran Guard', 3, 'manpower', { melee: 'd8', ranged: 'd4' }, { attackMod: 1 }),
      unit('Warden Captain', 4, 'gold', { melee: 'd10' }, { keywords: ['LEADER'], rerolls: 1 }),
      unit('Militia', 1, 'gold', { melee: 'd4' }, { copies: 3 }),
    ],
    [
      building('Barracks', 1, 'manpower', ['DISCOUNT_ADJACENT(1)'], 2),
      building('Watchtower', 2, 'stone', ['AURA_ATTACK(1)'], 2),
      building('Storehouse', 1, 'gold', ['HAND_LIMIT(1)']),
      building('Muster Hall', 2, 'manpower', ['DRAW(1)']),
      building('Chapel', 2, 'stone', ['INFLUENCE_ON_ASSAULT_END(1)']),
    ],
  ),
  faction(
    'river-guild',
    'River Guild',
    [
      unit('Handgunners', 2, 'gold', { ranged: 'd8' }, { copies: 3 }),
      unit('Archers', 1, 'manpower', { ranged: 'd6' }, { copies: 3 }),
      unit('Pikemen', 2, 'stone', { melee: 'd6' }, { copies: 3 }),
      unit('Free Company', 1, 'gold', { melee: 'd4', ranged: 'd4' }, { copies: 2 }),
      unit('Greatswords', 3, 'manpower', { melee: 'd8' }, { attackMod: 1 }),
      unit('Guild Marshal', 4, 'gold', { melee: 'd8', ranged: 'd8' }, { keywords: ['LEADER'] }),
    ],
    [
      building('Counting House', 2, 'gold', ['INFLUENCE_ON_ASSAULT_END(1)'], 2),
      building('Powder Store', 1, 'stone', ['AURA_ATTACK(1)'], 2),
      building('Dockyard', 1, 'manpower', ['DISCOUNT_ADJACENT(1)']),
      building('Guild Hall', 2, 'gold', ['DRAW(1)']),
      building('Warehouse', 1, 'stone', ['HAND_LIMIT(1)']),
    ],
  ),
  faction(
    'ember-lodge',
    'Ember Lodge',
    [
      unit('Berserkers', 2, 'manpower', { melee: 'd8' }, { copies: 3 }),
      unit('Axe Throwers', 2, 'gold', { ranged: 'd6', melee: 'd4' }, { copies: 3 }),
      unit('Hearthguard', 3, 'stone', { melee: 'd10' }, { copies: 2 }),
      unit('Runesmith', 3, 'gold', { melee: 'd6' }, { rerolls: 1, keywords: ['LEADER'] }),
      unit('Forge Beast', 4, 'manpower', { melee: 'd12' }, { keywords: ['MONSTER'] }),
      unit('Youngbloods', 1, 'stone', { melee: 'd4' }, { copies: 3 }),
    ],
    [
      building('Forge', 2, 'stone', ['DISCOUNT_ADJACENT(1)'], 2),
      building('Brazier', 1, 'gold', ['AURA_ATTACK(1)'], 2),
      building('Mead Hall', 2, 'manpower', ['HAND_LIMIT(1)', 'DRAW(1)']),
      building('Shrine of Embers', 2, 'gold', ['INFLUENCE_ON_ASSAULT_END(1)']),
      building('Vault', 1, 'stone', ['HAND_LIMIT(1)']),
    ],
  ),
  faction(
    'stone-keepers',
    'Stone Keepers',
    [
      unit('Thunderers', 2, 'stone', { ranged: 'd8' }, { copies: 3 }),
      unit('Longbeards', 3, 'manpower', { melee: 'd8' }, { rerolls: 1, copies: 2 }),
      unit('Miners', 1, 'gold', { melee: 'd6' }, { copies: 3 }),
      unit('Quarrellers', 1, 'manpower', { ranged: 'd4' }, { copies: 3 }),
      unit('Ironbreakers', 3, 'stone', { melee: 'd8', ranged: 'd6' }),
      unit('Warden King', 4, 'gold', { melee: 'd10' }, { keywords: ['LEADER'], attackMod: 1 }),
    ],
    [
      building('Keep', 2, 'stone', ['DRAW(1)']),
      building('Bastion', 2, 'manpower', ['AURA_ATTACK(1)'], 2),
      building('Mason Yard', 1, 'gold', ['DISCOUNT_ADJACENT(1)'], 2),
      building('Hall of Elders', 2, 'stone', ['INFLUENCE_ON_ASSAULT_END(1)']),
      building('Granary', 1, 'gold', ['HAND_LIMIT(1)']),
    ],
  ),
];

const enemy = (name: string, strength: number, copies: number, keywords: string[] = []): DeckTileInput =>
  ({ kind: 'enemy', name, strength, copies, keywords }) as DeckTileInput;

export const DEFAULT_ENEMY_FILES: readonly DeckFileInput[] = [
  {
    format: 'hexmarch-defense-deck',
    version: 1,
    id: 'blood-raiders',
    name: 'Blood Raiders',
    deck: 'enemy',
    tiles: [
      enemy('Cultist', 2, 3),
      enemy('Reaver', 3, 4),
      enemy('Bloodwarrior', 4, 4),
      enemy('Skullhunter', 5, 2),
      enemy('Chosen Slaughterer', 6, 2, ['LEADER']),
      enemy('Blood Priest', 7, 1, ['MAGIC', 'LEADER']),
    ],
  },
  {
    format: 'hexmarch-defense-deck',
    version: 1,
    id: 'greenskin-horde',
    name: 'Greenskin Horde',
    deck: 'enemy',
    tiles: [
      enemy('Grot', 2, 5),
      enemy('Brute', 4, 5),
      enemy('Ironjaw', 5, 3),
      enemy('Shaman', 4, 1, ['MAGIC']),
      enemy('Gargant', 8, 2, ['MONSTER']),
      enemy('Warboss', 7, 1, ['LEADER']),
    ],
  },
  {
    format: 'hexmarch-defense-deck',
    version: 1,
    id: 'tunnel-swarm',
    name: 'Tunnel Swarm',
    deck: 'enemy',
    tiles: [
      enemy('Clanrat', 2, 6),
      enemy('Stormvermin', 4, 4),
      enemy('Rat Ogre', 6, 2, ['MONSTER']),
      enemy('Warlock', 5, 2, ['MAGIC']),
      enemy('Doomwheel', 7, 2, ['MONSTER']),
      enemy('Warlord', 6, 2, ['LEADER']),
    ],
  },
];

const city = (name: string, cost: number, effects: string[] = [], copies = 1): DeckTileInput => ({
  kind: 'city',
  name,
  cost,
  effects,
  copies,
});

export const DEFAULT_CITY_FILE: DeckFileInput = {
  format: 'hexmarch-defense-deck',
  version: 1,
  id: 'city-buildings',
  name: 'City Buildings',
  deck: 'city',
  tiles: [
    city('Market Square', 1, [], 3),
    city('Well', 1, [], 2),
    city('Bellows Tower', 2, ['AURA_ATTACK(1)'], 2),
    city('Granary', 2, ['HAND_LIMIT(1)'], 2),
    city('Guildhall', 2, ['DISCOUNT_ADJACENT(1)'], 2),
    city('Temple', 3, ['INFLUENCE_ON_ASSAULT_END(1)'], 2),
    city('Library', 3, ['DRAW(1)'], 2),
    city('Citadel', 4, ['AURA_ATTACK(1)', 'INFLUENCE_ON_ASSAULT_END(1)'], 2),
    city('Grand Cathedral', 4, ['INFLUENCE_ON_ASSAULT_END(2)'], 1),
    city('Palace', 4, ['HAND_LIMIT(1)', 'DRAW(1)'], 1),
    city('Statue', 1, [], 1),
  ],
};

function mustParse(file: DeckFileInput): Deck {
  const parsed = parseDeck(file);
  if (!parsed.ok) throw new Error(`default deck ${file.id}: ${parsed.errors.join('; ')}`);
  return parsed.deck;
}

export const DEFAULT_FACTION_DECKS: readonly Deck[] = DEFAULT_FACTION_FILES.map(mustParse);
export const DEFAULT_ENEMY_DECKS: readonly Deck[] = DEFAULT_ENEMY_FILES.map(mustParse);
export const DEFAULT_CITY_DECK: Deck = mustParse(DEFAULT_CITY_FILE);
