import type { FsBriefingItem } from './battleBriefing';

/** FS-ITEM-1's "briefing-only effect" column (and the Infinity Gears' glory), in the catalogue's words. */
export const ITEM_EFFECTS = {
  foundry:
    'Foundry: once per game one unit adds +1 to its saves or +1 to its hit rolls for a single set of rolls.',
  arcaneSanctum: 'Arcane Sanctum: one extra artefact of power for a HERO.',
  scepterOfFlame:
    'Scepter of Flame: at battle start, pick a melee weapon of the general (not a mount’s): +1 to hit, +1 to wound, +1 damage.',
  prismatikon:
    'Prismatikon: once per battle, as a command ability, the general picks any enemy unit, which takes D3 / D6 / 2D6 mortal wounds in battle round 1 / 2 / 3+.',
  fulminax: 'Caverns of Fulminax: one unit adds +1 to all wound rolls in the battle.',
  infinityGears: 'Infinity Gears: +1 glory for each game won while held (FS-GLORY-2).',
} as const;

/** §5.18: the briefing texts every Firestorm game carries, whoever plays it. */
export const STANDING_ITEMS: readonly FsBriefingItem[] = [
  {
    id: 'FS-BRIEF-1',
    text: 'Aqshy realm rules are in force: realm spells, and the realm effect rolled at the start of the game.',
  },
  {
    id: 'FS-BRIEF-7',
    text: 'Terrain: (a) one player places it and the other picks sides; (b) a neutral third party places it; or (c) generate D3 pieces per 2′×2′ area and place them alternately.',
  },
  {
    id: 'FS-BRIEF-8',
    text: 'Rivers and lakes halve the Move characteristic and charge rolls of models that cannot Fly. Hits from shooting into a combat involving non-engaged units are spread at random over all units involved.',
  },
  {
    id: 'FS-BRIEF-9',
    text: 'Sudden death: an army able to inflict 20+ mortal wounds in one turn, or summoning more than 20% of its starting points, gives the opponent a sudden-death condition; two conditions cancel.',
  },
  {
    id: 'FS-BRIEF-12',
    text: 'Mixed-allegiance factions may field each other’s units as allies. Named characters follow their own rules; only those in the banner can take part.',
  },
];
