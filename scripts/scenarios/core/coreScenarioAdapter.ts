import { coreRuleset, decideForMe, type Campaign, type EngineEvent } from '@shared/rulesets/core';
import type { z } from 'zod';
import type { BaseScenario, ExpectSpec } from '../generic/baseScenario';
import type { Built, ScenarioAdapter } from '../generic/scenarioAdapter';
import { buildScenarioState } from '../buildScenarioState';
import { checkEventSpec, describeEvent, eventMatches, withAssaultEvents } from '../matchEvents';
import { matchState } from '../matchState';
import { scenarioCommand } from '../scenarioCommand';
import { scenarioSchema, type ScenarioSpec, type StateExpectSpec } from '../scenarioSchema';
import { runScenarioSetup } from '../scenarioSetup';

/** Core's expectations and state checks are typed by its own (stricter) schema, which the file has passed. */
const asCore = (spec: BaseScenario) => spec as unknown as ScenarioSpec;
const asExpect = (expect: unknown) => (expect ?? {}) as ExpectSpec;

/**
 * FORMAT.md (core) for the generic runner: the file's map, sides, armies, battles and turn (or its `setup:` block,
 * run through createCoreCampaign), FORMAT names for commands and event fields, and GEN-6 "decide for me" while the
 * engine waits and the next step does not make that choice (a ChooseRetreat step makes it itself).
 */
export const coreScenarioAdapter: ScenarioAdapter<Campaign, EngineEvent> = {
  ruleset: coreRuleset,
  schema: scenarioSchema as unknown as z.ZodType<BaseScenario>,
  build(spec): Built<Campaign, EngineEvent> | { errors: string[] } {
    const core = asCore(spec);
    if (!core.setup) {
      const built = buildScenarioState(core);
      return built.state ? { state: built.state, dice: built.dice } : { errors: built.errors };
    }
    const run = runScenarioSetup(core);
    const expect = asExpect(core.setup.expect);
    if (run.kind === 'bad') return { errors: run.errors };
    if (run.kind === 'rejected') return { refused: run.violations, expect };
    return { state: run.state, dice: run.dice, setup: { events: run.events, expect } };
  },
  command: (state, doSpec) =>
    scenarioCommand(state, doSpec as Record<string, Record<string, unknown> | null>),
  checkEventSpec,
  stepEvents: withAssaultEvents,
  eventMatches,
  describeEvent,
  matchState: (state, expected) => matchState(state, expected as StateExpectSpec),
  autoChoice(state, nextDo) {
    if (!state.turn.awaiting || (nextDo !== undefined && 'ChooseRetreat' in nextDo)) return undefined;
    const command = decideForMe(state);
    if (!command)
      throw new Error(`the engine waits for ${state.turn.awaiting.kind} and no policy decides it`);
    return command;
  },
};
