import type { DiceQueues } from '../random';
import { createEventSink, hasQueues, randomSourceFor, type RandomSource } from './eventSink';
import type { KernelEvent } from './events';
import type { KernelCommand, KernelState, Ruleset } from './ruleset';
import type { RuleViolation } from './violation';

export interface StepOptions {
  /** GEN-5, GEN-11: injected dice per purpose tag, consumed in order; missing or empty → seeded RNG. */
  readonly dice?: DiceQueues;
  /**
   * The command was made by the ruleset's own auto-play with its TypeScript type, never read from a file, IPC or a
   * person: the ruleset's validateTyped (every rule, no schema parse) runs instead of validate when it has one.
   */
  readonly typed?: boolean;
}

export type StepResult<S, E> =
  | {
      readonly ok: true;
      readonly state: S;
      readonly events: readonly E[];
      /** What is left of the injected queues, to pass to the next step. */
      readonly dice: DiceQueues;
    }
  | { readonly ok: false; readonly state: S; readonly violations: readonly RuleViolation[] };

/**
 * validate → resolve → apply, written once for every ruleset. A rejected command leaves the state unchanged
 * (GEN-10). Throws only when the injected dice themselves are malformed (a harness error, not a command error).
 * With `appendTo` (the state's own log array, owned by a private loop that shows no state in between) the events
 * are pushed onto it instead of copying the log once per command.
 */
export function kernelStep<S extends KernelState, C extends KernelCommand, E extends KernelEvent>(
  ruleset: Ruleset<S, C, E>,
  state: S,
  command: unknown,
  options: StepOptions = {},
  appendTo?: E[],
): StepResult<S, E> {
  const violations = validated(ruleset, state, command, options);
  if (violations.length > 0) return { ok: false, state, violations };
  const queues = options.dice ?? {};
  const random = randomSourceFor(state, queues);
  const sink = createEventSink(ruleset, state, random);
  ruleset.resolve(sink, command as C);
  return {
    ok: true,
    state: sink.finish(appendTo),
    events: sink.events,
    dice: remainingQueues(queues, random),
  };
}

/**
 * kernelStep for a private loop that owns `state` outright (its log, its tables: the ruleset's applyInPlace says
 * what that takes) and shows no state in between to anyone: the events change `state` itself and are pushed onto
 * its log, and the result's state is that same object (issue 16: auto-play without a copy per event). Validation
 * runs first as always, so a rejected command leaves `state` unchanged (GEN-10).
 */
export function kernelStepInPlace<S extends KernelState, C extends KernelCommand, E extends KernelEvent>(
  ruleset: Ruleset<S, C, E>,
  state: S,
  command: unknown,
  options: StepOptions = {},
): StepResult<S, E> {
  const violations = validated(ruleset, state, command, options);
  if (violations.length > 0) return { ok: false, state, violations };
  const queues = options.dice ?? {};
  const random = randomSourceFor(state, queues);
  const sink = createEventSink(ruleset, state, random, true);
  ruleset.resolve(sink, command as C);
  return {
    ok: true,
    state: sink.finish(state.log as E[]),
    events: sink.events,
    dice: remainingQueues(queues, random),
  };
}

/** GEN-10 for kernelStep: the ruleset's validateTyped for a command auto-play typed itself, else validate. */
function validated<S extends KernelState, C extends KernelCommand, E extends KernelEvent>(
  ruleset: Ruleset<S, C, E>,
  state: S,
  command: unknown,
  options: StepOptions,
): readonly RuleViolation[] {
  if (options.typed && ruleset.validateTyped) return ruleset.validateTyped(state, command as C);
  return ruleset.validate(state, command);
}

/** Replays a log onto an initial state (GEN-5): the state the log describes, byte for byte. */
export function replayEvents<S extends KernelState, C extends KernelCommand, E extends KernelEvent>(
  ruleset: Ruleset<S, C, E>,
  initial: S,
  events: readonly E[],
): S {
  let state = initial;
  for (const event of events) state = ruleset.apply(state, event);
  return { ...state, log: (initial.log as readonly E[]).concat(events) };
}

const NO_QUEUES: DiceQueues = Object.freeze({});

function remainingQueues(queues: DiceQueues, random: RandomSource): DiceQueues {
  // Nothing injected, nothing left: and asking for the rolls would make the roller randomSourceFor defers.
  if (!hasQueues(queues)) return NO_QUEUES;
  const used = new Map<string, number>();
  for (const roll of random.dice.rolls)
    if (roll.injected) used.set(roll.purpose, (used.get(roll.purpose) ?? 0) + 1);
  const remaining: Record<string, readonly (number | string)[]> = {};
  for (const [purpose, queue] of Object.entries(queues))
    remaining[purpose] = (queue ?? []).slice(used.get(purpose) ?? 0);
  return remaining as DiceQueues;
}
