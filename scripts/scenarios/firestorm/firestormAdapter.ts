import { firestormRuleset, type FsEvent, type FsState } from '@shared/rulesets/firestorm';
import type { ScenarioAdapter } from '../generic/scenarioAdapter';
import type { BaseScenario } from '../generic/baseScenario';
import { buildFirestormState } from './buildFirestormState';
import { firestormAutoChoice, firestormCommand } from './firestormCommands';
import { checkFirestormEventSpec, describeFirestormEvent, firestormEventMatches } from './firestormEvents';
import { firestormScenarioSchema, type FirestormScenario } from './firestormScenarioSchema';
import { matchFirestormState } from './firestormState';

/** FORMAT-firestorm.md through the generic scenario runner. */
export const firestormScenarioAdapter: ScenarioAdapter<FsState, FsEvent> = {
  ruleset: firestormRuleset as unknown as ScenarioAdapter<FsState, FsEvent>['ruleset'],
  schema: firestormScenarioSchema as unknown as ScenarioAdapter<FsState, FsEvent>['schema'],
  build: (spec: BaseScenario) => buildFirestormState(spec as unknown as FirestormScenario),
  command: firestormCommand,
  checkEventSpec: checkFirestormEventSpec,
  eventMatches: firestormEventMatches,
  describeEvent: describeFirestormEvent,
  matchState: matchFirestormState,
  autoChoice: firestormAutoChoice,
};
