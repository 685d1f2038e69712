import type { HexKey } from '../hex';
import { createRngState } from '../random';
import {
  policiesForAll,
  runFirestormCampaign,
  SIMULATION_DEFAULT_POLICY,
  type FsPolicies,
  type FsPolicy,
  type FsState,
} from '../rulesets/firestorm';
import type { BalanceRunOptions } from './coreBalanceRun';
import type { RunSummary, VictoryCause } from './balanceTypes';

/**
 * The setup one Firestorm run starts from: the GM's campaign with the run's own seed (GEN-5). Decision: battles
 * are resolved by dice (`fs.autoResolve` on), as core's report switches tabletop battles to dice (BOT-5): nobody
 * enters tabletop results in a thousand simulated campaigns. Initiative is rolled every turn (FS-INIT), so unlike
 * core no first side has to be re-drawn.
 */
export function firestormRunSetup(setup: FsState, seed: number): FsState {
  return { ...setup, rng: createRngState(seed), settings: { ...setup.settings, 'fs.autoResolve': true } };
}

/**
 * The policy each faction plays in the report (issue 24): the ones asked for, and SIMULATION_DEFAULT_POLICY for
 * every faction not named (the report's default; BOT-18's `cautious` is the engine's when nobody chooses).
 */
export function firestormPolicies(setup: FsState, asked: FsPolicies | undefined): Record<string, FsPolicy> {
  return {
    ...policiesForAll(
      setup.factions.map((f) => f.id),
      SIMULATION_DEFAULT_POLICY,
    ),
    ...asked,
  } as Record<string, FsPolicy>;
}

/** The faction first in the initiative order of the first turn the run played (FS-INIT-1), for "first mover". */
function firstInitiative(played: FsState, from: number): string {
  for (let i = from; i < played.log.length; i++) {
    const event = played.log[i]!;
    if (event.type === 'InitiativeRolled') return (event.payload.order as readonly string[])[0] ?? '';
  }
  return played.turn.initiativeOrder?.[0] ?? '';
}

/**
 * FS-GLORY-4: one winner, or a shared victory of factions tied on glory and territories. Decision: a shared
 * victory counts as nobody's win (the report's "draws" row, cause `shared`), so the factions' win rates stay
 * shares of the runs that add up with draws and unfinished runs to 100 %.
 */
function outcome(played: FsState): { winner: string | null; cause: VictoryCause } {
  if (played.status !== 'ended' || !played.result) return { winner: null, cause: 'unfinished' };
  const winner = played.result.winner;
  if (typeof winner === 'string') return { winner, cause: 'glory' };
  return winner.length === 1 ? { winner: winner[0]!, cause: 'glory' } : { winner: 'draw', cause: 'shared' };
}

/**
 * One Firestorm campaign auto-played (BOT-10..19 with each faction's order policy, battles by dice) from the GM's setup with seed
 * `baseSeed + index`, boiled down to a RunSummary: battles by hex, territories conquered by hex (FS-MOVE-2
 * conquests of an owned territory, not first claims of empty land). Deterministic for (setup, index, options).
 */
export function runFirestormBalanceGame(
  setup: FsState,
  index: number,
  options: BalanceRunOptions,
): RunSummary {
  const start = firestormRunSetup(setup, options.baseSeed + index);
  const startTurn = start.turn.number;
  const run = runFirestormCampaign(start, {
    maxTurns: startTurn + options.maxTurns,
    policies: firestormPolicies(setup, options.policies),
  });
  const played = run.state;
  let diceRolled = 0;
  const battleHexes: HexKey[] = [];
  const capturedHexes: HexKey[] = [];
  let sieges = 0;
  // A campaign under way plays the rest of its current turn first (counted as its first turn, as `turns` does).
  const battlesByTurn: number[] = startTurn === 0 ? [] : [0];
  for (let i = start.log.length; i < played.log.length; i++) {
    const event = played.log[i]!;
    if (event.type === 'DiceRolled') diceRolled++;
    else if (event.type === 'TurnStarted') battlesByTurn.push(0);
    else if (event.type === 'SiegeStarted') sieges++;
    else if (event.type === 'BattleStarted') {
      battleHexes.push(event.payload.hex as HexKey);
      battlesByTurn[battlesByTurn.length - 1]!++;
    } else if (event.type === 'TerritoryConquered') capturedHexes.push(event.payload.hex as HexKey);
  }
  return {
    index,
    ...outcome(played),
    firstSide: firstInitiative(played, start.log.length),
    // A new campaign stands at turn 0, before its first turn (AMD-2); one under way has its current turn to play.
    turns: played.turn.number - startTurn + (startTurn === 0 ? 0 : 1),
    battleHexes,
    battlesByTurn,
    sieges,
    capturedHexes,
    commands: run.commands,
    diceRolled,
  };
}
