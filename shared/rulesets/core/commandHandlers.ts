import {
  resolveAutoResolve,
  resolveGenerateScenario,
  resolveRecordTabletopResult,
  resolveSetResolution,
  validateAutoResolve,
  validateGenerateScenario,
  validateRecordTabletopResult,
  validateSetResolution,
} from './battle/fightCommands';
import {
  resolveRecordGloriousDeed,
  resolveRecordSpecialObjective,
  resolveRollGameLength,
  validateRecordGloriousDeed,
  validateRecordSpecialObjective,
  validateRollGameLength,
} from './battle/tableRecords';
import { resolveResolveByAssault, validateResolveByAssault } from './battle/resolveByAssault';
import { resolveRecordDefense, validateRecordDefense } from './defense/recordDefense';
import { resolveRecordLordLoadout, validateRecordLordLoadout } from './lord/lordLoadout';
import type { EventSink } from './eventSink';
import type { Campaign } from './model/campaign';
import type { CommandOf, CommandType } from './model/commands';
import { violation, type RuleViolation } from './model/violation';
import { endCorePhase } from './phases';
import { holdUnfinishedArmies } from './move/endMovePhase';
import { resolveHoldArmy, validateHoldArmy } from './move/holdArmy';
import { resolveMoveArmy, validateMoveArmy } from './move/moveArmy';
import { resolveReassignLord, validateReassignLord } from './move/reassignLord';
import { resolveRollMove, validateRollMove } from './move/rollMove';
import { resolveChooseRetreat, validateChooseRetreat } from './results/chooseRetreat';
import { t } from '../../i18n';

/** What one command type does: the rules it checks (GEN-10) and the events it causes (EVT-1). */
export interface CommandHandler<K extends CommandType> {
  validate(state: Campaign, command: CommandOf<K>): RuleViolation[];
  resolve(sink: EventSink, command: CommandOf<K>): void;
}

const legal = (): RuleViolation[] => [];

/**
 * TURN-1's commands, one row each: adding a command is one row here and one in COMMAND_SCHEMAS (the mapped type
 * makes a missing row a type error), instead of a case in the validate switch and another in the resolve switch.
 */
export const COMMAND_HANDLERS: { readonly [K in CommandType]: CommandHandler<K> } = {
  RollMove: { validate: validateRollMove, resolve: resolveRollMove },
  MoveArmy: { validate: validateMoveArmy, resolve: resolveMoveArmy },
  HoldArmy: { validate: validateHoldArmy, resolve: resolveHoldArmy },
  ReassignLord: { validate: validateReassignLord, resolve: resolveReassignLord },
  EndMovePhase: {
    validate: legal,
    resolve: (sink) => {
      holdUnfinishedArmies(sink);
      endCorePhase(sink);
    },
  },
  SetResolution: { validate: validateSetResolution, resolve: resolveSetResolution },
  GenerateScenario: { validate: validateGenerateScenario, resolve: resolveGenerateScenario },
  RecordTabletopResult: { validate: validateRecordTabletopResult, resolve: resolveRecordTabletopResult },
  AutoResolve: { validate: validateAutoResolve, resolve: resolveAutoResolve },
  ResolveByAssault: { validate: validateResolveByAssault, resolve: resolveResolveByAssault },
  ChooseRetreat: { validate: validateChooseRetreat, resolve: resolveChooseRetreat },
  // END_TURN is automatic (TURN-1): the phase check refuses it before this row is reached.
  EndTurn: {
    validate: () => [violation('TURN-1', t('coreRules:validate.endTurnAutomaticShort'))],
    resolve: () => {},
  },
  RecordDefense: { validate: validateRecordDefense, resolve: resolveRecordDefense },
  RecordLordLoadout: { validate: validateRecordLordLoadout, resolve: resolveRecordLordLoadout },
  RecordSpecialObjective: {
    validate: validateRecordSpecialObjective,
    resolve: resolveRecordSpecialObjective,
  },
  RecordGloriousDeed: { validate: validateRecordGloriousDeed, resolve: resolveRecordGloriousDeed },
  RollGameLength: { validate: validateRollGameLength, resolve: resolveRollGameLength },
};
