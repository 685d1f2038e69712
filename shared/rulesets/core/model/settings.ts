import type { PlayerId } from '../../../map';
import { t } from '../../../i18n';

/** DATA-12 core keys. Each default is the value in RULES.md's settings table. */
export interface CoreSettings {
  /** SETUP-4: armies each player receives. */
  readonly armiesPerPlayer: number;
  /** SETUP-4, BRIEF-1: points value of every new army. */
  readonly armyPoints: number;
  /** SETUP-8: `rolloff`, or the id of the side that always moves first. */
  readonly firstSide: 'rolloff' | string;
  /** BATTLE-4: where a field battle's scenario comes from; `none` rolls nothing. */
  readonly scenarioSource: 'coreChart' | 'generator' | 'none';
  /** BATTLE-3: method every new field battle starts with. */
  readonly defaultResolution: 'tabletop' | 'dice';
  /** LOC-7: method every new fortress battle starts with. */
  readonly fortressResolution: 'tabletop' | 'dice' | 'assault';
  /** CAPT-2 Decision: an army ending its move on a neutral settlement claims it. */
  readonly neutralSettlementsCapturable: boolean;
}

/** DATA-12: the campaign's settings. Only the core keys are read by this engine so far. */
export interface Settings {
  readonly core: CoreSettings;
  /** DATA-12 `autoPlay` (GEN-6): players whose choices the BOT policies of §10 make. Absent means false. */
  readonly autoPlay: Readonly<Record<PlayerId, boolean>>;
  /** DATA-12 `aslt.*` (ASLT-18, ASLT-21): absent keys take the defaults `simple` and 12. */
  readonly aslt?: { readonly morale?: 'simple' | 'off'; readonly maxTurns?: number };
}

export const DEFAULT_CORE_SETTINGS = {
  armiesPerPlayer: 3,
  armyPoints: 2000,
  firstSide: 'rolloff',
  scenarioSource: 'coreChart',
  defaultResolution: 'tabletop',
  fortressResolution: 'tabletop',
  neutralSettlementsCapturable: true,
} as const satisfies CoreSettings;

export const DEFAULT_SETTINGS: Settings = { core: DEFAULT_CORE_SETTINGS, autoPlay: {} };

/** The allowed values of each enumerated core setting, for validating files and scenarios (DATA-12). */
export const CORE_SETTING_CHOICES = {
  scenarioSource: ['coreChart', 'generator', 'none'],
  defaultResolution: ['tabletop', 'dice'],
  fortressResolution: ['tabletop', 'dice', 'assault'],
} as const satisfies Partial<Record<keyof CoreSettings, readonly string[]>>;

/** Each core setting as the setup screen names it, for messages a GM reads (never the DATA-12 key). */
export function coreSettingWord(key: keyof CoreSettings): string {
  return t(`coreRules:settings.${key}`);
}

/** Defaults filled in under the given overrides. */
export function withDefaultSettings(
  overrides: { core?: Partial<CoreSettings>; autoPlay?: Settings['autoPlay'] } = {},
): Settings {
  return { core: { ...DEFAULT_CORE_SETTINGS, ...overrides.core }, autoPlay: { ...overrides.autoPlay } };
}
