import type { RuleId } from '../rules';

/** GEN-10: why a command was refused. Returned, never thrown. */
export interface RuleViolation {
  readonly ruleId: RuleId;
  readonly message: string;
}

export const violation = (ruleId: RuleId, message: string): RuleViolation => ({ ruleId, message });
