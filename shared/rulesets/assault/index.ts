export * from './model';
export * from './equipment';
export * from './roster';
export * from './events';
export * from './commands';
export { ASSAULT_PHASE_TABLE, nextPhase } from './phaseTable';
export { assaultRuleset, ASSAULT_RULES } from './ruleset';
export {
  createAssault,
  buildAssaultState,
  assaultValueProblems,
  type AssaultInput,
  type AssaultFixture,
} from './create';
export {
  effectiveBR,
  sideBR,
  unitsIn,
  zoneEmpty,
  frontCap,
  breachSlots,
  mayTakeBreach,
  isEquipment,
} from './values';
export { deploymentProblems, type Deployment } from './deploy';
export { casualtyReport, attackerWon, botSurrenderChoice } from './ending';
export { botDeployment } from './deploy';
export { botRedeployCommand } from './redeploy';
export { chooseCasualties } from './casualtySelection';
export { rosterAfterAssault, troopsLost } from './rosterWriteback';
export {
  assaultOdds,
  autoResolve,
  autoResolveRun,
  tallyAssaults,
  addTallies,
  oddsOfTally,
  EMPTY_TALLY,
  type AssaultOdds,
  type Estimate,
  type OddsTally,
} from './odds';
export { runAssaultInside, nestedAssaultRecord, type HostDice } from './nested';
export { parseCsv, toCsv } from './csv';
export { rosterFromCsv, rosterToCsv, entryIdFor, equipmentTypeNamed, ROSTER_COLUMNS } from './rosterCsv';
export * from './record';
export * from './describe';
export { assaultReportMarkdown, entranceText, strongholdLine } from './report';
export { assaultWorkSchema, type AssaultWork } from './assaultWork';
