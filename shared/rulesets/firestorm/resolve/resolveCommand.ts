import type { FsCommand } from '../model/commands';
import { resolveAdvance } from './advance';
import { recordGame, resolveAutoResolve, resolveChooseSiege } from './battles';
import { resolveBuild, resolveEndBuild, resolveForgeScepter } from './build';
import { resolveChoice, resolveReroll } from './choices';
import { resolveExecuteNext } from './execute';
import { resolveRecordRoster } from './finalAssault';
import { resolveRecordDefense } from './recordDefense';
import { runAutomatic } from './flow';
import { resolveSubmitOrders } from './orders';
import { resolvePathToGlory } from './pathToGlory';
import { resolveChooseSiegeOption, resolveDeclareFinalAssault } from './siege';
import type { FsSink } from './sink';
import { resolveRaiseBanner, resolveRaze, resolveRemoveBanner } from './upkeep';

/** Emits a validated command's events, then carries on through the automatic work that follows (AMD-11). */
export function resolveFs(sink: FsSink, c: FsCommand): void {
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
    case 'Advance':
      resolveAdvance(sink);
      break;
    case 'RecordPathToGlory':
      resolvePathToGlory(sink, c);
      break;
    case 'RecordRoster':
      resolveRecordRoster(sink, c);
      break;
    case 'RecordDefense':
      resolveRecordDefense(sink, c);
      break;
  }
  runAutomatic(sink);
}
