import { t } from '../../../i18n';
import type { GeneratedDeed, GeneratedScenario } from './generatedScenario';

/**
 * Issue 32: a GeneratedScenario is stored in the campaign file with the rule tables' English names (SCEN-2, SCEN-3,
 * SCEN-19) and an English briefing. Those names stay what is stored; they are lookup keys into the catalogue here,
 * so the GM reads them in the current language. A name this version does not know (a later version's) is shown
 * as stored.
 */
export const SCENARIO_TYPE_KEYS = {
  'Attritional Battle': 'attritional',
  'Take and Hold': 'takeAndHold',
  Sabotage: 'sabotage',
  'Over the Top': 'overTheTop',
  Breakthrough: 'breakthrough',
  Retrieve: 'retrieve',
} as const satisfies Record<GeneratedScenario['scenario']['name'], string>;

export type ScenarioTypeId = (typeof SCENARIO_TYPE_KEYS)[keyof typeof SCENARIO_TYPE_KEYS];

export const DEPLOYMENT_TYPE_KEYS = {
  'Chance Encounter': 'chanceEncounter',
  'Standard Deployment': 'standard',
  'Flank Attack': 'flankAttack',
  'Long Distance Battle': 'longDistance',
  Tunnels: 'tunnels',
  'Fog of War': 'fogOfWar',
} as const satisfies Record<GeneratedScenario['deployment']['name'], string>;

export type DeploymentTypeId = (typeof DEPLOYMENT_TYPE_KEYS)[keyof typeof DEPLOYMENT_TYPE_KEYS];

/** SCEN-19 and SCEN-5: every deed name of both tables and Victorious. */
const DEED_KEYS = {
  Bloodletting: 'bloodletting',
  Reaper: 'reaper',
  Sharpshooter: 'sharpshooter',
  'Feigned Retreat': 'feignedRetreat',
  'Fickle Luck': 'fickleLuck',
  'Head Hunter': 'headHunter',
  'Risk It All': 'riskItAll',
  'Live Dangerously': 'liveDangerously',
  'Killer Instinct': 'killerInstinct',
  'No Escape': 'noEscape',
  'Cast Them Down': 'castThemDown',
  'Show of Mercy': 'showOfMercy',
  Victorious: 'victorious',
} as const;

/** BATTLE-4's core chart names (CORE_SCENARIO_CHART), stored as the ScenarioGenerated event's `name`. */
const CORE_CHART_KEYS = {
  'Pitched Battle': 'pitchedBattle',
  Supremacy: 'supremacy',
  'Flank Attack': 'flankAttack',
  'Last Stand': 'lastStand',
} as const;

/** SCEN-18: the Fog of War chart's rows by face. */
export const FOG_OF_WAR_KEYS = {
  1: 'opponentChooses',
  2: 'north',
  3: 'east',
  4: 'south',
  5: 'west',
  6: 'ownerChooses',
} as const;

const has = <T extends object>(table: T, name: PropertyKey): name is keyof T =>
  Object.prototype.hasOwnProperty.call(table, name);

/** The stable id of a stored scenario type name, or null for a name this version does not know. */
export function scenarioTypeId(scenario: Pick<GeneratedScenario, 'scenario'>): ScenarioTypeId | null {
  const name = scenario.scenario.name as string;
  return has(SCENARIO_TYPE_KEYS, name) ? SCENARIO_TYPE_KEYS[name] : null;
}

/** The stable id of a stored deployment type name, or null for a name this version does not know. */
export function deploymentTypeId(scenario: Pick<GeneratedScenario, 'deployment'>): DeploymentTypeId | null {
  const name = scenario.deployment.name as string;
  return has(DEPLOYMENT_TYPE_KEYS, name) ? DEPLOYMENT_TYPE_KEYS[name] : null;
}

/** SCEN-2: the scenario type's name in the current language. */
export function scenarioTypeLabel(scenario: Pick<GeneratedScenario, 'scenario'>, lng?: string): string {
  const id = scenarioTypeId(scenario);
  return id ? t(`coreScenario:scenarioType.${id}`, { lng }) : scenario.scenario.name;
}

/** SCEN-3: the deployment type's name in the current language. */
export function deploymentTypeLabel(scenario: Pick<GeneratedScenario, 'deployment'>, lng?: string): string {
  const id = deploymentTypeId(scenario);
  return id ? t(`coreScenario:deploymentType.${id}`, { lng }) : scenario.deployment.name;
}

/** SCEN-19: a deed's name in the current language (the stored name stays the key of `deedsCompleted`). */
export function deedLabel(deed: Pick<GeneratedDeed, 'name'>, lng?: string): string {
  return has(DEED_KEYS, deed.name) ? t(`coreScenario:deed.${DEED_KEYS[deed.name]}.name`, { lng }) : deed.name;
}

/** SCEN-19: what completes a deed, in the current language. */
export function deedText(deed: Pick<GeneratedDeed, 'name' | 'text'>, lng?: string): string {
  return has(DEED_KEYS, deed.name) ? t(`coreScenario:deed.${DEED_KEYS[deed.name]}.text`, { lng }) : deed.text;
}

/** A deed name as stored in `deedsCompleted` (its English name), shown in the current language. */
export function deedNameLabel(name: string): string {
  return deedLabel({ name });
}

/** BATTLE-4: a core chart scenario name (or a generated type's) in the current language; unknown as stored. */
export function coreScenarioNameLabel(name: string): string {
  if (has(CORE_CHART_KEYS, name)) return t(`coreScenario:coreChart.${CORE_CHART_KEYS[name]}`);
  if (has(SCENARIO_TYPE_KEYS, name)) return t(`coreScenario:scenarioType.${SCENARIO_TYPE_KEYS[name]}`);
  return name;
}
