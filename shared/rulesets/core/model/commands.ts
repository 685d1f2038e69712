import { z } from 'zod';
import { hexKeySchema, idSchema, textSchema } from '../../../kernel/schemas';
import { BATTLE_SIDES, LEVELS, RESOLUTION_METHODS } from './vocabulary';
import { defenseResultSchema } from './defenseResult';

const noArgs = z.object({});

/**
 * TURN-1: the core commands' arguments, declared once as zod schemas; the types below are inferred from them and
 * the scenario runner derives its FORMAT.md argument names from their keys (`armyId` is written `army`).
 */
export const COMMAND_SCHEMAS = {
  RollMove: z.object({ armyId: idSchema }),
  MoveArmy: z.object({ armyId: idSchema, path: z.array(hexKeySchema) }),
  HoldArmy: z.object({ armyId: idSchema }),
  ReassignLord: z.object({ playerId: idSchema, armyId: idSchema }),
  EndMovePhase: noArgs,
  SetResolution: z.object({ battleId: idSchema, method: z.enum(RESOLUTION_METHODS) }),
  GenerateScenario: z.object({ battleId: idSchema }),
  RecordTabletopResult: z.object({
    battleId: idSchema,
    winner: z.enum(BATTLE_SIDES).nullable(),
    level: z.enum(LEVELS),
    lordUsed: z.array(idSchema).optional(),
    lordKilledInChallenge: z.array(idSchema).optional(),
  }),
  AutoResolve: z.object({ battleId: idSchema }),
  ChooseRetreat: z.object({ armyId: idSchema, hex: hexKeySchema }),
  EndTurn: noArgs,
  /** ANV-1, ANV-40: a settlement defense played for `hex` ended; its result goes into the campaign log. */
  RecordDefense: z.object({ hex: hexKeySchema, result: defenseResultSchema }),
  /** SETUP-5, LORD-3: the Lord's fixed mount, wargear and magic items, entered until its first battle. */
  RecordLordLoadout: z.object({ playerId: idSchema, loadout: textSchema }),
  /** BATTLE-5: one side's Pitched Battle special objective (blank allowed) and whether it was achieved. */
  RecordSpecialObjective: z.object({
    battleId: idSchema,
    side: z.enum(BATTLE_SIDES),
    objective: textSchema,
    achieved: z.boolean(),
  }),
  /** SCEN-6: the side that completed a glorious deed first (the deed is named as in the scenario). */
  RecordGloriousDeed: z.object({ battleId: idSchema, deed: textSchema, side: z.enum(BATTLE_SIDES) }),
  /** SCEN-7: the turn-5 game-length D6 of a `roll5` game (rolled by the app, or entered as a physical die). */
  RollGameLength: z.object({ battleId: idSchema }),
} as const;

export type CommandType = keyof typeof COMMAND_SCHEMAS;
type Inferred<K extends CommandType> = z.infer<(typeof COMMAND_SCHEMAS)[K]>;
/** zod infers `{}` as an index signature of never; a command without arguments has no keys at all. */
export type CommandArgs = {
  [K in CommandType]: Inferred<K> extends Record<string, never> ? Record<never, never> : Inferred<K>;
};
export type Command = { [K in CommandType]: { readonly type: K } & Readonly<CommandArgs[K]> }[CommandType];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

/** The argument names a command must carry: its schema's keys that are not optional. */
function requiredArgs(schema: z.ZodObject): readonly string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);
}

/**
 * TURN-1 commands: each one's argument schema and required argument names (for callers that build commands from
 * untrusted input: files, IPC, scenarios). The phase that accepts each is in the phase table (phases.ts).
 */
export const COMMAND_TABLE = Object.fromEntries(
  (Object.keys(COMMAND_SCHEMAS) as CommandType[]).map((type) => [
    type,
    {
      schema: COMMAND_SCHEMAS[type],
      args: requiredArgs(COMMAND_SCHEMAS[type]),
    },
  ]),
) as unknown as {
  readonly [K in CommandType]: {
    readonly schema: (typeof COMMAND_SCHEMAS)[K];
    readonly args: readonly string[];
  };
};

export const COMMAND_TYPES = Object.keys(COMMAND_TABLE) as CommandType[];

export function isCommandType(value: string): value is CommandType {
  return Object.hasOwn(COMMAND_TABLE, value);
}
