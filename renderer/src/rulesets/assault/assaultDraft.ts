import type {
  AssaultInput,
  AssaultSettings,
  Entrance,
  Leader,
  RosterEntry,
  Side,
} from '@shared/rulesets/assault';
import { DEFAULT_ASSAULT_SETTINGS, DEFAULT_LEADER } from '@shared/rulesets/assault';

/** One army of a stand-alone assault as the GM enters it: its name, its DATA-9 roster and its leader (ASLT-1). */
export interface AssaultSideDraft {
  readonly name: string;
  readonly roster: readonly RosterEntry[];
  readonly leader: Leader;
}

/** What Tools → Assault… asks before the assault (ASLT-1, ASLT-3, DATA-12 `aslt.*`). */
export interface AssaultDraft {
  readonly title: string;
  readonly besieger: AssaultSideDraft;
  readonly defender: AssaultSideDraft;
  /** ASLT-32: a stronghold with walls (the standard procedure) or a dungeon fought at its entrances. */
  readonly variant: 'standard' | 'dungeon';
  readonly unitCapacity: number;
  readonly breaches: number;
  /** ASLT-32: the dungeon's entrances, named by the GM (the name is the entrance's id); kept when walls are chosen. */
  readonly entrances: readonly Entrance[];
  readonly settings: AssaultSettings;
}

/**
 * Decision: a dungeon starts with two entrances the besiegers know and can reach and one they do not know of, so the
 * GM sees at once how entrances, sallies and reveals work (ASLT-32); each can be renamed, changed or removed.
 */
export const EXAMPLE_ENTRANCES: readonly Entrance[] = [
  { id: 'Main gate', known: true, reachable: true },
  { id: 'Collapsed mine', known: true, reachable: true },
  { id: 'Secret postern', known: false, reachable: false },
];

/** Roster entry ids carry the side, so the two rosters never share one (createAssault refuses that, DATA-9). */
export const ID_PREFIX: Readonly<Record<Side, string>> = { besieger: 'b-', defender: 'd-' };

/**
 * Decision: the tool opens on two small example armies (seed 004's heavy infantry BR 2, goblins BR 0.5, a ram,
 * a cauldron), so a GM sees at once what a roster looks like; every row can be edited or removed.
 */
export const EXAMPLE_DRAFT: AssaultDraft = {
  title: 'Assault on the stronghold',
  besieger: {
    name: 'Besiegers',
    roster: [
      { id: 'b-heavy-infantry', name: 'Heavy infantry', br: 2, troops: 120 },
      { id: 'b-heavy-infantry-2', name: 'Heavy infantry', br: 2, troops: 120 },
      { id: 'b-spearmen', name: 'Spearmen', br: 1.5 },
      { id: 'b-archers', name: 'Archers', br: 1, missile: true },
      { id: 'b-skirmishers', name: 'Skirmishers', br: 1, loose: true },
      { id: 'b-knights', name: 'Knights', br: 4, cavalry: true },
      { id: 'b-ram', name: 'Ram', siegeEquipment: 'batteringRam', pieces: 6 },
    ],
    leader: DEFAULT_LEADER,
  },
  defender: {
    name: 'Garrison',
    roster: [
      { id: 'd-guards', name: 'Guards', br: 2 },
      { id: 'd-crossbows', name: 'Crossbows', br: 1, missile: true },
      { id: 'd-militia', name: 'Militia', br: 0.5, troops: 80 },
      { id: 'd-goblins', name: 'Goblin light infantry', br: 0.5, loose: true },
      { id: 'd-cauldron', name: 'Cauldron', siegeEquipment: 'cauldron', pieces: 4 },
    ],
    leader: DEFAULT_LEADER,
  },
  variant: 'standard',
  unitCapacity: 3,
  breaches: 1,
  entrances: EXAMPLE_ENTRANCES,
  settings: DEFAULT_ASSAULT_SETTINGS,
};

/** The engine's input for a draft and a seed (GEN-5: the seed makes the assault replayable). */
export function draftInput(draft: AssaultDraft, seed: number): AssaultInput {
  return {
    seed,
    ...(draft.variant === 'dungeon' ? { variant: 'dungeon' } : {}),
    besieger: draft.besieger.roster,
    defender: draft.defender.roster,
    stronghold: {
      unitCapacity: draft.unitCapacity,
      breaches: draft.breaches,
      ...(draft.variant === 'dungeon' ? { entrances: draft.entrances } : {}),
    },
    leaders: { besieger: draft.besieger.leader, defender: draft.defender.leader },
    settings: draft.settings,
  };
}
