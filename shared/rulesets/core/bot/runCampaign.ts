import type { DiceQueues } from '../../../random';
import type { Campaign } from '../model/campaign';
import { stepAppending } from '../step';
import { releaseHexes, withOwnedHexes } from '../state/ownedHexes';
import { autoPlayCommand } from './autoPlayCommand';

export interface RunCampaignOptions {
  /** Stop once this side-turn number is passed (a campaign that never reaches VICT would loop for ever). */
  readonly maxTurns: number;
  /** GEN-5, GEN-11: injected dice for tests; the seeded RNG otherwise. */
  readonly dice?: DiceQueues;
}

export interface RunCampaignResult {
  readonly state: Campaign;
  /** Commands played. */
  readonly commands: number;
  /** `ended`: VICT-3 ended it; `maxTurns`: the turn limit stopped it. */
  readonly stop: 'ended' | 'maxTurns';
}

/**
 * The simulator: every player on auto-play (§10 core, BOT-5 with tabletop battles switched to dice) until the
 * campaign ends (VICT) or `maxTurns` side-turns have been played. Deterministic for a given state.
 */
export function runCampaign(initial: Campaign, options: RunCampaignOptions): RunCampaignResult {
  // A private copy of the log that grows in place: no state in between leaves this loop (stepAppending). For the
  // same reason the hexes are a private copy that captures change in place (ownedHexes), released before returning.
  const state: Campaign = withOwnedHexes({ ...initial, log: [...initial.log] });
  try {
    return playOut(state, options);
  } finally {
    releaseHexes(state);
  }
}

function playOut(initial: Campaign, options: RunCampaignOptions): RunCampaignResult {
  let state = initial;
  let dice = options.dice ?? {};
  let commands = 0;
  while (state.status === 'running' && state.turn.number <= options.maxTurns) {
    const command = autoPlayCommand(state, { everyone: true, tabletopByDice: true });
    if (!command) throw new Error(`Auto-play found no command in ${state.turn.phase} (a BOT policy gap)`);
    const result = stepAppending(state, command, { dice });
    if (!result.ok) {
      const why = result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; ');
      throw new Error(`Auto-play gave a rejected ${command.type}: ${why}`);
    }
    state = result.state;
    dice = result.dice;
    commands++;
  }
  return { state, commands, stop: state.status === 'ended' ? 'ended' : 'maxTurns' };
}
