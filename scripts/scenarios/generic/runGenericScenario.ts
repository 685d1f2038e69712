import {
  citedRules,
  kernelStep,
  type KernelEvent,
  type KernelState,
  type RuleViolation,
} from '@shared/kernel';
import type { DiceQueues } from '@shared/random';
import type { BaseScenario, ExpectSpec, ExpectedEvent } from './baseScenario';
import type { ScenarioAdapter } from './scenarioAdapter';

export interface GenericOutcome {
  readonly id: string;
  readonly passed: boolean;
  readonly message?: string;
}

const MAX_AUTOMATIC = 200;

/** Runs one scenario of a mode with an adapter (FORMAT.md run loop). Never throws: errors become failures. */
export function runGenericScenario<S extends KernelState, E extends KernelEvent>(
  adapter: ScenarioAdapter<S, E>,
  spec: BaseScenario,
): GenericOutcome {
  try {
    return runUnsafe(adapter, spec);
  } catch (error) {
    return {
      id: spec.id,
      passed: false,
      message: `stopped: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function runUnsafe<S extends KernelState, E extends KernelEvent>(
  adapter: ScenarioAdapter<S, E>,
  spec: BaseScenario,
): GenericOutcome {
  const fail = (message: string): GenericOutcome => ({ id: spec.id, passed: false, message });
  const built = adapter.build(spec);
  if ('errors' in built) return fail(`bad scenario: ${built.errors.join('; ')}`);
  if ('refused' in built) {
    const problem = checkRejection(built.expect, built.refused);
    if (problem) return fail(`setup: ${problem}`);
    if (spec.steps.length > 0) return fail('setup: steps cannot follow a rejected setup');
    return { id: spec.id, passed: true };
  }
  if (built.setup) {
    const problem = built.setup.expect.rejected
      ? `expected a rejection citing ${[built.setup.expect.rejected].flat().join(' or ')}, but the campaign was created`
      : checkStep(adapter, built.state, built.setup.expect, built.setup.events);
    if (problem) return fail(`setup: ${problem}`);
  }
  let { state, dice } = built;
  for (const [i, stepSpec] of spec.steps.entries()) {
    const where = `step ${i + 1}`;
    const translated = adapter.command(state, stepSpec.do);
    if ('error' in translated) return fail(`${where}: ${translated.error}`);
    const expect: ExpectSpec = stepSpec.expect ?? {};
    const result = kernelStep(adapter.ruleset, state, translated.command, { dice });
    const events: E[] = [];
    if (!result.ok) {
      const problem = checkRejection(expect, result.violations);
      if (problem) return fail(`${where}: ${problem}`);
    } else {
      if (expect.rejected !== undefined)
        return fail(
          `${where}: expected the command to be rejected (citing ${[expect.rejected].flat().join(' or ')}), but it was accepted`,
        );
      ({ state, dice } = result);
      events.push(...result.events);
    }
    const auto = decideWhileWaiting(adapter, state, dice, spec.steps[i + 1]?.do);
    if ('error' in auto) return fail(`${where}: ${auto.error}`);
    ({ state, dice } = auto);
    events.push(...auto.events);
    const problem = checkStep(adapter, state, expect, events);
    if (problem) return fail(`${where}: ${problem}`);
  }
  if (spec.finally) {
    const problems = adapter.matchState(state, spec.finally);
    if (problems.length > 0) return fail(`finally: ${problems.join('; ')}`);
  }
  return { id: spec.id, passed: true };
}

export function checkRejection(expect: ExpectSpec, violations: readonly RuleViolation[]): string | undefined {
  const cited = violations.map((v) => `${citedRules(v).join(', ')}: ${v.message}`).join(' | ');
  if (expect.rejected === undefined) return `the command was rejected: ${cited}`;
  const wanted = [expect.rejected].flat();
  // AMD-15: a refusal that cites the rule stating the condition and the rule defining the quantity matches either.
  if (!violations.some((v) => citedRules(v).some((id) => wanted.includes(id))))
    return `expected a rejection citing ${wanted.join(' or ')}, got ${cited}`;
  return undefined;
}

function decideWhileWaiting<S extends KernelState, E extends KernelEvent>(
  adapter: ScenarioAdapter<S, E>,
  state: S,
  dice: DiceQueues,
  nextDo: Readonly<Record<string, unknown>> | undefined,
): { state: S; dice: DiceQueues; events: E[] } | { error: string } {
  const events: E[] = [];
  for (let n = 0; adapter.autoChoice; n++) {
    const command = adapter.autoChoice(state, nextDo);
    if (command === undefined) break;
    if (n >= MAX_AUTOMATIC) return { error: 'the automatic choices did not settle' };
    const result = kernelStep(adapter.ruleset, state, command, { dice });
    if (!result.ok)
      return {
        error: `the automatic choice was rejected: ${result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; ')}`,
      };
    ({ state, dice } = result);
    events.push(...result.events);
  }
  return { state, dice, events };
}

function describeExpected(expected: ExpectedEvent): string {
  const { type, ...fields } = expected;
  return `${type}{${Object.entries(fields)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ')}}`;
}

function checkStep<S extends KernelState, E extends KernelEvent>(
  adapter: ScenarioAdapter<S, E>,
  state: S,
  expect: ExpectSpec,
  stepEvents: readonly E[],
): string | undefined {
  const events = adapter.stepEvents ? adapter.stepEvents(stepEvents) : stepEvents;
  let from = 0;
  for (const want of expect.events ?? []) {
    const bad = adapter.checkEventSpec(want);
    if (bad) return bad;
    const at = events.findIndex((event, i) => i >= from && adapter.eventMatches(state, want, event));
    if (at < 0) {
      const sameType = events.filter((e) => e.type === want.type).map((e) => adapter.describeEvent(e));
      const got =
        sameType.length > 0
          ? sameType.join('; ')
          : `no ${want.type} (events: ${events.map((e) => e.type).join(', ') || 'none'})`;
      return `expected event ${describeExpected(want)}, got ${got}`;
    }
    from = at + 1;
  }
  const used = new Set<number>();
  for (const want of expect.eventsUnordered ?? []) {
    const bad = adapter.checkEventSpec(want);
    if (bad) return bad;
    const at = events.findIndex((event, i) => !used.has(i) && adapter.eventMatches(state, want, event));
    if (at < 0)
      return `expected event ${describeExpected(want)} (in any order), got ${
        events
          .filter((e) => e.type === want.type)
          .map((e) => adapter.describeEvent(e))
          .join('; ') || `no ${want.type}`
      }`;
    used.add(at);
  }
  for (const entry of expect.noEvents ?? []) {
    const want: ExpectedEvent = typeof entry === 'string' ? { type: entry } : entry;
    const bad = adapter.checkEventSpec(want);
    if (bad) return bad;
    const found = events.find((e) => adapter.eventMatches(state, want, e));
    if (found) return `expected no ${describeExpected(want)}, got ${adapter.describeEvent(found)}`;
  }
  if (expect.state) {
    const problems = adapter.matchState(state, expect.state);
    if (problems.length > 0) return problems.join('; ');
  }
  return undefined;
}

/** FORMAT.md partial comparison: lists whole and in order, objects partially, `none` matches null. */
export function sameValue(expected: unknown, actual: unknown): boolean {
  if (expected === 'none' && (actual === null || actual === undefined)) return true;
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      expected.length === actual.length &&
      expected.every((e, i) => sameValue(e, actual[i]))
    );
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) => sameValue(v, (actual as Record<string, unknown>)[k]));
  }
  return expected === actual;
}
