import type { RuleViolation } from '@shared/kernel';

/** A refusal as the GM reads it: the rule ID, then the engine's reason (GEN-10). The renderer states no rule. */
export const formatViolation = (v: RuleViolation): string => `${v.ruleId}: ${v.message}`;

export const formatViolations = (violations: readonly RuleViolation[]): string =>
  violations.map(formatViolation).join(' ');
