import type { HexKey } from '../../../hex';
import type { PlayerId } from '../../../map';
import type { ArmyId, BattleId, CorePhase, Level, ResolutionMethod } from './campaign';

/** TURN-1: the core commands, each with its arguments. */
export interface CommandArgs {
  RollMove: { armyId: ArmyId };
  MoveArmy: { armyId: ArmyId; path: HexKey[] };
  HoldArmy: { armyId: ArmyId };
  ReassignLord: { playerId: PlayerId; armyId: ArmyId };
  EndMovePhase: Record<never, never>;
  SetResolution: { battleId: BattleId; method: ResolutionMethod };
  GenerateScenario: { battleId: BattleId };
  RecordTabletopResult: {
    battleId: BattleId;
    winner: 'attacker' | 'defender' | null;
    level: Level;
    lordUsed?: PlayerId[];
    lordKilledInChallenge?: PlayerId[];
  };
  AutoResolve: { battleId: BattleId };
  ChooseRetreat: { armyId: ArmyId; hex: HexKey };
  EndTurn: Record<never, never>;
}

export type CommandType = keyof CommandArgs;
export type Command = { [K in CommandType]: { readonly type: K } & Readonly<CommandArgs[K]> }[CommandType];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

/**
 * TURN-1 table: the phase in which each command is accepted and its required argument names (for callers that
 * build commands from untrusted input: files, IPC, scenarios). END_TURN is automatic, so `EndTurn` never is.
 */
export const COMMAND_TABLE = {
  RollMove: { phase: 'MOVE', args: ['armyId'] },
  MoveArmy: { phase: 'MOVE', args: ['armyId', 'path'] },
  HoldArmy: { phase: 'MOVE', args: ['armyId'] },
  ReassignLord: { phase: 'MOVE', args: ['playerId', 'armyId'] },
  EndMovePhase: { phase: 'MOVE', args: [] },
  SetResolution: { phase: 'FIGHT', args: ['battleId', 'method'] },
  GenerateScenario: { phase: 'FIGHT', args: ['battleId'] },
  RecordTabletopResult: { phase: 'FIGHT', args: ['battleId', 'winner', 'level'] },
  AutoResolve: { phase: 'FIGHT', args: ['battleId'] },
  ChooseRetreat: { phase: 'RESULTS', args: ['armyId', 'hex'] },
  EndTurn: { phase: 'END_TURN', args: [] },
} as const satisfies Record<CommandType, { phase: CorePhase; args: readonly string[] }>;

export const COMMAND_TYPES = Object.keys(COMMAND_TABLE) as CommandType[];

export function isCommandType(value: string): value is CommandType {
  return Object.hasOwn(COMMAND_TABLE, value);
}
