import type { RuleViolation } from '../../../kernel/violation';
import type { RuleId } from '../rules';

/** GEN-10: why a command was refused; the kernel's type, whose `ruleId` is any ruleset's rule ID. */
export type { RuleViolation } from '../../../kernel/violation';

/** A violation of a core rule: the rule ID is checked against core's own table (CORE_RULES). */
export const violation = (ruleId: RuleId, message: string): RuleViolation => ({ ruleId, message });
