/**
 * A turn machine as a table (boardgame.io phases): each phase lists the commands it accepts and the phase that
 * follows it, so TURN-1, FS-TURN-1, SIEGE, ASLT-12 and ANV-10 can be read against RULES.md line by line.
 * `auto` phases take no command: the ruleset resolves them as it enters them and moves on.
 */
export interface PhaseSpec<P extends string, C extends string> {
  readonly commands: readonly C[];
  readonly next: P | null;
  readonly auto?: boolean;
  /** The rule IDs that define this phase. */
  readonly ruleIds: readonly string[];
}

export type PhaseTable<P extends string, C extends string> = Readonly<Record<P, PhaseSpec<P, C>>>;

/** GEN-10/TURN-1: the phase does not accept this command. */
export function phaseAccepts<P extends string, C extends string>(
  table: PhaseTable<P, C>,
  phase: P,
  command: C,
): boolean {
  return (table[phase].commands as readonly string[]).includes(command);
}

/**
 * What a phase does on its own (boardgame.io's `onBegin` and `endIf`), beside its row of the table. Optional: a
 * ruleset whose commands drive every phase change needs none.
 */
export interface PhaseHooks<S, Sink> {
  /** Runs as the phase is entered, after the ruleset recorded its start; may leave a choice awaited. */
  readonly onEnter?: (sink: Sink) => void;
  /** The phase is over and the machine moves on to `next`. Without it the phase ends only by a command. */
  readonly endIf?: (state: S) => boolean;
}

export type HookedPhaseTable<P extends string, C extends string, S, Sink> = Readonly<
  Record<P, PhaseSpec<P, C> & PhaseHooks<S, Sink>>
>;

/** A phase table with what the kernel needs to run it: where the state's phase is, and when it must stop. */
export interface PhaseMachine<P extends string, C extends string, S, Sink extends { readonly state: S }> {
  readonly table: HookedPhaseTable<P, C, S, Sink>;
  phaseOf(state: S): P;
  /** Nothing may advance: the game is over or a player's choice is awaited (GEN-6). */
  halted(state: S): boolean;
  /** Records that `phase` has started (the ruleset's PhaseStarted event). */
  start(sink: Sink, phase: P): void;
}

/**
 * Ends the current phase now (a command ended it, e.g. TURN-1 EndMovePhase) and runs the machine on: each phase
 * entered is started, its onEnter runs, and while its endIf says it is already over the next one follows.
 */
export function endPhase<P extends string, C extends string, S, Sink extends { readonly state: S }>(
  sink: Sink,
  machine: PhaseMachine<P, C, S, Sink>,
): void {
  if (machine.halted(sink.state)) return;
  let phase = machine.phaseOf(sink.state);
  for (;;) {
    const next = machine.table[phase].next;
    if (next === null) return;
    machine.start(sink, next);
    phase = next;
    const spec = machine.table[phase];
    if (machine.halted(sink.state)) return;
    spec.onEnter?.(sink);
    if (machine.halted(sink.state) || !spec.endIf?.(sink.state)) return;
  }
}

/** After a command: if the current phase's endIf says it is over, the machine runs on (endPhase). */
export function advancePhases<P extends string, C extends string, S, Sink extends { readonly state: S }>(
  sink: Sink,
  machine: PhaseMachine<P, C, S, Sink>,
): void {
  if (machine.halted(sink.state)) return;
  if (machine.table[machine.phaseOf(sink.state)].endIf?.(sink.state)) endPhase(sink, machine);
}
