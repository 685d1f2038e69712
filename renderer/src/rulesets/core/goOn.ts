import { nextStep, type Campaign } from '@shared/rulesets/core';
import { formatViolation } from '../../campaign/formatViolation';

/** The turn bar's "go on" button (TURN-1): what it does, and why it is disabled when it is. */
export interface GoOn {
  readonly label: string;
  /** Null when the button may be pressed; else the reason, with its rule ID. */
  readonly blocked: string | null;
}

/** The engine's next step (shared query), formatted for the turn bar. */
export function goOn(campaign: Campaign): GoOn {
  const { label, blocked } = nextStep(campaign);
  return { label, blocked: blocked ? formatViolation(blocked) : null };
}
