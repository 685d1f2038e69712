import { createCoreCampaign, setupFromGeneratedMap, type Campaign } from '@shared/rulesets/core';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import type { DiceQueues } from '@shared/random';
import { buildScenarioState } from '../../../../scripts/scenarios/buildScenarioState';
import { scenarioSchema } from '../../../../scripts/scenarios/scenarioSchema';

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

/** A core campaign set up on the default 30×20 generated map (fortresses from the map, armies by BOT-1). */
export function generatedCampaign(seed: number, mapSeed = seed): Campaign {
  const generated = generateMap(DEFAULT_MAP_PARAMS, mapSeed);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const input = setupFromGeneratedMap(generated.value, {
    id: `c-${seed}`,
    name: 'Simulated',
    seed,
    settings: { core: { defaultResolution: 'dice', fortressResolution: 'dice' } },
  });
  const created = createCoreCampaign(input);
  if (!created.ok) throw new Error(created.error.map((v) => v.message).join('; '));
  return created.value.state;
}
