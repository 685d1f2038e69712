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
