import type { AssaultInput, AssaultSettings, Leader, RosterEntry, Side } from '@shared/rulesets/assault';
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
  readonly unitCapacity: number;
  readonly breaches: number;
  readonly settings: AssaultSettings;
}

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
  unitCapacity: 3,
  breaches: 1,
  settings: DEFAULT_ASSAULT_SETTINGS,
};

/** The engine's input for a draft and a seed (GEN-5: the seed makes the assault replayable). */
export function draftInput(draft: AssaultDraft, seed: number): AssaultInput {
  return {
    seed,
    besieger: draft.besieger.roster,
    defender: draft.defender.roster,
    stronghold: { unitCapacity: draft.unitCapacity, breaches: draft.breaches },
    leaders: { besieger: draft.besieger.leader, defender: draft.defender.leader },
    settings: draft.settings,
  };
}
