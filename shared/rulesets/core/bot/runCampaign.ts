import type { DiceQueues } from '../../../random';
import type { Campaign } from '../model/campaign';
import { stepInPlace } from '../step';
import { borrowHexes, ownedCampaign, releaseHexes, withOwnedTables } from '../state/ownedHexes';
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
  // A private copy of the state (log, tables, hexes) that every command changes in place (stepInPlace): no state in
  // between leaves this loop. The hexes are released before returning, so the result is an ordinary state.
  const state: Campaign = ownedCampaign(initial);
  try {
    return playOut(state, options);
  } finally {
    releaseHexes(state);
  }
}

/**
 * runCampaign for a caller that only reads the result (`read`, the balance report's summary of one run) and keeps
 * no part of its state: the private hexes copy is lent from one such loop to the next from the same setup instead of
 * made anew (borrowHexes), so the state `read` sees must not outlive it. The same play, command for command.
 */
export function runCampaignWith<T>(
  initial: Campaign,
  options: RunCampaignOptions,
  read: (result: RunCampaignResult) => T,
): T {
  const loan = borrowHexes(initial);
  try {
    return read(playOut(withOwnedTables(loan.state), options));
  } finally {
    loan.giveBack();
  }
}

function playOut(initial: Campaign, options: RunCampaignOptions): RunCampaignResult {
  let state = initial;
  let dice = options.dice ?? {};
  let commands = 0;
  while (state.status === 'running' && state.turn.number <= options.maxTurns) {
    const command = autoPlayCommand(state, { everyone: true, tabletopByDice: true });
    if (!command) throw new Error(`Auto-play found no command in ${state.turn.phase} (a BOT policy gap)`);
    const result = stepInPlace(state, command, { dice });
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
