import type { ParseKeys } from 'i18next';
import enCommon from './locales/en/common.json' with { type: 'json' };
import deCommon from './locales/de/common.json' with { type: 'json' };
import enFights from './locales/en/fights.json' with { type: 'json' };
import deFights from './locales/de/fights.json' with { type: 'json' };
import enMapExport from './locales/en/mapExport.json' with { type: 'json' };
import deMapExport from './locales/de/mapExport.json' with { type: 'json' };
import enChronicle from './locales/en/chronicle.json' with { type: 'json' };
import deChronicle from './locales/de/chronicle.json' with { type: 'json' };
import enAzgaar from './locales/en/azgaar.json' with { type: 'json' };
import deAzgaar from './locales/de/azgaar.json' with { type: 'json' };
import enDesktop from './locales/en/desktop.json' with { type: 'json' };
import deDesktop from './locales/de/desktop.json' with { type: 'json' };
import enApp from './locales/en/app.json' with { type: 'json' };
import deApp from './locales/de/app.json' with { type: 'json' };
import enMap from './locales/en/map.json' with { type: 'json' };
import deMap from './locales/de/map.json' with { type: 'json' };
import enLog from './locales/en/log.json' with { type: 'json' };
import deLog from './locales/de/log.json' with { type: 'json' };
import enCampaign from './locales/en/campaign.json' with { type: 'json' };
import deCampaign from './locales/de/campaign.json' with { type: 'json' };
import enKit from './locales/en/kit.json' with { type: 'json' };
import deKit from './locales/de/kit.json' with { type: 'json' };
import enMenus from './locales/en/menus.json' with { type: 'json' };
import deMenus from './locales/de/menus.json' with { type: 'json' };
import enDefense from './locales/en/defense.json' with { type: 'json' };
import deDefense from './locales/de/defense.json' with { type: 'json' };
import enAssault from './locales/en/assault.json' with { type: 'json' };
import deAssault from './locales/de/assault.json' with { type: 'json' };
import enFirestorm from './locales/en/firestorm.json' with { type: 'json' };
import deFirestorm from './locales/de/firestorm.json' with { type: 'json' };
import enFsTurn from './locales/en/fsTurn.json' with { type: 'json' };
import deFsTurn from './locales/de/fsTurn.json' with { type: 'json' };
import enFsLog from './locales/en/fsLog.json' with { type: 'json' };
import deFsLog from './locales/de/fsLog.json' with { type: 'json' };
import enCoreScreens from './locales/en/coreScreens.json' with { type: 'json' };
import deCoreScreens from './locales/de/coreScreens.json' with { type: 'json' };
import enBalance from './locales/en/balance.json' with { type: 'json' };
import deBalance from './locales/de/balance.json' with { type: 'json' };
import enCli from './locales/en/cli.json' with { type: 'json' };
import deCli from './locales/de/cli.json' with { type: 'json' };
import enElectron from './locales/en/electron.json' with { type: 'json' };
import deElectron from './locales/de/electron.json' with { type: 'json' };
import enTent from './locales/en/tent.json' with { type: 'json' };
import deTent from './locales/de/tent.json' with { type: 'json' };
import enPhone from './locales/en/phone.json' with { type: 'json' };
import dePhone from './locales/de/phone.json' with { type: 'json' };
import enPack from './locales/en/pack.json' with { type: 'json' };
import dePack from './locales/de/pack.json' with { type: 'json' };
import enPrint from './locales/en/print.json' with { type: 'json' };
import dePrint from './locales/de/print.json' with { type: 'json' };
import enBattlefield from './locales/en/battlefield.json' with { type: 'json' };
import deBattlefield from './locales/de/battlefield.json' with { type: 'json' };
import enFsRules from './locales/en/fsRules.json' with { type: 'json' };
import deFsRules from './locales/de/fsRules.json' with { type: 'json' };
import enFsEngine from './locales/en/fsEngine.json' with { type: 'json' };
import deFsEngine from './locales/de/fsEngine.json' with { type: 'json' };
import enFsSiege from './locales/en/fsSiege.json' with { type: 'json' };
import deFsSiege from './locales/de/fsSiege.json' with { type: 'json' };
import enCoreRules from './locales/en/coreRules.json' with { type: 'json' };
import deCoreRules from './locales/de/coreRules.json' with { type: 'json' };
import enCoreEngine from './locales/en/coreEngine.json' with { type: 'json' };
import deCoreEngine from './locales/de/coreEngine.json' with { type: 'json' };
import enFiles from './locales/en/files.json' with { type: 'json' };
import deFiles from './locales/de/files.json' with { type: 'json' };
import enMapgen from './locales/en/mapgen.json' with { type: 'json' };
import deMapgen from './locales/de/mapgen.json' with { type: 'json' };
import enMapEdit from './locales/en/mapEdit.json' with { type: 'json' };
import deMapEdit from './locales/de/mapEdit.json' with { type: 'json' };
import enAssaultLog from './locales/en/assaultLog.json' with { type: 'json' };
import deAssaultLog from './locales/de/assaultLog.json' with { type: 'json' };
import enAssaultRules from './locales/en/assaultRules.json' with { type: 'json' };
import deAssaultRules from './locales/de/assaultRules.json' with { type: 'json' };
import enDefenseRules from './locales/en/defenseRules.json' with { type: 'json' };
import deDefenseRules from './locales/de/defenseRules.json' with { type: 'json' };
import enDecks from './locales/en/decks.json' with { type: 'json' };
import deDecks from './locales/de/decks.json' with { type: 'json' };
import enCoreScenario from './locales/en/coreScenario.json' with { type: 'json' };
import deCoreScenario from './locales/de/coreScenario.json' with { type: 'json' };

/**
 * Every catalogue, one JSON file per namespace (an area of the app) and language: `locales/<lang>/<ns>.json`.
 * English is the source: its shape types `t` (shared/i18n/i18n.ts), and the pseudo-locale is made from it. A
 * new namespace is one import per language here and one line in each object below.
 */
export const EN = {
  common: enCommon,
  fights: enFights,
  mapExport: enMapExport,
  chronicle: enChronicle,
  azgaar: enAzgaar,
  desktop: enDesktop,
  app: enApp,
  map: enMap,
  log: enLog,
  campaign: enCampaign,
  kit: enKit,
  menus: enMenus,
  defense: enDefense,
  assault: enAssault,
  firestorm: enFirestorm,
  fsTurn: enFsTurn,
  fsLog: enFsLog,
  coreScreens: enCoreScreens,
  balance: enBalance,
  cli: enCli,
  electron: enElectron,
  tent: enTent,
  phone: enPhone,
  pack: enPack,
  print: enPrint,
  battlefield: enBattlefield,
  fsRules: enFsRules,
  fsEngine: enFsEngine,
  fsSiege: enFsSiege,
  coreRules: enCoreRules,
  coreEngine: enCoreEngine,
  files: enFiles,
  mapgen: enMapgen,
  mapEdit: enMapEdit,
  assaultLog: enAssaultLog,
  assaultRules: enAssaultRules,
  defenseRules: enDefenseRules,
  decks: enDecks,
  coreScenario: enCoreScenario,
} as const;

/** A translation has every key English has (missing ones fail the type check; the unit test checks both ways). */
type Translation = { readonly [Ns in keyof typeof EN]: DeepStrings<(typeof EN)[Ns]> };
type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export const DE = {
  common: deCommon,
  fights: deFights,
  mapExport: deMapExport,
  chronicle: deChronicle,
  azgaar: deAzgaar,
  desktop: deDesktop,
  app: deApp,
  map: deMap,
  log: deLog,
  campaign: deCampaign,
  kit: deKit,
  menus: deMenus,
  defense: deDefense,
  assault: deAssault,
  firestorm: deFirestorm,
  fsTurn: deFsTurn,
  fsLog: deFsLog,
  coreScreens: deCoreScreens,
  balance: deBalance,
  cli: deCli,
  electron: deElectron,
  tent: deTent,
  phone: dePhone,
  pack: dePack,
  print: dePrint,
  battlefield: deBattlefield,
  fsRules: deFsRules,
  fsEngine: deFsEngine,
  fsSiege: deFsSiege,
  coreRules: deCoreRules,
  coreEngine: deCoreEngine,
  files: deFiles,
  mapgen: deMapgen,
  mapEdit: deMapEdit,
  assaultLog: deAssaultLog,
  assaultRules: deAssaultRules,
  defenseRules: deDefenseRules,
  decks: deDecks,
  coreScenario: deCoreScenario,
} as const satisfies Translation;

export type Namespace = keyof typeof EN;
export const NAMESPACES = Object.keys(EN) as Namespace[];

/** A key of any namespace, `'ns:path.to.key'`: for registries that name their text (a tab's label) without a `t`. */
export type TKey = { [N in Namespace]: `${N}:${ParseKeys<N>}` }[Namespace];
