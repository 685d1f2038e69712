import { kernelStep } from '../../../kernel';
import type { DefenseCommand } from '../model/commands';
import type { DefenseEvent } from '../model/events';
import type { DefenseState } from '../model/state';
import { defenseRuleset } from '../ruleset';
import { autoCommand } from './botAction';

export interface PlayedDefense {
  readonly state: DefenseState;
  readonly commands: number;
  readonly stop: 'scored' | 'limit';
}

/**
 * Auto-play (GEN-6, BOT-30..37) from any state to the end of the game, every seat by the bots. The log grows in
 * place (kernelStep's appendTo) because no state in between is shown to anyone.
 */
export function playDefenseGame(
  start: DefenseState,
  options: {
    maxCommands?: number;
    /** Receives each command played (the app keeps them to save and undo). */ record?: DefenseCommand[];
  } = {},
): PlayedDefense {
  const limit = options.maxCommands ?? 5000;
  let state: DefenseState = { ...start, log: [...start.log] };
  const log = state.log as DefenseEvent[];
  for (let n = 0; n < limit; n++) {
    const command = autoCommand(state);
    if (command === undefined) return { state, commands: n, stop: 'scored' };
    const result = kernelStep(defenseRuleset, state, command, {}, log);
    if (!result.ok)
      throw new Error(
        `auto-play made an illegal command ${command.type}: ${result.violations.map((v) => `${v.ruleId} ${v.message}`).join('; ')}`,
      );
    state = result.state;
    options.record?.push(command);
  }
  return { state, commands: limit, stop: 'limit' };
}
