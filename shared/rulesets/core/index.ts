export * from './rules';
export * from './model/campaign';
export * from './model/settings';
export * from './model/commands';
export * from './model/events';
export * from './model/violation';
export * from './validate';
export * from './resolve';
export * from './applyEvent';
export * from './step';
export { coreRuleset } from './coreRuleset';
export { defendingSide } from './defense/recordDefense';
export { defenseResultSchema, type DefenseResult as CampaignDefenseResult } from './model/defenseResult';
export { CORE_PHASE_TABLE, phaseOfCommand } from './phases';
export { randomSourceFor, type RandomSource } from './eventSink';
export * from './setup/createCoreCampaign';
export * from './setup/emptyCampaign';
export type { CoreSetupInput } from './setup/setupInput';
export * from './state/selectors';
export { neighbourTableOf } from './state/neighbourTableOf';
export { brokenCampaignInvariant, type CampaignInvariantOptions } from './state/campaignInvariants';
export { brokenLogInvariant, brokenRngState } from './state/logInvariants';
export { legalMoves, type LegalMove } from './move/legalMoves';
export { locationBonusOf, locationBonusSnapshot } from './move/locationBonus';
export { adjacencyPenalty } from './move/rollMove';
export { validateMovePath } from './move/validateMovePath';
export { battleKind, defaultMethod } from './battle/startBattle';
export { CORE_SCENARIO_CHART, generateOneOffScenario } from './battle/coreScenario';
export * from './scenario/generatedScenario';
export * from './scenario/scenarioTables';
export * from './scenario/scenarioScoring';
export { generateScenario, gameLengthMode, type ScenarioRoller } from './scenario/generateScenario';
export * from './scenario/scenarioLabels';
export {
  briefingParagraphs,
  scenarioBriefingText,
  type BriefingParagraph,
  type BriefingPart,
} from './scenario/scenarioBriefing';
export { diceModifiers, diceResult, hasSpecialLocation, STATUS_MODIFIER } from './battle/diceResult';
export { finalResultOf, resultAdjustments, type ResultAdjustment } from './battle/finalResult';
export { diceOdds, type ResultOdds } from './battle/diceOdds';
export { canAssault, fortressAssaultInput } from './battle/fortressAssault';
export { previewFortressAssault } from './battle/resolveByAssault';
export { retreatOptions, retreatBlockers, type RetreatSearch } from './results/retreatOptions';
export { awaitedRetreatOptions, decideForMe } from './results/chooseRetreat';
export { lossReasons } from './turn/checkVictory';
export { PITCHED_BATTLE, scenarioGlory } from './battle/tableRecords';
export { loadoutFixedReason, MAX_LOADOUT_LENGTH } from './lord/lordLoadout';
export { battleBriefing, type BattleBriefing, type BriefingItem } from './briefing/battleBriefing';
export { setupFromGeneratedMap } from './setup/setupFromGeneratedMap';
export { autoPlayCommand, type AutoPlayOptions } from './bot/autoPlayCommand';
export { botMovePath } from './bot/botMove';
export {
  runCampaign,
  runCampaignWith,
  type RunCampaignOptions,
  type RunCampaignResult,
} from './bot/runCampaign';
export { explainMove } from './queries/explainMove';
export { explainPick, explainPlacement } from './queries/explainPick';
export { nextStep, type NextStep } from './queries/nextStep';
export * from './queries/setupOptions';
export * from './queries/visibility';
export { battleName, isBattleId } from './queries/battleName';
