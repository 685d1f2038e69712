import type { DiceQueues } from '../../random';
import { randomSourceFor, type RandomSource } from './eventSink';
import type { Campaign } from './model/campaign';
import type { Command } from './model/commands';
import type { EngineEvent } from './model/events';
import type { RuleViolation } from './model/violation';
import { resolveInto } from './resolve';
import { validate } from './validate';

export interface StepOptions {
  /** GEN-5, GEN-11: injected dice per purpose tag, consumed in order; missing or empty → seeded RNG. */
  readonly dice?: DiceQueues;
}

export type StepResult =
  | {
      readonly ok: true;
      readonly state: Campaign;
      readonly events: readonly EngineEvent[];
      /** What is left of the injected queues, to pass to the next step. */
      readonly dice: DiceQueues;
    }
  | { readonly ok: false; readonly state: Campaign; readonly violations: readonly RuleViolation[] };

/**
 * validate → resolve → applyEvent. A rejected command leaves the state unchanged (GEN-10). Throws only when the
 * injected dice themselves are malformed (a harness error, not a command error).
 */
export function step(state: Campaign, command: unknown, options: StepOptions = {}): StepResult {
  return stepWithLog(state, command, options);
}

/**
 * step for a caller that owns `state.log` and never shows the states in between to anyone (runCampaign): the
 * command's events are pushed onto that array instead of copying the log once per command. The caller's earlier
 * states then see the longer log, which is why only a private loop may do this.
 */
export function stepAppending(state: Campaign, command: unknown, options: StepOptions = {}): StepResult {
  return stepWithLog(state, command, options, state.log as EngineEvent[]);
}

function stepWithLog(
  state: Campaign,
  command: unknown,
  options: StepOptions,
  appendTo?: EngineEvent[],
): StepResult {
  const violations = validate(state, command);
  if (violations.length > 0) return { ok: false, state, violations };
  const queues = options.dice ?? {};
  const random = randomSourceFor(state, queues);
  // Each event was applied once by the sink as it was emitted; the log grows once per command.
  const sink = resolveInto(state, command as Command, random);
  return {
    ok: true,
    state: sink.finish(appendTo),
    events: sink.events,
    dice: remainingQueues(queues, random),
  };
}

function remainingQueues(queues: DiceQueues, random: RandomSource): DiceQueues {
  // Nothing injected, nothing left: and asking for the rolls would make the roller randomSourceFor defers.
  if (Object.keys(queues).length === 0) return {};
  const rolls = random.dice.rolls;
  const used = new Map<string, number>();
  for (const roll of rolls) if (roll.injected) used.set(roll.purpose, (used.get(roll.purpose) ?? 0) + 1);
  const remaining: Record<string, readonly (number | string)[]> = {};
  for (const [purpose, queue] of Object.entries(queues))
    remaining[purpose] = (queue ?? []).slice(used.get(purpose) ?? 0);
  return remaining as DiceQueues;
}
