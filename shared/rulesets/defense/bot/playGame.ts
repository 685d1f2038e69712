import { kernelStepInPlace } from '../../../kernel';
import type { DefenseCommand } from '../model/commands';
import type { DefenseState } from '../model/state';
import { defenseRuleset } from '../ruleset';
import { ownedDefenseState } from '../engine/stateWriter';
import { autoCommand } from './botAction';

export interface PlayedDefense {
  readonly state: DefenseState;
  readonly commands: number;
  readonly stop: 'scored' | 'limit';
}

/**
 * Auto-play (GEN-6, BOT-30..37) from any state to the end of the game, every seat by the bots. No state in between
 * is shown to anyone, so the loop changes a private copy in place (kernelStepInPlace, IN_PLACE writer) instead of
 * making a new state per event; the commands are typed objects, so their rules are checked without a schema parse.
 * The result is byte-identical to stepping the same commands one by one (inPlaceAutoPlay.test.ts).
 */
export function playDefenseGame(
  start: DefenseState,
  options: {
    maxCommands?: number;
    /** Receives each command played (the app keeps them to save and undo). */ record?: DefenseCommand[];
  } = {},
): PlayedDefense {
  const limit = options.maxCommands ?? 5000;
  const state = ownedDefenseState(start);
  for (let n = 0; n < limit; n++) {
    const command = autoCommand(state);
    if (command === undefined) return { state, commands: n, stop: 'scored' };
    const result = kernelStepInPlace(defenseRuleset, state, command, { typed: true });
    if (!result.ok)
      throw new Error(
        `auto-play made an illegal command ${command.type}: ${result.violations.map((v) => `${v.ruleId} ${v.message}`).join('; ')}`,
      );
    options.record?.push(command);
  }
  return { state, commands: limit, stop: 'limit' };
}
