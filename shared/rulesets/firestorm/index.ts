export * from './model/types';
export * from './model/items';
export * from './model/siegeEquipment';
export * from './model/settings';
export * from './model/commands';
export { FS_RULES } from './rules';
export { FS_PHASES } from './phases';
export { firestormRuleset } from './ruleset';
export { applyFsEvent } from './apply/applyEvent';
export * from './state/selectors';
export * from './state/battlePoints';
export { siegeLevelOf, territorySiegeLevel } from './state/siegeLevelOf';
export { aggregate, retreatOptions, scatterOptions } from './resolve/consequences';
export { availableOptions } from './resolve/siege';
export { finalAssaultPlan, type FinalAssaultPlan } from './resolve/finalAssault';
export { VICTORY_GLORY } from './resolve/scoring';
export {
  createFirestormCampaign,
  defaultTowerHexes,
  type FirestormSetup,
  type FactionInput,
} from './setup/createFirestormCampaign';
export {
  assessStartFairness,
  START_FAIRNESS_LIMITS,
  type StartFairness,
  type StartFigures,
} from './setup/startFairness';
export { evenSpecials, evenStarts, START_ADJUST_STEPS } from './setup/fairStarts';
export { landBetween, mirrorOrbit, symmetricLand } from './setup/symmetricLand';
export * from './viewer';
export { firestormAutoCommand } from './bot/autoCommand';
export * from './bot/policies';
export { policyOrders } from './bot/policyOrders';
export { leadingRival } from './bot/front';
export {
  runFirestormCampaign,
  type RunFirestormOptions,
  type RunFirestormResult,
} from './bot/runFirestormCampaign';
export { pathToGloryCap, upgradesAllowed } from './resolve/pathToGlory';
export { DEFENDABLE_ITEMS, defendingFaction } from './resolve/recordDefense';
export {
  fsBattleBriefing,
  summoningAllowance,
  type FsBattleBriefing,
  type FsBriefingItem,
  type FsBriefingSide,
} from './briefing/battleBriefing';
export {
  siegeBattleplanBriefing,
  siegeBattleplansAt,
  siegeOptionBattleplan,
  withArmyPoints,
  type SiegeBattleplanBriefing,
  type SiegeBattleplanCause,
  type SiegeBattleplanToFight,
} from './briefing/siegeBattleplans';
export { ledgerEntryText } from './briefing/ledgerText';
export {
  SIEGE_BATTLEPLAN_IDS,
  SIEGE_BATTLEPLANS,
  type SiegeBattleplanId,
} from './briefing/siegeBattleplanTexts';
