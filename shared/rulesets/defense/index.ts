export * from './rules';
export * from './model/board';
export * from './model/tiles';
export * from './model/deckSchema';
export * from './model/state';
export * from './model/events';
export * from './model/commands';
export * from './ruleset';
export { DEFENSE_PHASE_TABLE } from './engine/phases';
export { createDefenseGame, type DefenseConfig, type DefensePlayerConfig } from './engine/setup';
export { killChance } from './engine/attackRoll';
export { checkPayment } from './engine/payment';
export { defenseWinners } from './engine/scoring';
export * from './engine/queries';
export * from './decks/defaultDecks';
export * from './decks/deckDraft';
export { autoCommand, botAction, botSquare } from './bot/botAction';
export { botPayment, maxPayment } from './bot/payment';
export { playDefenseGame, type PlayedDefense } from './bot/playGame';
export {
  defenseWinRates,
  winRateGames,
  summarizeWinRates,
  type WinRateGame,
  type WinRateQuery,
  type WinRates,
} from './bot/winRates';
export { validateDefense as validateDefenseCommand } from './engine/validate';
export { replayDefense, type ReplayedDefense } from './file/replayDefense';
export {
  defenseGameFile,
  defenseGameFileSchema,
  defenseLaunchSchema,
  openDefenseGameData,
  readDefenseGameFile,
  type DefenseGameFile,
  type DefenseLaunch,
  type OpenedDefenseGame,
} from './file/defenseGameFile';
