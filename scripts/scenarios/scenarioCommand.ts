import {
  COMMAND_TABLE,
  COMMAND_TYPES,
  type Campaign,
  type Command,
  type CommandType,
} from '@shared/rulesets/core';

/**
 * FORMAT.md "Commands (core mode)": the only commands a scenario may play. The engine has more (the GM's table
 * records: RecordLordLoadout, RecordSpecialObjective, RecordGloriousDeed, RollGameLength; RecordDefense), which the
 * format does not define, so the runner refuses them instead of guessing their FORMAT names.
 */
const FORMAT_COMMANDS: readonly CommandType[] = [
  'RollMove',
  'MoveArmy',
  'HoldArmy',
  'ReassignLord',
  'EndMovePhase',
  'SetResolution',
  'GenerateScenario',
  'RecordTabletopResult',
  'AutoResolve',
  'ChooseRetreat',
  'EndTurn',
];

/**
 * FORMAT.md command arguments, read from the engine's command schemas (one source of truth): a FORMAT name is the
 * engine name without its `Id` suffix (`army` for `armyId`); `battle` is a hex, turned into that hex's battle id.
 */
const COMMAND_ARGS = Object.fromEntries(
  COMMAND_TYPES.filter((type) => FORMAT_COMMANDS.includes(type)).map((type) => {
    const required = new Set(COMMAND_TABLE[type].args);
    const entries = Object.keys(COMMAND_TABLE[type].schema.shape).map((key) => [key.replace(/Id$/, ''), key]);
    return [
      type,
      {
        required: Object.fromEntries(entries.filter(([, key]) => required.has(key!))),
        optional: Object.fromEntries(entries.filter(([, key]) => !required.has(key!))),
      },
    ];
  }),
) as Record<CommandType, { required: Record<string, string>; optional: Record<string, string> }>;

/** The battle id for a battle hex: the newest battle there (BATTLE-1: one battle per hex at a time). */
export function battleIdAt(state: Campaign, hex: unknown): string | undefined {
  const ids = state.battles.ids.filter((id) => state.battles.entities[id]!.hex === hex);
  return ids[ids.length - 1];
}

/** A step's `do:` as an engine command, or an error message for an unknown command or argument. */
export function scenarioCommand(state: Campaign, raw: Record<string, Record<string, unknown> | null>) {
  const [name, args] = Object.entries(raw)[0]!;
  if (!Object.hasOwn(COMMAND_ARGS, name)) {
    return { error: `unknown command "${name}" (known: ${Object.keys(COMMAND_ARGS).join(', ')})` };
  }
  const spec = COMMAND_ARGS[name as Command['type']];
  const given = args ?? {};
  const names: Record<string, string> = { ...spec.required, ...spec.optional };
  const command: Record<string, unknown> = { type: name };
  for (const [key, value] of Object.entries(given)) {
    const engineKey = names[key];
    if (!engineKey)
      return {
        error: `${name}: unknown argument "${key}" (known: ${Object.keys(names).join(', ') || 'none'})`,
      };
    if (key === 'battle') command[engineKey] = battleIdAt(state, value) ?? `no battle at ${String(value)}`;
    else if (key === 'winner') command[engineKey] = value === 'none' ? null : value;
    else command[engineKey] = value;
  }
  const missing = Object.keys(spec.required).filter((key) => !(key in given));
  if (missing.length > 0) return { error: `${name}: missing argument ${missing.join(', ')}` };
  return { command: command as unknown as Command };
}
