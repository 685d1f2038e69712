import type { CommandSpec, Ruleset } from '../../kernel/ruleset';
import { applyInPlace, applyPayload } from './applyEvent';
import { coreStamp } from './eventSink';
import type { Campaign } from './model/campaign';
import { COMMAND_TABLE, COMMAND_TYPES, type Command, type CommandType } from './model/commands';
import { phasesOfCommand } from './phases';
import type { EngineEvent } from './model/events';
import { resolve } from './resolve';
import { CORE_RULES } from './rules';
import { validate } from './validate';

/** TURN-1: each command's argument schema with the phase that accepts it (from the phase table). */
const COMMANDS = Object.fromEntries(
  COMMAND_TYPES.map((type) => [type, { phases: phasesOfCommand(type), schema: COMMAND_TABLE[type].schema }]),
) as unknown as Record<CommandType, CommandSpec>;

/**
 * The core campaign (RULES.md §4) as a kernel ruleset: `kernelStep(coreRuleset, …)` plays it, the registry in
 * shared/rulesets dispatches to it on `state.ruleset === 'core'`.
 */
export const coreRuleset: Ruleset<Campaign, Command, EngineEvent> = {
  id: 'core',
  rules: CORE_RULES,
  commands: COMMANDS,
  validate,
  resolve,
  apply: applyPayload,
  applyInPlace,
  stamp: coreStamp,
};
