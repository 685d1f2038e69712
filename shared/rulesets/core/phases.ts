import {
  advancePhases,
  endPhase,
  phaseAccepts,
  type HookedPhaseTable,
  type PhaseMachine,
} from '../../kernel/phaseTable';
import type { EventSink } from './eventSink';
import type { Campaign } from './model/campaign';
import type { CommandType } from './model/commands';
import type { CorePhase } from './model/vocabulary';
import { locationBonusSnapshot } from './move/locationBonus';
import { applyResultsInOrder } from './results/applyResultsInOrder';
import { endTurn } from './turn/endTurn';

const anyBattle = (state: Campaign, inState: 'pending' | 'resolved') =>
  state.battles.ids.some((id) => state.battles.entities[id]!.state === inState);

/**
 * TURN-1 as a table, read against RULES.md line by line: the commands each phase accepts, what ends it and what
 * comes next. MOVE ends only by EndMovePhase; FIGHT once no battle is pending; RESULTS once every resolved battle is
 * applied (BATTLE-8), RETREAT-4 choices in between; END_TURN (automatic) expires STATUS-2, checks VICT-3 and starts
 * the other side's turn (TURN-2). `ruleIds` are the rules its PhaseStarted event cites (MOVE-4: the location-bonus
 * snapshot). SETUP is left by createCoreCampaign, never by a command.
 */
export const CORE_PHASE_TABLE: HookedPhaseTable<CorePhase, CommandType, Campaign, EventSink> = {
  SETUP: { commands: [], next: 'MOVE', ruleIds: ['TURN-1'] },
  MOVE: {
    // RecordLordLoadout (SETUP-5, LORD-3): GM bookkeeping, any side's MOVE or FIGHT (Decision).
    commands: [
      'RollMove',
      'MoveArmy',
      'HoldArmy',
      'ReassignLord',
      'EndMovePhase',
      'RecordDefense',
      'RecordLordLoadout',
    ],
    next: 'FIGHT',
    ruleIds: ['TURN-1', 'MOVE-4'],
  },
  FIGHT: {
    // RecordDefense (ANV-40): a defense may end while battles are pending too (Decision: MOVE and FIGHT accept it).
    // BATTLE-5, SCEN-6, SCEN-7: what the tabletop game records before its result (battle/tableRecords.ts).
    commands: [
      'SetResolution',
      'GenerateScenario',
      'RecordSpecialObjective',
      'RecordGloriousDeed',
      'RollGameLength',
      'RecordTabletopResult',
      'AutoResolve',
      'RecordDefense',
      'RecordLordLoadout',
    ],
    endIf: (state) => !anyBattle(state, 'pending'),
    next: 'RESULTS',
    ruleIds: ['TURN-1'],
  },
  RESULTS: {
    commands: ['ChooseRetreat'],
    onEnter: applyResultsInOrder,
    endIf: (state) => !anyBattle(state, 'resolved'),
    next: 'END_TURN',
    ruleIds: ['TURN-1'],
  },
  END_TURN: {
    commands: ['EndTurn'],
    auto: true,
    onEnter: endTurn,
    endIf: () => true,
    next: 'MOVE',
    ruleIds: ['TURN-1'],
  },
};

/** The core turn machine: halted while the campaign is not running or a retreat choice is awaited (GEN-6). */
export const CORE_TURN: PhaseMachine<CorePhase, CommandType, Campaign, EventSink> = {
  table: CORE_PHASE_TABLE,
  phaseOf: (state) => state.turn.phase,
  halted: (state) => state.status !== 'running' || state.turn.awaiting !== undefined,
  start(sink, phase) {
    // MOVE-4: the new MOVE phase carries the snapshot of each army's location bonus.
    const locationBonus = phase === 'MOVE' ? { locationBonus: locationBonusSnapshot(sink.state) } : {};
    sink.emit('PhaseStarted', { phase, ...locationBonus }, CORE_PHASE_TABLE[phase].ruleIds);
  },
};

/** TURN-1: the phase that accepts `type` (END_TURN for EndTurn, which no command may play). */
export function phaseOfCommand(type: CommandType): CorePhase {
  const phases = Object.keys(CORE_PHASE_TABLE) as CorePhase[];
  return phases.find((phase) => phaseAccepts(CORE_PHASE_TABLE, phase, type))!;
}

/** A command ended the current phase (EndMovePhase): the turn runs on. */
export const endCorePhase = (sink: EventSink): void => endPhase(sink, CORE_TURN);

/** After every command: the phase it leaves over (FIGHT with no battle pending, RESULTS all applied) ends. */
export const advanceCorePhases = (sink: EventSink): void => advancePhases(sink, CORE_TURN);

/** TURN-1: every phase that accepts `type` (RecordDefense, ANV-40, is accepted in more than one). */
export function phasesOfCommand(type: CommandType): CorePhase[] {
  const phases = Object.keys(CORE_PHASE_TABLE) as CorePhase[];
  return phases.filter((phase) => phaseAccepts(CORE_PHASE_TABLE, phase, type));
}
