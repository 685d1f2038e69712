import type { ATTACKER_OPTIONS, DEFENDER_OPTIONS } from '../model/commands';
import type { Side } from '../model/types';

export const SIEGE_BATTLEPLAN_IDS = [
  'SSCN-1',
  'SSCN-2',
  'SSCN-3',
  'SSCN-4',
  'SSCN-5',
  'SSCN-6',
  'SSCN-7',
  'SSCN-8',
] as const;
export type SiegeBattleplanId = (typeof SIEGE_BATTLEPLAN_IDS)[number];

export type SiegeOptionId = (typeof ATTACKER_OPTIONS)[number] | (typeof DEFENDER_OPTIONS)[number];

/**
 * One row of the SSCN-1..8 catalogue with its SSCN-9 set-up, in words for the table. `{n SFP}` marks a figure in
 * siege force points: the briefing writes it with its army points (SIEGE-20), so the texts stay data.
 */
export interface SiegeBattleplanText {
  readonly name: string;
  /** What makes it the battleplan to fight: the opening roll or the siege option (SIEGE-4, SIEGE-8/9). */
  readonly usedBy: string;
  readonly forces: {
    readonly both?: string;
    readonly besieger?: string;
    readonly besieged?: string;
  };
  /** Who takes the first turn; `firstTurn` says it in the battleplan's words. */
  readonly firstSide: Side;
  readonly firstTurn: string;
  readonly length: string;
  readonly victory: string;
  /** The quick result the engine rolls instead of the game (SIEGE-5/8/9 govern where the battleplan differs, §11). */
  readonly quickResult: string;
  /** SSCN-9, one sentence a line. */
  readonly setUp: readonly string[];
}

/** SSCN-9 "All": said under every battleplan. */
export const SHORT_OF_POINTS = 'A side without enough points for this battleplan fields what it has.';

/** SSCN-1..8 with SSCN-9, restated from RULES.md §6.6. */
export const SIEGE_BATTLEPLANS = {
  'SSCN-1': {
    name: 'Send for Help!',
    usedBy: 'the opening, when the besieger rolls 1–3; and the besieged’s Send for Help option',
    forces: {
      both: '500 points each.',
      besieger:
        '1 hero of at most {3 SFP}, at most 1 flying unit, at most 2 mounted units and at most 3 infantry units.',
      besieged:
        '1 hero as the messenger (at most {3 SFP}), 1 more messenger taken from a unit, and up to 2 decoy messengers; the rest is free.',
    },
    firstSide: 'defender',
    firstTurn: 'the besieged',
    length: 'until one messenger leaves by the exit or all messengers are slain',
    victory: 'the besieged wins if a messenger escapes',
    quickResult:
      'the besieger rolls a D6: on 4+ the messengers are stopped, otherwise they escape. As the Send for Help option the besieged rolls instead and succeeds on 4+ (same odds, SIEGE-8).',
    setUp: [
      'Any terrain except impassable terrain; no special deployment rules.',
      'The besieged picks the centre of one table edge as its entry point; the exit is 12" wide at the centre of the opposite edge.',
      'The besieged sets up within 12" of the entry point.',
      'The besieger then sets up anywhere more than 12" from the messengers and their escort.',
    ],
  },
  'SSCN-2': {
    name: 'Forlorn Hope',
    usedBy: 'the opening, when the besieger rolls 4–6',
    forces: { both: 'Up to 750 points each; each side has 1 hero of at most 150 points.' },
    firstSide: 'attacker',
    firstTurn: 'the besieger',
    length: '4 turns',
    victory: 'the besieged wins if one of its units is within 6" of the key feature at the end of turn 4',
    quickResult: 'the besieger rolls a D6: on 4+ the patrol is destroyed, otherwise the courier gets through',
    setUp: [
      'The besieged places the terrain, with a key feature in the centre: nothing within 8" of it and no impassable terrain.',
      'Only the besieged may use special deployment rules, and its whole force ignores battleshock.',
      'The besieged sets up first, more than 12" from the centre line and more than 12" from the side edges, with one unit within 6" of the key feature.',
      'The besieger mirrors this at the other end.',
      'Afterwards the patrol must fall back.',
    ],
  },
  'SSCN-3': {
    name: 'Testing the Defenses',
    usedBy: 'the besieger’s Test the Defense option',
    forces: {
      besieger: '1,000 points: 1 hero, at most 1 war machine, and at most 1 Siege Point for siege equipment.',
      besieged: '500 points: 1 hero, and 1 Siege Point for defences.',
    },
    firstSide: 'defender',
    firstTurn: 'the besieged',
    length: '5 turns',
    victory: 'the besieger wins by breaking the gate or wiping out the defenders',
    quickResult: 'the besieger rolls a D6 and wins on 5+',
    setUp: [
      'The whole fortress is on the table, with no terrain within 24" of the walls, in the same layout for the whole campaign.',
      'The besieged sets up first, inside the walls or within 3" outside them.',
      'The besieger sets up more than 24" from the castle.',
      'Only the besieged may use special deployment rules.',
    ],
  },
  'SSCN-4': {
    name: 'Reinforcements',
    usedBy: 'the besieged’s Bring Reinforcements option (once per siege)',
    forces: {
      both: 'War machines only if their Move is 5" or more; no stationary artillery.',
      besieger: '1,000 points.',
      besieged: '1,500 points, with at least 1 mounted unit.',
    },
    firstSide: 'attacker',
    firstTurn: 'the besieger',
    length: '6 turns',
    victory:
      'each besieged unit that leaves by the far edge breaks through and brings reinforcements: {D3 SFP} for the Final Assault, at most 5 units (SIEGE-8)',
    quickResult:
      'the besieged rolls a D6: D6 − 1 units break through, each bringing {D3 SFP} (SIEGE-8). The battleplan’s own 6D6 roll is not used.',
    setUp: ['The countryside near the fortress; the fortress is not on the table.', 'Standard deployment.'],
  },
  'SSCN-5': {
    name: 'Infiltrate',
    usedBy: 'the besieger’s Infiltrate option',
    forces: {
      both: 'No model with more than 1 wound.',
      besieger: '6 agents carrying torches and explosives.',
      besieged: '12 sentries.',
    },
    firstSide: 'attacker',
    firstTurn: 'the agents (besieger)',
    length: 'until all agents are dead or the warehouse burns',
    victory: 'the besieger wins if the warehouse burns',
    quickResult: 'the besieger rolls a D6 and wins on 4+',
    setUp: [
      'A 4′×4′ area packed with buildings at least 3" apart, one edge made of walls.',
      'The besieged names one large building as the warehouse.',
      'Sentries set up anywhere, then the agents on top of the walls; agents on a wall with sentries start in combat.',
      'It is night: missile range is at most 12".',
      'An agent touching the warehouse rolls a D6 in its next hero phase: 5+ sets it on fire, +1 for each other agent touching it. One roll per hero phase, and only while no agent there is in combat with sentries.',
    ],
  },
  'SSCN-6': {
    name: 'Starve Out',
    usedBy: 'the besieger’s Starve Out option',
    forces: {
      both: '500 points each; heroes of at most {3 SFP}.',
      besieged: 'also a Wagon: Move 8" on the road and D6+2" off it, 5 wounds, 4+ save.',
    },
    firstSide: 'attacker',
    firstTurn: 'the besieger',
    length: 'until the wagon leaves by the besieger’s edge or all its escorts are slain',
    victory: 'the besieged wins if the wagon gets off the table',
    quickResult:
      'the besieger rolls a D6: on 4+ the wagon is stopped (the battleplan has the besieged roll 4+ for the wagon to escape; same odds, SIEGE-9).',
    setUp: [
      'A country lane leading to a secret gate.',
      'The besieger sets up first, more than 12" from the centre and more than 12" from the side edges, with one unit blocking the road.',
      'The besieged sets up at least 24" from that unit.',
    ],
  },
  'SSCN-7': {
    name: 'Sally Out',
    usedBy: 'the besieged’s Sally Out option',
    forces: {
      both: '1,000 points each.',
      besieged: 'its war machines must sit on a tower; at least 1 mounted unit.',
    },
    firstSide: 'defender',
    firstTurn: 'the besieged',
    length: '5 turns',
    victory: 'the besieged wins by destroying the objective',
    quickResult: 'the besieged rolls a D6 and wins on 4+',
    setUp: [
      'The castle with the besieger’s trenches and camps, and no terrain within 24" of the castle.',
      'The besieger sets up first at the far end, at least 30" from the gate, and places the objective (supplies, war machines or a siege tower) at the edge of its zone, 30" from the gate.',
      'The besieged sets up inside the castle and opens the gates.',
      'Each besieged unit of 3 or more models in base contact with the objective during a combat phase rolls a D6 in the battleshock phase: 4+ destroys it.',
    ],
  },
  'SSCN-8': {
    name: 'Undermine',
    usedBy: 'the besieger’s Undermine option',
    forces: {
      both: '500 points each; each side 1 hero and up to 3 infantry units without command models.',
    },
    firstSide: 'defender',
    firstTurn: 'the besieged',
    length: '4 turns',
    victory: 'if the besieger wins, the wall collapses; victory points for units wholly slain',
    quickResult:
      'the besieger rolls a D6 and the mine works on 5+ (SIEGE-9). The battleplan’s own roll (the besieged stops the mine on 4+) is not used.',
    setUp: [
      'A field of about 3′×3′ with scattered boulders that count as impassable.',
      'The besieger sets up first, within 12" of its edge.',
      'The besieged sets up anywhere more than 12" from the enemy.',
    ],
  },
} as const satisfies Record<SiegeBattleplanId, SiegeBattleplanText>;

/** SIEGE-8/9 "Battleplan (tabletop)" column: the options fought as a battleplan. */
export const OPTION_BATTLEPLANS = {
  sendForHelp: 'SSCN-1',
  testTheDefense: 'SSCN-3',
  bringReinforcements: 'SSCN-4',
  infiltrate: 'SSCN-5',
  starveOut: 'SSCN-6',
  sallyOut: 'SSCN-7',
  undermine: 'SSCN-8',
} as const satisfies Partial<Record<SiegeOptionId, SiegeBattleplanId>>;
