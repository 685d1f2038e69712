import { t, type TKey } from '../../../i18n';

/**
 * Stored text is English whatever the GM's language (the file keeps what it always kept, issue 32); it comes from the
 * English catalogue so what is stored and what scenarioLabels shows never drift apart.
 */
const en = (key: TKey): string => t(key, { lng: 'en' });

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
  1: { name: 'Bloodletting', text: en('coreScenario:deed.bloodletting.text') },
  2: { name: 'Reaper', text: en('coreScenario:deed.reaper.text') },
  3: {
    name: 'Sharpshooter',
    text: en('coreScenario:deed.sharpshooter.text'),
  },
  4: {
    name: 'Feigned Retreat',
    text: en('coreScenario:deed.feignedRetreat.text'),
  },
  5: {
    name: 'Fickle Luck',
    text: en('coreScenario:deed.fickleLuck.text'),
  },
  6: { name: 'Head Hunter', text: en('coreScenario:deed.headHunter.text') },
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6, DeedEntry>;

/** SCEN-19: the Player 2 table, used by player B (the defender). */
export const PLAYER_TWO_DEEDS = {
  1: { name: 'Risk It All', text: en('coreScenario:deed.riskItAll.text') },
  2: { name: 'Live Dangerously', text: en('coreScenario:deed.liveDangerously.text') },
  3: { name: 'Killer Instinct', text: en('coreScenario:deed.killerInstinct.text') },
  4: { name: 'No Escape', text: en('coreScenario:deed.noEscape.text') },
  5: {
    name: 'Cast Them Down',
    text: en('coreScenario:deed.castThemDown.text'),
  },
  6: { name: 'Show of Mercy', text: en('coreScenario:deed.showOfMercy.text') },
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6, DeedEntry>;

/** SCEN-5: the fifth deed every scenario carries. */
export const VICTORIOUS_DEED: DeedEntry = {
  name: 'Victorious',
  text: en('coreScenario:deed.victorious.text'),
};

/** SCEN-18: Fog of War entry point by D6 (1 and 6 let a player choose among 2–5). */
export const FOG_OF_WAR_CHART = {
  1: { entry: 'opponentChooses', text: en('coreScenario:fogOfWar.opponentChooses') },
  2: { entry: 'North', text: en('coreScenario:fogOfWar.north') },
  3: { entry: 'East', text: en('coreScenario:fogOfWar.east') },
  4: { entry: 'South', text: en('coreScenario:fogOfWar.south') },
  5: { entry: 'West', text: en('coreScenario:fogOfWar.west') },
  6: { entry: 'ownerChooses', text: en('coreScenario:fogOfWar.ownerChooses') },
} as const;

export type FogOfWarEntry = (typeof FOG_OF_WAR_CHART)[keyof typeof FOG_OF_WAR_CHART]['entry'];

export type D6 = 1 | 2 | 3 | 4 | 5 | 6;

export function asD6(value: number): D6 {
  if (!Number.isInteger(value) || value < 1 || value > 6)
    throw new Error(`${value} is not a D6 face (GEN-4)`);
  return value as D6;
}
