/**
 * The lookup tables of the battle scenario generator (RULES.md §7, seed 003). Names are the rule names; every
 * description is written in our own words for the briefing (SCEN-19: deed texts are BRIEFING).
 */

/** SCEN-2: scenario type by D6. */
export const SCENARIO_TYPES = {
  1: { name: 'Attritional Battle', ruleId: 'SCEN-11' },
  2: { name: 'Take and Hold', ruleId: 'SCEN-12' },
  3: { name: 'Sabotage', ruleId: 'SCEN-13' },
  4: { name: 'Over the Top', ruleId: 'SCEN-14' },
  5: { name: 'Breakthrough', ruleId: 'SCEN-15' },
  6: { name: 'Retrieve', ruleId: 'SCEN-16' },
} as const;

export type ScenarioTypeName = (typeof SCENARIO_TYPES)[keyof typeof SCENARIO_TYPES]['name'];

/** SCEN-3: deployment type by D6. */
export const DEPLOYMENT_TYPES = {
  1: { name: 'Chance Encounter', ruleId: 'SCEN-17a' },
  2: { name: 'Standard Deployment', ruleId: 'SCEN-17b' },
  3: { name: 'Flank Attack', ruleId: 'SCEN-17c' },
  4: { name: 'Long Distance Battle', ruleId: 'SCEN-17d' },
  5: { name: 'Tunnels', ruleId: 'SCEN-17e' },
  6: { name: 'Fog of War', ruleId: 'SCEN-17f' },
} as const;

export type DeploymentTypeName = (typeof DEPLOYMENT_TYPES)[keyof typeof DEPLOYMENT_TYPES]['name'];

export interface DeedEntry {
  readonly name: string;
  /** Our own summary of what completes the deed (BRIEFING). */
  readonly text: string;
}

/** SCEN-19: the Player 1 table, used by player A (the attacker). */
export const PLAYER_ONE_DEEDS = {
  1: { name: 'Bloodletting', text: 'An attack of yours puts the sixth blood marker on an enemy.' },
  2: { name: 'Reaper', text: 'A single model takes three or more enemies out of action over the battle.' },
  3: {
    name: 'Sharpshooter',
    text: 'A long-range shot takes out an enemy in cover (no auto-hit weapons, grenades or blasts).',
  },
  4: {
    name: 'Feigned Retreat',
    text: 'In one activation, step back from a melee, then shoot and hit the enemy you left.',
  },
  5: {
    name: 'Fickle Luck',
    text: 'Spend two or more blood markers on one enemy so one of its actions loses at least two dice.',
  },
  6: { name: 'Head Hunter', text: 'A single model takes two enemies out of action with ranged attacks.' },
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6, DeedEntry>;

/** SCEN-19: the Player 2 table, used by player B (the defender). */
export const PLAYER_TWO_DEEDS = {
  1: { name: 'Risk It All', text: 'One model pulls off two or more risky actions in a single activation.' },
  2: { name: 'Live Dangerously', text: 'One model breaks away from melee twice in the game.' },
  3: { name: 'Killer Instinct', text: 'One model takes two enemies out of action in melee.' },
  4: { name: 'No Escape', text: 'Charge home against an enemy that your model cannot see.' },
  5: {
    name: 'Cast Them Down',
    text: 'Your action (shot, blow or power) makes an enemy fall 3" or more from a height.',
  },
  6: { name: 'Show of Mercy', text: 'Step back from a melee with an enemy that is down.' },
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6, DeedEntry>;

/** SCEN-5: the fifth deed every scenario carries. */
export const VICTORIOUS_DEED: DeedEntry = { name: 'Victorious', text: 'Win the game.' };

/** SCEN-18: Fog of War entry point by D6 (1 and 6 let a player choose among 2–5). */
export const FOG_OF_WAR_CHART = {
  1: { entry: 'opponentChooses', text: 'Your opponent picks one of the entry points 2–5.' },
  2: { entry: 'North', text: 'The middle of the North edge.' },
  3: { entry: 'East', text: 'The middle of the East edge.' },
  4: { entry: 'South', text: 'The middle of the South edge.' },
  5: { entry: 'West', text: 'The middle of the West edge.' },
  6: { entry: 'ownerChooses', text: 'You pick one of the entry points 2–5.' },
} as const;

export type FogOfWarEntry = (typeof FOG_OF_WAR_CHART)[keyof typeof FOG_OF_WAR_CHART]['entry'];

export type D6 = 1 | 2 | 3 | 4 | 5 | 6;

export function asD6(value: number): D6 {
  if (!Number.isInteger(value) || value < 1 || value > 6)
    throw new Error(`${value} is not a D6 face (GEN-4)`);
  return value as D6;
}
