import type { Ruleset } from '../../kernel/ruleset';
import { applyPayload } from './applyEvent';
import { coreStamp } from './eventSink';
import type { Campaign } from './model/campaign';
import { COMMAND_TABLE, type Command } from './model/commands';
import type { EngineEvent } from './model/events';
import { resolve } from './resolve';
import { CORE_RULES } from './rules';
import { validate } from './validate';

/**
 * The core campaign (RULES.md §4) as a kernel ruleset: `kernelStep(coreRuleset, …)` plays it, the registry in
 * shared/rulesets dispatches to it on `state.ruleset === 'core'`.
 */
export const coreRuleset: Ruleset<Campaign, Command, EngineEvent> = {
  id: 'core',
  rules: CORE_RULES,
  commands: COMMAND_TABLE,
  validate,
  resolve,
  apply: applyPayload,
  stamp: coreStamp,
};
