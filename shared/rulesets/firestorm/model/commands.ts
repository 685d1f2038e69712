import { z } from 'zod';
import { rosterEntrySchema } from '../../assault/roster';
import { defenseResultSchema } from '../../core/model/defenseResult';
import { ITEM_TYPES } from './items';
import { SIEGE_EQUIPMENT_TYPES } from './siegeEquipment';
import { t } from '../../../i18n';

/**
 * FS-TURN-1 commands (with AMD-3..5 and FORMAT-firestorm.md's argument names). A battle, and the siege it becomes,
 * is named by its hex (FS-MOVE-1(b): a territory hosts one battle at a time). Each schema is the one source of the
 * command's shape.
 */
// The message is made when a command is refused, in the current language (issue 32).
const hex = z.string().regex(/^-?\d+,-?\d+$/, { error: () => t('fsRules:commands.hexFormat') });
const id = z.string().min(1);
const result = z.enum(['majorVictory', 'minorVictory', 'draw', 'minorDefeat', 'majorDefeat']);
export const ATTACKER_OPTIONS = [
  'bombardment',
  'undermine',
  'starveOut',
  'testTheDefense',
  'infiltrate',
  'constructSiegeEquipment',
] as const;
export const DEFENDER_OPTIONS = [
  'sendForHelp',
  'counterBombardmentBowfire',
  'counterBombardmentArtillery',
  'sallyOut',
  'bringReinforcements',
  'constructSiegeEquipment',
  'repairDefenses',
] as const;
export const SALLY_TARGETS = ['warMachines', 'siegeEquipment', 'ammunitionAndSupplies'] as const;

export const orderSpecSchema = z.strictObject({
  banner: id,
  type: z.enum(['move', 'forcedMarch', 'fortify', 'hold']),
  path: z.array(hex).optional(),
});
export type OrderSpec = z.infer<typeof orderSpecSchema>;

export const gameSpecSchema = z.strictObject({
  attackerPlayers: z.array(id).optional(),
  defenderPlayers: z.array(id).optional(),
  result,
  attackerTabled: z.boolean().optional(),
  defenderTabled: z.boolean().optional(),
});
export type GameSpec = z.infer<typeof gameSpecSchema>;

export const FS_COMMAND_SCHEMAS = {
  SubmitOrders: z.strictObject({ faction: id, orders: z.array(orderSpecSchema) }),
  ExecuteNext: z.strictObject({ banner: id }),
  ChooseSiege: z.strictObject({ battle: hex, siege: z.boolean() }),
  RecordGame: z.strictObject({ battle: hex, game: gameSpecSchema }),
  AutoResolve: z.strictObject({ battle: hex }),
  ChooseRetreat: z.strictObject({ banner: id, hex }),
  ChooseScatter: z.strictObject({ banner: id, hex }),
  RerollBuildPoints: z.strictObject({ battle: hex, game: z.number().int().min(1), player: id }),
  Raze: z.strictObject({ banner: id }),
  RemoveBanner: z.strictObject({ banner: id }),
  /** AMD-4: the next free id; Decision: the GM (or a scenario's `as`) may name the new banner instead. */
  RaiseBanner: z.strictObject({ faction: id, banner: id.optional() }),
  Build: z.strictObject({ faction: id, hex, item: z.enum(ITEM_TYPES) }),
  ForgeScepter: z.strictObject({ faction: id }),
  EndBuild: z.strictObject({}),
  DeclareFinalAssault: z.strictObject({ battle: hex }),
  ChooseSiegeOption: z.strictObject({
    battle: hex,
    side: z.enum(['attacker', 'defender']),
    option: z.enum([...ATTACKER_OPTIONS, ...DEFENDER_OPTIONS.filter((o) => o !== 'constructSiegeEquipment')]),
    target: z.enum(SALLY_TARGETS).optional(),
  }),
  /**
   * SIEGE-7: before the Final Assault a side enters the equipment it buys with its Siege Points (SIEGE-7a/7b);
   * entering again replaces its list, an empty list buys nothing.
   */
  BuySiegeEquipment: z.strictObject({
    battle: hex,
    side: z.enum(['attacker', 'defender']),
    items: z.array(
      z.strictObject({ item: z.enum(SIEGE_EQUIPMENT_TYPES), count: z.number().int().min(1).max(20) }),
    ),
  }),
  Advance: z.strictObject({}),
  /**
   * FS-PTG-1..6 after one game, for one player's army (the banner of the side the player played): the units or
   * characters upgraded (`unit: commander` is the army commander, FS-PTG-3), the upgraded units destroyed
   * (FS-PTG-4), whether the army commander was slain (FS-PTG-5) and the named characters slain (FS-PTG-6).
   */
  RecordPathToGlory: z.strictObject({
    battle: hex,
    game: z.number().int().min(1),
    player: id,
    upgrades: z.array(z.strictObject({ unit: id, upgrade: id })).optional(),
    destroyed: z.array(id).optional(),
    commanderSlain: z.boolean().optional(),
    slainCharacters: z.array(id).optional(),
  }),
  /**
   * DATA-9 [RECORD]: the GM enters (or replaces) a banner's roster, which the Final Assault needs to run by ASLT
   * (SIEGE-16). Decision: accepted at every step, like any record; an empty list removes the roster.
   */
  RecordRoster: z.strictObject({ banner: id, roster: z.array(rosterEntrySchema) }),
  /** ANV-40 [RECORD]: a settlement defense's result for a walled territory (ANV-1), accepted at every step. */
  RecordDefense: z.strictObject({ hex, result: defenseResultSchema }),
  /** FS-MULTI-5, FS-BATTLE-7 [RECORD]: the named characters and player commanders a banner carries. */
  RecordCharacters: z.strictObject({
    banner: id,
    characters: z.array(z.string().trim().min(1).max(80)).max(30),
  }),
  /** FS-MULTI-5: a character moves to an adjacent banner of the same faction, declared in ORDERS. */
  SwapCharacter: z.strictObject({ character: z.string().min(1), from: id, to: id }),
  /** FS-SETUP-5 [RECORD]: the text of the Secret Objective card a player drew (replaced until it is achieved). */
  RecordSecretObjective: z.strictObject({ player: id, text: z.string().trim().min(1).max(500) }),
  /**
   * FS-SETUP-5 / FS-GLORY-1 [RECORD]: the player met their Secret Objective; its reward, entered by hand, is banked
   * for the player's faction (0 when the card gives something other than glory).
   */
  RecordObjectiveAchieved: z.strictObject({ player: id, glory: z.number().int().min(0).max(30) }),
  /** FS-GLORY-1 [RECORD]: a territory bonus from the Firestorm book, banked as entered, with the book's reason. */
  RecordGloryBonus: z.strictObject({
    faction: id,
    glory: z.number().int().min(1).max(30),
    reason: z.string().trim().min(1).max(200),
  }),
} as const;

/** FS-PTG-3 Decision: in Path to Glory records the army commander is the unit named `commander`. */
export const ARMY_COMMANDER = 'commander';

export type FsCommandType = keyof typeof FS_COMMAND_SCHEMAS;
export type FsCommandArgs<K extends FsCommandType> = z.infer<(typeof FS_COMMAND_SCHEMAS)[K]>;
/** An empty strict schema infers Record<string, never>; such commands carry only their type. */
type ArgsOf<K extends FsCommandType> = string extends keyof FsCommandArgs<K> ? unknown : FsCommandArgs<K>;
export type FsCommand = { [K in FsCommandType]: { type: K } & ArgsOf<K> }[FsCommandType];
export type CommandOf<K extends FsCommandType> = Extract<FsCommand, { type: K }>;

/** The command envelope: `{ type, ...args }`. */
export const fsCommandSchema = z.discriminatedUnion(
  'type',
  Object.entries(FS_COMMAND_SCHEMAS).map(([type, schema]) =>
    schema.extend({ type: z.literal(type) }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);
