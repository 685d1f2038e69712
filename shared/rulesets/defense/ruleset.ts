import type { Ruleset } from '../../kernel';
import { DEFENSE_COMMAND_SCHEMAS, type DefenseCommand, type DefenseCommandType } from './model/commands';
import type { DefenseEvent } from './model/events';
import type { DefenseState } from './model/state';
import { applyDefenseEvent, applyDefenseEventInPlace } from './engine/apply';
import { DEFENSE_PHASE_TABLE } from './engine/phases';
import { resolveDefense } from './engine/resolve';
import { validateDefense, validateDefenseRules } from './engine/validate';
import { DEFENSE_RULES } from './rules';

const phasesOf = (type: DefenseCommandType) =>
  (Object.keys(DEFENSE_PHASE_TABLE) as (keyof typeof DEFENSE_PHASE_TABLE)[]).filter((phase) =>
    (DEFENSE_PHASE_TABLE[phase].commands as readonly string[]).includes(type),
  );

function withDefaults(command: DefenseCommand): DefenseCommand {
  if (command.type === 'PlaceTile' || command.type === 'BuyCityBuilding')
    return command.pay ? command : { ...command, pay: [] };
  if (command.type === 'Pass') return command.discard ? command : { ...command, discard: [] };
  return command;
}

/** RULES.md §9 (ANV) as a kernel ruleset over its own plain-JSON state. */
export const defenseRuleset: Ruleset<DefenseState, DefenseCommand, DefenseEvent> = {
  id: 'defense',
  rules: DEFENSE_RULES,
  commands: Object.fromEntries(
    (Object.keys(DEFENSE_COMMAND_SCHEMAS) as DefenseCommandType[]).map((type) => [
      type,
      { phases: phasesOf(type), schema: DEFENSE_COMMAND_SCHEMAS[type] },
    ]),
  ) as unknown as Ruleset<DefenseState, DefenseCommand, DefenseEvent>['commands'],
  validate: validateDefense,
  // Auto-play's commands are typed objects: every rule is checked (GEN-10), not their shape again.
  validateTyped: validateDefenseRules,
  // Fills the schema's defaults (an omitted `pay` is no payment) of a command validate has accepted.
  resolve: (sink, command) => resolveDefense(sink, withDefaults(command)),
  apply: applyDefenseEvent,
  applyInPlace: applyDefenseEventInPlace,
  stamp: (state) => ({ defense: state.id }),
};
