/** GEN-10: why a command was refused. Returned, never thrown. `ruleId` is a RULES.md ID of the ruleset's table. */
export interface RuleViolation {
  readonly ruleId: string;
  readonly message: string;
}

export const ruleViolation = (ruleId: string, message: string): RuleViolation => ({ ruleId, message });
