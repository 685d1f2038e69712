import { kernelStep } from '../../../kernel';
import type { DiceQueues } from '../../../random';
import type { FsEvent, FsState } from '../model/types';
import { firestormRuleset } from '../ruleset';
import { firestormAutoCommand } from './autoCommand';
import type { FsPolicies } from './policies';
import { ownedFsState, releaseOwnedParts } from '../state/ownedParts';

export interface RunFirestormOptions {
  /** Stop once this campaign turn is passed. */
  readonly maxTurns: number;
  readonly dice?: DiceQueues;
  /** Each faction's order policy; a faction not named plays BOT-18 (`cautious`). */
  readonly policies?: FsPolicies;
}

export interface RunFirestormResult {
  readonly state: FsState;
  readonly commands: number;
  readonly stop: 'ended' | 'maxTurns' | 'waiting';
}

/** The simulator: every faction on auto-play (BOT-10..19) until FS-GLORY-4 ends the campaign or `maxTurns`. */
export function runFirestormCampaign(initial: FsState, options: RunFirestormOptions): RunFirestormResult {
  // A private log that grows in place (kernelStep appendTo), and private territories and banners that apply changes
  // in place (ownedFsState): no state in between leaves this loop, and they are released before it returns.
  const owned = ownedFsState(initial);
  try {
    return playOut(owned, options);
  } finally {
    releaseOwnedParts(owned);
  }
}

function playOut(initial: FsState, options: RunFirestormOptions): RunFirestormResult {
  let state = initial;
  let dice = options.dice ?? {};
  let commands = 0;
  const policies = options.policies ?? {};
  while (state.status === 'running' && state.turn.number <= options.maxTurns) {
    const command = firestormAutoCommand(state, policies);
    if (!command) return { state, commands, stop: 'waiting' };
    // `typed`: the BOT made this command with its TypeScript type, so the rules run without a zod parse.
    const result = kernelStep(
      firestormRuleset,
      state,
      command,
      { dice, typed: true },
      state.log as FsEvent[],
    );
    if (!result.ok)
      throw new Error(
        `Auto-play gave a rejected ${command.type}: ${result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; ')}`,
      );
    state = result.state;
    dice = result.dice;
    commands++;
  }
  return { state, commands, stop: state.status === 'ended' ? 'ended' : 'maxTurns' };
}
