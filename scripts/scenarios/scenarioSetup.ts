import {
  createCoreCampaign,
  type Campaign,
  type CoreSetupInput,
  type EngineEvent,
  type RuleViolation,
} from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import type { DiceQueues } from '@shared/random';
import { isDicePurpose } from '@shared/random';
import type { ScenarioSpec } from './scenarioSchema';
import { scenarioMap } from './scenarioMap';
import { scenarioSettings } from './scenarioSettings';

const SIDE_COLORS = ['#c0392b', '#2c6fbb'];
const PLAYER_COLORS = ['#d4a017', '#27ae60', '#8e44ad', '#e67e22', '#16a085', '#7f8c8d'];

export type SetupRun =
  | { readonly kind: 'bad'; readonly errors: string[] }
  | { readonly kind: 'rejected'; readonly violations: readonly RuleViolation[] }
  | {
      readonly kind: 'created';
      readonly state: Campaign;
      readonly events: readonly EngineEvent[];
      readonly dice: DiceQueues;
    };

/**
 * The `setup:` extension of the scenario format (SETUP-1..8): the map, sides and settings of the scenario plus the
 * players' fortress (and optional army) hexes go through createCoreCampaign, exactly as the New campaign flow does.
 * `setup.firstSide` dice are used by setup; every other queue is left for the steps.
 */
export function runScenarioSetup(spec: ScenarioSpec): SetupRun {
  const setup = spec.setup!;
  const { map, errors } = scenarioMap(spec.map);
  const sides = Object.entries(spec.sides).map(([id, side], i) => ({
    id,
    name: id,
    color: side.color ?? SIDE_COLORS[i % SIDE_COLORS.length]!,
    homeEdge: side.homeEdge,
    players: side.players.map((player, j) => ({
      id: player,
      name: player,
      color: PLAYER_COLORS[(i * 3 + j) % PLAYER_COLORS.length]!,
    })),
  }));
  const playerIds = sides.flatMap((side) => side.players.map((p) => p.id));
  const { settings, errors: settingErrors } = scenarioSettings(spec.settings, playerIds);
  errors.push(...settingErrors);
  const setupDice: DiceQueues = {};
  const rest: Record<string, readonly (number | string)[]> = {};
  for (const [tag, queue] of Object.entries(spec.dice ?? {})) {
    if (!isDicePurpose(tag)) errors.push(`dice: unknown purpose tag "${tag}" (GEN-11)`);
    else if (tag === 'setup.firstSide') setupDice[tag] = queue;
    else rest[tag] = queue;
  }
  if (errors.length > 0) return { kind: 'bad', errors };
  const input: CoreSetupInput = {
    id: spec.id,
    name: spec.title ?? spec.id,
    seed: spec.seed ?? 1,
    map,
    sides,
    fortresses: setup.fortresses as Record<string, HexKey>,
    ...(setup.armies ? { armies: setup.armies as Record<string, HexKey[]> } : {}),
    settings: { core: settings.core, autoPlay: settings.autoPlay },
    dice: setupDice,
  };
  const created = createCoreCampaign(input);
  if (!created.ok) return { kind: 'rejected', violations: created.error };
  return {
    kind: 'created',
    state: created.value.state,
    events: created.value.events,
    dice: rest as DiceQueues,
  };
}
