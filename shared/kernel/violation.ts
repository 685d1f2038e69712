/** GEN-10: why a command was refused. Returned, never thrown. `ruleId` is a RULES.md ID of the ruleset's table. */
export interface RuleViolation {
  readonly ruleId: string;
  readonly message: string;
  /**
   * AMD-15: a refusal may cite the rule that defines the quantity as well as the rule that states the condition
   * (raising a banner past the allowance: FS-MULTI-2 states it, FS-MULTI-1 defines the allowance). These are the
   * other rules the refusal cites besides `ruleId`; absent when it cites one rule only.
   */
  readonly alsoCites?: readonly string[];
}

export const ruleViolation = (
  ruleId: string,
  message: string,
  alsoCites?: readonly string[],
): RuleViolation =>
  alsoCites && alsoCites.length > 0 ? { ruleId, message, alsoCites } : { ruleId, message };

/** Every rule a refusal cites: its own `ruleId` first, then AMD-15's `alsoCites`. */
export const citedRules = (v: RuleViolation): readonly string[] => [v.ruleId, ...(v.alsoCites ?? [])];
