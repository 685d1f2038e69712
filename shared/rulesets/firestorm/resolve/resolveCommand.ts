import type { FsCommand } from '../model/commands';
import { resolveAdvance } from './advance';
import { recordGame, resolveAutoResolve, resolveChooseSiege } from './battles';
import { resolveBuild, resolveEndBuild, resolveForgeScepter } from './build';
import { resolveChoice, resolveReroll } from './choices';
import { resolveExecuteNext } from './execute';
import { resolveRecordCharacters, resolveSwapCharacter } from './characters';
import { resolveRecordRoster } from './finalAssault';
import { resolveGloryBonus, resolveObjectiveAchieved, resolveSecretObjective } from './secretObjectives';
import { resolveRecordDefense } from './recordDefense';
import { runAutomatic } from './flow';
import { resolveSubmitOrders } from './orders';
import { resolvePathToGlory } from './pathToGlory';
import { resolveBuySiegeEquipment, resolveChooseSiegeOption, resolveDeclareFinalAssault } from './siege';
import type { FsSink } from './sink';
import { isRecord, type FsRecordType } from '../phases';
import { resolveRaiseBanner, resolveRaze, resolveRemoveBanner } from './upkeep';

/**
 * Emits a validated command's events, then carries on through the automatic work that follows (AMD-11).
 * Decision: a record the GM enters (a roster, a defense, a Secret Objective, glory by hand) moves no step, so the
 * automatic work does not run after it: a record typed in before turn 1 must not begin the turn behind the GM's
 * back, and at any other step a record unblocks nothing the automatic work waits for.
 */
export function resolveFs(sink: FsSink, c: FsCommand): void {
  if (isRecordCommand(c)) {
    resolveRecord(sink, c);
    return;
  }
  switch (c.type) {
    case 'SubmitOrders':
      resolveSubmitOrders(sink, c);
      break;
    case 'ExecuteNext':
      resolveExecuteNext(sink, c);
      break;
    case 'ChooseSiege':
      resolveChooseSiege(sink, c);
      break;
    case 'RecordGame':
      recordGame(sink, c.battle, c.game, 'tabletop');
      break;
    case 'AutoResolve':
      resolveAutoResolve(sink, c);
      break;
    case 'ChooseRetreat':
    case 'ChooseScatter':
      resolveChoice(sink, c);
      break;
    case 'RerollBuildPoints':
      resolveReroll(sink, c);
      break;
    case 'Raze':
      resolveRaze(sink, c);
      break;
    case 'RemoveBanner':
      resolveRemoveBanner(sink, c);
      break;
    case 'RaiseBanner':
      resolveRaiseBanner(sink, c);
      break;
    case 'Build':
      resolveBuild(sink, c);
      break;
    case 'ForgeScepter':
      resolveForgeScepter(sink, c);
      break;
    case 'EndBuild':
      resolveEndBuild(sink);
      break;
    case 'DeclareFinalAssault':
      resolveDeclareFinalAssault(sink, c);
      break;
    case 'ChooseSiegeOption':
      resolveChooseSiegeOption(sink, c);
      break;
    case 'BuySiegeEquipment':
      resolveBuySiegeEquipment(sink, c);
      break;
    case 'SwapCharacter':
      resolveSwapCharacter(sink, c);
      break;
    case 'Advance':
      resolveAdvance(sink);
      break;
    case 'RecordPathToGlory':
      resolvePathToGlory(sink, c);
      break;
  }
  runAutomatic(sink);
}

type FsRecord = Extract<FsCommand, { type: FsRecordType }>;
const isRecordCommand = (c: FsCommand): c is FsRecord => isRecord(c.type);

/** The records of FS_RECORDS, each emitted as entered. */
function resolveRecord(sink: FsSink, c: FsRecord): void {
  switch (c.type) {
    case 'RecordRoster':
      return resolveRecordRoster(sink, c);
    case 'RecordDefense':
      return resolveRecordDefense(sink, c);
    case 'RecordSecretObjective':
      return resolveSecretObjective(sink, c);
    case 'RecordObjectiveAchieved':
      return resolveObjectiveAchieved(sink, c);
    case 'RecordGloryBonus':
      return resolveGloryBonus(sink, c);
    case 'RecordCharacters':
      return resolveRecordCharacters(sink, c);
  }
}
