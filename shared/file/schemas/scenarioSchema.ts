// SCEN-1: the generator's record schema is declared with the core ruleset that generates it.
export { generatedScenarioSchema } from '../../rulesets/core/scenario/generatedScenarioSchema';
