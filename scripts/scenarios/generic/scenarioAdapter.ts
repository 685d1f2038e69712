import type { KernelCommand, KernelEvent, KernelState, Ruleset, RuleViolation } from '@shared/kernel';
import type { DiceQueues } from '@shared/random';
import type { z } from 'zod';
import type { BaseScenario, ExpectSpec, ExpectedEvent } from './baseScenario';

/**
 * What a ruleset supplies so the scenario runner can run its files (FORMAT.md, FORMAT-firestorm.md,
 * FORMAT-assault-defense.md): the document schema, the fixture builder, the command parser and the matchers.
 * The run loop (steps, rejected, events, noEvents, state, finally) is the runner's, the same for every mode.
 */
export interface ScenarioAdapter<S extends KernelState = KernelState, E extends KernelEvent = KernelEvent> {
  readonly ruleset: Ruleset<S, KernelCommand, E>;
  /** The whole document's schema for this mode: baseScenarioShape extended with the mode's keys, strict. */
  readonly schema: z.ZodType<BaseScenario>;
  /**
   * The starting state and dice queues, or why the file describes no legal state. A mode whose files may start
   * with the ruleset's own setup (core's `setup:` block, SETUP-1..8) also returns what setup did and the setup's
   * expectations, which the runner checks like a step's ("setup: …"); a setup the engine refused is `refused`.
   */
  build(spec: BaseScenario): Built<S, E> | { errors: string[] };
  /** The engine command for a step's `do:` (one key: the command name), or a clear error. */
  command(state: S, doSpec: Readonly<Record<string, unknown>>): { command: unknown } | { error: string };
  /** An unknown event type or field in an expectation: the error text; undefined when it is known. */
  checkEventSpec(expected: ExpectedEvent): string | undefined;
  /**
   * The events a step's expectations are matched against, when they are more than the step's own list (core:
   * a fortress assault's ASLT events, carried inside FortressAssaulted, "belong to that step").
   */
  stepEvents?(events: readonly E[]): E[];
  /** Partial match (only written fields). */
  eventMatches(state: S, expected: ExpectedEvent, event: E): boolean;
  describeEvent(event: E): string;
  /** The `state:` expectation's problems (empty when it matches); unknown keys are problems too. */
  matchState(state: S, expected: Readonly<Record<string, unknown>>): string[];
  /**
   * FORMAT.md "Choices": the command a GM's "decide for me" makes while the engine waits and the next step does
   * not make that choice itself; undefined when nothing is awaited (or the mode leaves waiting to the file).
   */
  autoChoice?(state: S, nextDo: Readonly<Record<string, unknown>> | undefined): unknown;
}

/** What `build` starts from: a state, or a setup the engine refused (with the setup's own expectations). */
export type Built<S, E> =
  | {
      readonly state: S;
      readonly dice: DiceQueues;
      readonly setup?: { readonly events: readonly E[]; readonly expect: ExpectSpec };
    }
  | { readonly refused: readonly RuleViolation[]; readonly expect: ExpectSpec };
