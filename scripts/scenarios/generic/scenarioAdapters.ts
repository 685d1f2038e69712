import { assaultScenarioAdapter } from '../assault/assaultScenarioAdapter';
import { defenseScenarioAdapter } from '../defense/defenseAdapter';
import { firestormScenarioAdapter } from '../firestorm/firestormAdapter';
import type { ScenarioAdapter } from './scenarioAdapter';

/**
 * The scenario adapters of the rulesets that run through the generic loop, by the `ruleset:` value of a file.
 * A new ruleset adds one line here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each adapter is typed to its own state
export const SCENARIO_ADAPTERS: Readonly<Record<string, ScenarioAdapter<any, any>>> = {
  assault: assaultScenarioAdapter,
  defense: defenseScenarioAdapter,
  firestorm: firestormScenarioAdapter,
};
