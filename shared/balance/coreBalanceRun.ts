import type { HexKey } from '../hex';
import { createRng, createRngState } from '../random';
import { runCampaignWith, type Campaign, type RunCampaignResult } from '../rulesets/core';
import type { FsPolicies } from '../rulesets/firestorm';
import type { RunSummary, VictoryCause } from './balanceTypes';

export interface BalanceRunOptions {
  readonly baseSeed: number;
  /** Side-turns after which a run counts as unfinished (a campaign that never reaches VICT would loop). */
  readonly maxTurns: number;
  /**
   * Firestorm: each faction's order policy (BOT-18 `cautious`, `aggressive`, `defensive`); a faction not named plays
   * `cautious`. Core ignores it.
   */
  readonly policies?: FsPolicies;
}

/** Events only a played MOVE command causes (TURN-1): while none is in the log, nobody has moved yet. */
const PLAYED = new Set(['MoveAllowanceRolled', 'ArmyMoved', 'ArmyHeld', 'BattleStarted', 'TurnEnded']);

function notPlayedYet(setup: Campaign): boolean {
  return setup.turn.number === 1 && !setup.log.some((event) => PLAYED.has(event.type));
}

/**
 * The setup one run starts from: the GM's campaign with the run's own seed (GEN-5), and, when nobody has moved
 * yet, the first side re-drawn by that seed as SETUP-8's roll-off would, so each side moves first in about half
 * the runs and the first-move advantage can be measured. A campaign already under way keeps its turn order.
 */
export function runSetup(setup: Campaign, seed: number): Campaign {
  const reseeded: Campaign = { ...setup, rng: createRngState(seed) };
  if (!notPlayedYet(setup) || setup.sides.length < 2) return reseeded;
  const first = setup.sides[createRng(seed ^ 0x5f3759df).int(0, setup.sides.length - 1)]!.id;
  return { ...reseeded, turn: { ...setup.turn, activeSideId: first, firstSideId: first } };
}

/** VICT-1/VICT-2 of the losing side, from its SideEliminated reason. */
function causeOf(state: Campaign): VictoryCause {
  if (state.status !== 'ended' || !state.result) return 'unfinished';
  if (state.result.winner === 'draw') return 'draw';
  const reason = state.result.reason;
  const armies = reason.includes('VICT-1');
  const fortresses = reason.includes('VICT-2');
  return armies && fortresses ? 'both' : armies ? 'noArmies' : 'noFortresses';
}

/**
 * One core campaign auto-played to its end (BOT-1..5 for everyone, tabletop battles by dice) from the GM's setup
 * with seed `baseSeed + index`, boiled down to a RunSummary. Deterministic for (setup, index, options).
 */
export function runCoreBalanceGame(setup: Campaign, index: number, options: BalanceRunOptions): RunSummary {
  const start = runSetup(setup, options.baseSeed + index);
  // The summary is read inside the run (runCampaignWith): its hexes copy is lent to the next run from this setup.
  return runCampaignWith(start, { maxTurns: start.turn.number + options.maxTurns }, (run) =>
    summaryOf(start, index, run),
  );
}

function summaryOf(start: Campaign, index: number, run: RunCampaignResult): RunSummary {
  const startTurn = start.turn.number;
  const played = run.state;
  let diceRolled = 0;
  const battleHexes: HexKey[] = [];
  const capturedHexes: HexKey[] = [];
  for (let i = start.log.length; i < played.log.length; i++) {
    const event = played.log[i]!;
    if (event.type === 'DiceRolled') diceRolled++;
    else if (event.type === 'BattleStarted') battleHexes.push(event.payload.hex);
    else if (event.type === 'SettlementCaptured') capturedHexes.push(event.payload.hex);
  }
  return {
    index,
    winner: played.status === 'ended' ? (played.result?.winner ?? null) : null,
    firstSide: start.turn.firstSideId,
    turns: played.turn.number - startTurn + 1,
    cause: causeOf(played),
    battleHexes,
    capturedHexes,
    commands: run.commands,
    diceRolled,
  };
}
