import type { Campaign } from '@shared/engine';
import type { DiceQueues } from '@shared/random';
import { buildScenarioState } from '../../../scripts/scenarios/buildScenarioState';
import { scenarioSchema } from '../../../scripts/scenarios/scenarioSchema';

/** A core state from the scenario format (FORMAT.md) written as a plain object; throws on a bad description. */
export function coreState(description: Record<string, unknown>): { state: Campaign; dice: DiceQueues } {
  const spec = scenarioSchema.parse({ id: 'test', ruleset: 'core', steps: [], ...description });
  const built = buildScenarioState(spec);
  if (!built.state) throw new Error(built.errors.join('; '));
  return { state: built.state, dice: built.dice };
}

export const TWO_SIDES = {
  Red: { players: ['Alice', 'Carol'], homeEdge: 'West' },
  Blue: { players: ['Bob'], homeEdge: 'East' },
};
