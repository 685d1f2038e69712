import {
  kernelStep,
  kernelStepInPlace,
  type StepOptions,
  type StepResult as KernelStepResult,
} from '../../kernel/step';
import { coreRuleset } from './coreRuleset';
import type { Campaign } from './model/campaign';
import type { EngineEvent } from './model/events';

export type { StepOptions } from '../../kernel/step';
export type StepResult = KernelStepResult<Campaign, EngineEvent>;

/**
 * The kernel's validate → resolve → apply for the core ruleset, kept as core's convenience export. A rejected
 * command leaves the state unchanged (GEN-10). Throws only when the injected dice themselves are malformed.
 */
export function step(state: Campaign, command: unknown, options: StepOptions = {}): StepResult {
  return kernelStep(coreRuleset, state, command, options);
}

/**
 * step for a caller that owns `state.log` and never shows the states in between to anyone (runCampaign): the
 * command's events are pushed onto that array instead of copying the log once per command. The caller's earlier
 * states then see the longer log, which is why only a private loop may do this.
 */
export function stepAppending(state: Campaign, command: unknown, options: StepOptions = {}): StepResult {
  return kernelStep(coreRuleset, state, command, options, state.log as EngineEvent[]);
}

/**
 * step for a loop that owns `state` outright (ownedCampaign) and shows no state in between to anyone
 * (runCampaign): the events change `state` itself (applyInPlace) and the result's state is that same object.
 */
export function stepInPlace(state: Campaign, command: unknown, options: StepOptions = {}): StepResult {
  return kernelStepInPlace(coreRuleset, state, command, options);
}
