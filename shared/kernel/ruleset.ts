import type { z } from 'zod';
import type { RngState } from '../random';
import type { EventSink } from './eventSink';
import type { KernelEvent } from './events';
import type { RuleViolation } from './violation';

/** What the kernel needs of any ruleset's state: its ruleset id, its RNG state (GEN-5) and its event log. */
export interface KernelState {
  readonly ruleset: string;
  readonly rng: RngState;
  readonly log: readonly KernelEvent[];
}

/** A command of any ruleset: a `type` and its arguments. */
export interface KernelCommand {
  readonly type: string;
}

/**
 * One row of a ruleset's command table: the phases that accept it (TURN-1 and its siblings FS-TURN-1, ASLT-12,
 * ANV-10) and the zod schema of its arguments, which is the one source of the command's shape (files, IPC,
 * scenario files and the UI all parse with it).
 */
export interface CommandSpec {
  readonly phases: readonly string[];
  readonly schema: z.ZodType;
}

/**
 * A ruleset module (chessops' variants, boardgame.io's game object): everything the kernel's `step` and the
 * scenario runner need to play one mode. The campaign rulesets (core, firestorm) and the sub-games (assault,
 * defense) are all Rulesets of their own state.
 */
export interface Ruleset<S extends KernelState, C extends KernelCommand, E extends KernelEvent> {
  readonly id: string;
  /** Rule ID → title, for every rule this ruleset enforces or records (checked against RULES.md by a test). */
  readonly rules: Readonly<Record<string, string>>;
  /** Command type → its phases and argument schema. */
  readonly commands: Readonly<Record<C['type'], CommandSpec>>;
  /** GEN-10: why `command` may not be played now; empty when it may. Never throws for any input. */
  validate(state: S, command: unknown): readonly RuleViolation[];
  /**
   * Optional: validate for a command of type C made by the engine itself (StepOptions.typed): every rule, without
   * parsing its shape again. Must give what validate gives for any well-formed command.
   */
  validateTyped?(state: S, command: C): readonly RuleViolation[];
  /** Emits the events a validated command causes, automatic follow-ups included. Trusts validate. */
  resolve(sink: EventSink<S, E>, command: C): void;
  /** The only code that changes state: one event's effect. Must handle `DiceRolled` (rng ← rngAfter). */
  apply(state: S, event: E): S;
  /**
   * Optional: apply's change made on `draft` itself, for kernelStepInPlace (a private auto-play loop that owns the
   * state outright). Must leave `draft` byte-identical to what apply returns.
   */
  applyInPlace?(draft: S, event: E): void;
  /** The envelope fields besides seq/type/payload/ruleIds that this ruleset stamps on each event. */
  stamp(state: S): Readonly<Record<string, unknown>>;
}

export type AnyRuleset = Ruleset<KernelState, KernelCommand, KernelEvent>;
