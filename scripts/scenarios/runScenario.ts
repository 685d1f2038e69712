import { decideForMe, step, type Campaign, type EngineEvent } from '@shared/rulesets/core';
import type { DiceQueues } from '@shared/random';
import { buildScenarioState } from './buildScenarioState';
import { checkEventSpec, matchEventList, withAssaultEvents } from './matchEvents';
import { matchState } from './matchState';
import { scenarioCommand } from './scenarioCommand';
import { runScenarioSetup } from './scenarioSetup';
import type { ExpectSpec, ScenarioSpec, StepSpec } from './scenarioSchema';

export interface ScenarioOutcome {
  readonly id: string;
  readonly passed: boolean;
  /** Why it failed ("step 3: expected …"); absent when it passed. */
  readonly message?: string;
}

const MAX_AUTOMATIC = 50;

/**
 * Runs one scenario (FORMAT.md): build the state, then each step's command and its expectations. When the engine
 * waits for a choice the next step does not make, "decide for me" (the BOT policy, GEN-6) makes it, and its events
 * belong to the step that led to it. Never throws: any error becomes a failure message.
 */
export function runScenario(spec: ScenarioSpec): ScenarioOutcome {
  try {
    return runUnsafe(spec);
  } catch (error) {
    return {
      id: spec.id,
      passed: false,
      message: `stopped: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function runUnsafe(spec: ScenarioSpec): ScenarioOutcome {
  const fail = (message: string): ScenarioOutcome => ({ id: spec.id, passed: false, message });
  const built = spec.setup ? startFromSetup(spec) : buildScenarioState(spec);
  if ('done' in built) return { id: spec.id, ...built.done };
  if (!built.state) return fail(`bad scenario: ${built.errors.join('; ')}`);
  let state: Campaign = built.state;
  let dice: DiceQueues = built.dice;
  for (const [i, stepSpec] of spec.steps.entries()) {
    const where = `step ${i + 1}`;
    const translated = scenarioCommand(state, stepSpec.do);
    if ('error' in translated) return fail(`${where}: ${translated.error}`);
    const result = step(state, translated.command, { dice });
    const events: EngineEvent[] = [];
    const expect: ExpectSpec = stepSpec.expect ?? {};
    if (!result.ok) {
      const problem = checkRejection(expect, result.violations);
      if (problem) return fail(`${where}: ${problem}`);
    } else {
      if (expect.rejected !== undefined) {
        return fail(
          `${where}: expected the command to be rejected (${[expect.rejected].flat().join(' or ')}), but it was accepted`,
        );
      }
      state = result.state;
      dice = result.dice;
      events.push(...result.events);
    }
    const auto = decideWhileWaiting(state, dice, spec.steps[i + 1]);
    if ('error' in auto) return fail(`${where}: ${auto.error}`);
    ({ state, dice } = auto);
    events.push(...auto.events);
    const problem = checkStep(state, expect, events);
    if (problem) return fail(`${where}: ${problem}`);
  }
  if (spec.finally) {
    const problems = matchState(state, spec.finally);
    if (problems.length > 0) return fail(`finally: ${problems.join('; ')}`);
  }
  return { id: spec.id, passed: true };
}

/** The `setup:` extension: createCoreCampaign, then the setup's own expectations (SETUP-1..8). */
function startFromSetup(
  spec: ScenarioSpec,
): { state?: Campaign; dice: DiceQueues; errors: string[] } | { done: Omit<ScenarioOutcome, 'id'> } {
  const stop = (message: string) => ({ done: { passed: false, message } });
  const run = runScenarioSetup(spec);
  const expect: ExpectSpec = spec.setup!.expect ?? {};
  if (run.kind === 'bad') return stop(`bad scenario: ${run.errors.join('; ')}`);
  if (run.kind === 'rejected') {
    const problem = checkRejection(expect, run.violations);
    if (problem) return stop(`setup: ${problem}`);
    if (spec.steps.length > 0) return stop('setup: steps cannot follow a rejected setup');
    return { done: { passed: true } };
  }
  if (expect.rejected !== undefined)
    return stop(
      `setup: expected a rejection citing ${[expect.rejected].flat().join(' or ')}, but the campaign was created`,
    );
  const problem = checkStep(run.state, expect, [...run.events]);
  if (problem) return stop(`setup: ${problem}`);
  return { state: run.state, dice: run.dice, errors: [] };
}

function checkRejection(expect: ExpectSpec, violations: readonly { ruleId: string; message: string }[]) {
  const cited = violations.map((v) => `${v.ruleId}: ${v.message}`).join(' | ');
  if (expect.rejected === undefined) return `the command was rejected: ${cited}`;
  const wanted = [expect.rejected].flat();
  if (!violations.some((v) => wanted.includes(v.ruleId))) {
    return `expected a rejection citing ${wanted.join(' or ')}, got ${cited}`;
  }
  return undefined;
}

/** GEN-6 "decide for me" for as long as the engine waits and the next step is not the player's own choice. */
function decideWhileWaiting(state: Campaign, dice: DiceQueues, next: StepSpec | undefined) {
  const events: EngineEvent[] = [];
  const playerChooses = next !== undefined && 'ChooseRetreat' in next.do;
  for (let n = 0; state.turn.awaiting && !playerChooses; n++) {
    const command = decideForMe(state);
    if (!command || n >= MAX_AUTOMATIC)
      return { error: `the engine waits for ${state.turn.awaiting.kind} and no policy decides it` };
    const result = step(state, command, { dice });
    if (!result.ok)
      return {
        error: `the automatic ${command.type} was rejected: ${result.violations.map((v) => v.message).join('; ')}`,
      };
    ({ state, dice } = result);
    events.push(...result.events);
  }
  return { state, dice, events };
}

function checkStep(state: Campaign, expect: ExpectSpec, events: EngineEvent[]): string | undefined {
  if (expect.events) {
    const problem = matchEventList(state, expect.events, events);
    if (problem) return problem;
  }
  for (const type of expect.noEvents ?? []) {
    const bad = checkEventSpec({ type });
    if (bad) return bad;
    const found = withAssaultEvents(events).find((event) => event.type === type);
    if (found) return `expected no ${type} event, got one`;
  }
  if (expect.state) {
    const problems = matchState(state, expect.state);
    if (problems.length > 0) return problems.join('; ');
  }
  return undefined;
}
