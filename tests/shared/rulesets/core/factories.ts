import { createCoreCampaign, setupFromGeneratedMap, step, type Campaign } from '@shared/rulesets/core';
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

/**
 * Red's R1 (Alice) and C1 (Carol) against Blue's B1 (Bob) on a radius-3 map, each with its Lord, Red to move:
 * R1 reaches B1 with two steps (0,0 → 0,-1 → 0,-2). `settings` are FORMAT.md setting keys.
 */
export function threeArmies(settings: Record<string, unknown>): Campaign {
  return coreState({
    map: {
      radius: 3,
      hexes: {
        '-3,1': { settlement: 'fortress', controller: 'Alice' },
        '3,-2': { settlement: 'fortress', controller: 'Bob' },
      },
    },
    sides: TWO_SIDES,
    armies: {
      R1: { owner: 'Alice', at: '0,0', lord: true },
      C1: { owner: 'Carol', at: '-2,2', lord: true },
      B1: { owner: 'Bob', at: '0,-2', lord: true },
    },
    turn: { number: 1, side: 'Red', phase: 'MOVE' },
    settings,
  }).state;
}

/** Steps every command in order with the dice queues carried over (GEN-11); throws on a refusal. */
export function playAll(state: Campaign, commands: readonly unknown[], dice: DiceQueues = {}) {
  let current = state;
  let queues = dice;
  const events = [];
  for (const command of commands) {
    const result = step(current, command, { dice: queues });
    if (!result.ok) throw new Error(result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
    current = result.state;
    queues = result.dice;
    events.push(...result.events);
  }
  return { state: current, events, dice: queues };
}
