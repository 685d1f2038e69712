import {
  CORE_SETTING_CHOICES,
  withDefaultSettings,
  type CoreSettings,
  type Settings,
} from '@shared/rulesets/core';

type Parser = (value: unknown) => unknown | undefined;

const oneOf =
  (choices: readonly string[]): Parser =>
  (value) =>
    typeof value === 'string' && choices.includes(value) ? value : undefined;
const positiveInt: Parser = (value) => (Number.isInteger(value) && (value as number) > 0 ? value : undefined);
const bool: Parser = (value) => (typeof value === 'boolean' ? value : undefined);
const anyString: Parser = (value) => (typeof value === 'string' ? value : undefined);

/** DATA-12 keys a scenario may set, with the values each accepts. */
const CORE_KEYS = {
  armiesPerPlayer: positiveInt,
  armyPoints: positiveInt,
  firstSide: anyString,
  scenarioSource: oneOf(CORE_SETTING_CHOICES.scenarioSource),
  defaultResolution: oneOf(CORE_SETTING_CHOICES.defaultResolution),
  fortressResolution: oneOf(CORE_SETTING_CHOICES.fortressResolution),
  neutralSettlementsCapturable: bool,
} as const satisfies Record<keyof CoreSettings, Parser>;

/** FORMAT.md `settings`: dotted DATA-12 keys (`core.scenarioSource`) plus `autoPlay: [players]`. */
export function scenarioSettings(raw: Record<string, unknown> | undefined, players: string[]) {
  const errors: string[] = [];
  const core: Record<string, unknown> = {};
  const autoPlay: Record<string, boolean> = {};
  const aslt: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (key === 'autoPlay') {
      const list = Array.isArray(value) ? value : [];
      if (!Array.isArray(value)) errors.push('settings.autoPlay is a list of players');
      for (const p of list) {
        if (typeof p === 'string' && players.includes(p)) autoPlay[p] = true;
        else errors.push(`settings.autoPlay: unknown player ${String(p)}`);
      }
      continue;
    }
    if (key === 'aslt.morale' || key === 'aslt.maxTurns') {
      // DATA-12 aslt.* keys (FORMAT-assault-defense.md core section), used by LOC-7 assaults.
      const ok =
        key === 'aslt.morale' ? value === 'simple' || value === 'off' : positiveInt(value) !== undefined;
      if (!ok) errors.push(`settings: "${key}" cannot be ${JSON.stringify(value)}`);
      else aslt[key === 'aslt.morale' ? 'morale' : 'maxTurns'] = value;
      continue;
    }
    const name = key.startsWith('core.') ? key.slice(5) : undefined;
    if (!name || !Object.hasOwn(CORE_KEYS, name)) {
      errors.push(`settings: unknown or unsupported key "${key}" (DATA-12 core keys only)`);
      continue;
    }
    const parsed = CORE_KEYS[name as keyof CoreSettings](value);
    if (parsed === undefined) errors.push(`settings: "${key}" cannot be ${JSON.stringify(value)}`);
    else core[name] = parsed;
  }
  const settings: Settings = {
    ...withDefaultSettings({ core: core as Partial<CoreSettings>, autoPlay }),
    ...(Object.keys(aslt).length > 0 ? { aslt: aslt as Settings['aslt'] } : {}),
  };
  return { settings, errors };
}
