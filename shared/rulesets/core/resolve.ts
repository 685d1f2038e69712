import {
  resolveAutoResolve,
  resolveGenerateScenario,
  resolveRecordTabletopResult,
  resolveSetResolution,
} from './battle/fightCommands';
import { createEventSink, type EventSink, type RandomSource } from './eventSink';
import type { Campaign } from './model/campaign';
import type { Command } from './model/commands';
import type { EngineEvent } from './model/events';
import { resolveEndMovePhase } from './move/endMovePhase';
import { resolveHoldArmy } from './move/holdArmy';
import { resolveMoveArmy } from './move/moveArmy';
import { resolveReassignLord } from './move/reassignLord';
import { resolveRollMove } from './move/rollMove';
import { resolveChooseRetreat } from './results/chooseRetreat';

/**
 * The events a validated command causes, past-tense facts (EVT-1), including the automatic follow-ups the state
 * machine runs (TURN-1: FIGHT → RESULTS → END_TURN → next side-turn). Call validate first: resolve trusts it.
 */
export function resolve(state: Campaign, command: Command, random: RandomSource): EngineEvent[] {
  return [...resolveInto(state, command, random).events];
}

/** resolve, keeping the sink: its working state already holds every event's change (step uses it). */
export function resolveInto(state: Campaign, command: Command, random: RandomSource): EventSink {
  const sink = createEventSink(state, random);
  switch (command.type) {
    case 'RollMove':
      resolveRollMove(sink, command);
      break;
    case 'MoveArmy':
      resolveMoveArmy(sink, command);
      break;
    case 'HoldArmy':
      resolveHoldArmy(sink, command);
      break;
    case 'ReassignLord':
      resolveReassignLord(sink, command);
      break;
    case 'EndMovePhase':
      resolveEndMovePhase(sink);
      break;
    case 'SetResolution':
      resolveSetResolution(sink, command);
      break;
    case 'GenerateScenario':
      resolveGenerateScenario(sink, command);
      break;
    case 'RecordTabletopResult':
      resolveRecordTabletopResult(sink, command);
      break;
    case 'AutoResolve':
      resolveAutoResolve(sink, command);
      break;
    case 'ChooseRetreat':
      resolveChooseRetreat(sink, command);
      break;
    case 'EndTurn':
      break;
  }
  return sink;
}
