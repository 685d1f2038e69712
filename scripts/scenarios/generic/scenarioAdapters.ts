import { assaultScenarioAdapter } from '../assault/assaultScenarioAdapter';
import { coreScenarioAdapter } from '../core/coreScenarioAdapter';
import { defenseScenarioAdapter } from '../defense/defenseAdapter';
import { firestormScenarioAdapter } from '../firestorm/firestormAdapter';
import type { RulesetId } from '@shared/rulesets';
import type { ScenarioAdapter } from './scenarioAdapter';

/**
 * The scenario adapters of every ruleset, by the `ruleset:` value of a file: all run through the one generic loop.
 * A new ruleset adds one line here; keyed by the engine's ruleset ids, so a ruleset without one is a compile error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each adapter is typed to its own state
export const SCENARIO_ADAPTERS: Readonly<Record<RulesetId, ScenarioAdapter<any, any>>> = {
  core: coreScenarioAdapter,
  assault: assaultScenarioAdapter,
  defense: defenseScenarioAdapter,
  firestorm: firestormScenarioAdapter,
};
