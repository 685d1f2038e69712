import { z } from 'zod';
import {
  colorSchema,
  countSchema,
  directionSchema,
  hexKeySchema,
  idSchema,
  rngStateSchema,
  textSchema,
} from '../../kernel/schemas';
import { rosterEntrySchema, ROSTER_BOUNDS } from '../../rulesets/assault/roster';
import { ITEM_TYPES } from '../../rulesets/firestorm/model/items';
import { SIEGE_EQUIPMENT_TYPES } from '../../rulesets/firestorm/model/siegeEquipment';
import { FS_EVENT_TYPES, FS_STEPS, type FsState } from '../../rulesets/firestorm/model/types';
import { campaignMapInFileSchema } from './packedMapSchema';

/**
 * Upper bounds of a Firestorm campaign in a file (issue 26), from the rules, each far beyond any real campaign and
 * small enough that every loop of the engine over them stays fast:
 * - factions 32, players 16 per faction: FS-SETUP has one faction per player group, four grand alliances; a club
 *   campaign has a handful.
 * - banners 1,000: FS-MULTI-2 raises a banner at most once per faction and turn (BOT-19), so even 32 factions over
 *   30 turns stay below.
 * - battles and sieges 10,000: at most one battle per territory and turn (FS-MOVE-1(b)).
 * - points and Siege Points 1,000,000 and 10,000: `fs.bannerPoints` is 2,000 by default (Age of Sigmar points);
 *   SP are single or double figures (SIEGE-3).
 * - glory and build points 1,000,000: FS-GLORY and FS-BUILD award single figures per battle and turn.
 * - turn numbers and sequence numbers 1,000,000.
 * - a banner's characters, veterans, upgrades and fallen 200 each; a siege's ledger 1,000 entries (SIEGE-13 adds a
 *   few per siege turn); a battle 50 games (FS-BATTLE: one per player pairing).
 * Names and ids 200 characters (idSchema), free texts 20,000 (textSchema).
 */
export const FIRESTORM_BOUNDS = {
  factions: 32,
  players: 16,
  banners: 1000,
  battles: 10_000,
  points: 1_000_000,
  siegePoints: 10_000,
  glory: 1_000_000,
  seq: 1_000_000,
  perBanner: 200,
  ledger: 1000,
  games: 50,
} as const;

const B = FIRESTORM_BOUNDS;
const bounded = (max: number) => countSchema.max(max);
const nameSchema = z.string().min(1).max(200);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);
const sideSchema = z.enum(['attacker', 'defender']);

const settingsSchema = z.object({
  'fs.bannerPoints': bounded(B.points),
  'fs.battleSource': z.enum(['generator', 'userBattleplan']),
  'fs.autoResolve': z.boolean(),
  'fs.siegeEligibleItems': list(z.enum(ITEM_TYPES), ITEM_TYPES.length),
  'fs.siegeForcePointValue': countSchema.min(1).max(B.points),
  'fs.finalAssaultQuickRoll': z.boolean(),
  'fs.drawRetreatsDefender': z.boolean(),
});

const territorySchema = z.object({
  owner: idSchema.nullable(),
  items: list(z.object({ type: z.enum(ITEM_TYPES), builtTurn: bounded(B.seq) }), ITEM_TYPES.length),
  special: z
    .object({
      name: nameSchema,
      glory: bounded(1000),
      relic: z.enum(['prismatikon', 'fulminax', 'infinityGears']).optional(),
      scepterIngredient: z.boolean().optional(),
      timesOfWar: textSchema.optional(),
    })
    .optional(),
});

const factionSchema = z.object({
  id: idSchema,
  name: nameSchema,
  color: colorSchema,
  playerIds: list(idSchema, B.players),
  alliance: z.enum(['Order', 'Chaos', 'Death', 'Destruction']),
  tags: list(z.enum(['duardin', 'ogor']), 2),
  originTowerHex: hexKeySchema,
  buildPoints: bounded(B.glory),
  gloryBanked: bounded(B.glory),
  oneTimeGrants: z.object({ shrine: z.boolean(), temple: z.boolean(), scepter: z.boolean() }),
});

const bannerSchema = z.object({
  id: idSchema,
  seq: bounded(B.seq),
  factionId: idSchema,
  hex: hexKeySchema.nullable(),
  points: bounded(B.points),
  playerIds: list(idSchema, B.players),
  characters: list(nameSchema, B.perBanner),
  order: z
    .object({
      type: z.enum(['move', 'forcedMarch', 'fortify', 'hold']),
      path: list(hexKeySchema, 16).optional(),
    })
    .optional(),
  revealed: z.boolean(),
  orderState: z.enum(['pending', 'executed', 'forcedHold']),
  fatigued: z.boolean(),
  engagedThisTurn: z.boolean(),
  scattered: z.boolean().optional(),
  veterans: list(z.object({ unit: nameSchema, upgrade: nameSchema }), B.perBanner).optional(),
  commanderUpgrades: list(nameSchema, B.perBanner).optional(),
  fallen: list(nameSchema, B.perBanner).optional(),
  roster: list(rosterEntrySchema, ROSTER_BOUNDS.entries).optional(),
});

const resultSchema = z.enum(['majorVictory', 'minorVictory', 'draw', 'minorDefeat', 'majorDefeat']);
const consequenceSchema = z.enum(['stays', 'retreat', 'scatter']);

const gameSchema = z.object({
  attackerPlayers: list(idSchema, B.players),
  defenderPlayers: list(idSchema, B.players),
  result: resultSchema,
  attackerTabled: z.boolean(),
  defenderTabled: z.boolean(),
  method: z.enum(['tabletop', 'auto', 'quick', 'assault']),
  bp: list(
    z.object({
      player: idSchema,
      faction: idSchema,
      // FS-BP-1: a D3.
      value: countSchema.min(1).max(3),
      rerollable: z.boolean(),
    }),
    2 * B.players,
  ).optional(),
  ptgPlayers: list(idSchema, 2 * B.players).optional(),
});

const battleSchema = z.object({
  id: idSchema,
  seq: bounded(B.seq),
  turn: bounded(B.seq),
  hex: hexKeySchema,
  kind: z.enum(['field', 'firestormSiege']).optional(),
  attacker: z.object({ factionId: idSchema, bannerId: idSchema }),
  defender: z.object({ factionId: idSchema, bannerId: idSchema.nullable(), garrison: z.boolean() }),
  entryHex: hexKeySchema,
  entryDir: directionSchema,
  hexOwnerAtCreation: idSchema.nullable(),
  games: list(gameSchema, B.games),
  state: z.enum(['pending', 'resolved', 'applied']),
  stage: z.enum(['awards', 'aggregate', 'defender', 'attacker', 'territory', 'done']).optional(),
  awardedGames: bounded(B.games).optional(),
  outcome: z
    .object({ attacker: consequenceSchema, defender: consequenceSchema, attackerWon: z.boolean() })
    .optional(),
});

const choiceSchema = z.object({ option: nameSchema, target: nameSchema.optional() });
const picksSchema = list(
  z.object({ item: z.enum(SIEGE_EQUIPMENT_TYPES), count: countSchema.min(1).max(100) }),
  SIEGE_EQUIPMENT_TYPES.length * 4,
);

const siegeSchema = z.object({
  id: idSchema,
  battleId: idSchema,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  state: z.enum(['opening', 'siegeTurns', 'finalAssault', 'ended']),
  turnStep: z.enum(['time', 'choose']),
  attackerSP: bounded(B.siegePoints),
  defenderSP: bounded(B.siegePoints),
  completedSiegeTurns: bounded(B.seq),
  timeModifier: z.union([z.literal(0), z.literal(-1)]),
  flags: z.object({
    sendForHelpSucceeded: z.boolean(),
    reinforcementsUsed: z.boolean(),
    braveryBonus: z.boolean(),
    bombardmentDisabled: z.boolean(),
    attackerWarMachinesDoubleCost: z.boolean(),
    defenderEquipmentDoubleCost: z.boolean(),
    gateDestroyed: z.boolean(),
  }),
  ledger: list(
    z.object({
      optionId: nameSchema,
      side: sideSchema,
      effectText: textSchema,
      dice: nameSchema.optional(),
      value: z.number().int().min(-B.siegePoints).max(B.siegePoints).optional(),
      target: nameSchema.optional(),
    }),
    B.ledger,
  ),
  chosen: z.object({ attacker: choiceSchema.optional(), defender: choiceSchema.optional() }),
  undermineSuccesses: bounded(B.seq),
  reinforcementUnits: bounded(B.seq),
  equipment: z.object({ attacker: picksSchema.optional(), defender: picksSchema.optional() }).optional(),
});

const pendingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('retreat'),
    bannerId: idSchema,
    battleId: idSchema,
    options: list(hexKeySchema, 6),
  }),
  z.object({
    kind: z.literal('scatter'),
    bannerId: idSchema,
    battleId: idSchema,
    options: list(hexKeySchema, 1000),
  }),
]);

const fsEventSchema = z.looseObject({
  type: z.enum(FS_EVENT_TYPES),
  payload: z.record(z.string(), z.unknown()),
  ruleIds: list(z.string().max(40), 40),
  turn: bounded(B.seq),
  step: z.string().max(40),
});

/**
 * DATA-1 for `ruleset: firestorm` (seed 000) in a file, every record declared with its upper bound (issue 26):
 * what the engine reads of a banner, a battle, a siege or a pending choice is checked here, and
 * brokenFirestormInvariant then checks how they refer to each other. The log's payloads are the events' own
 * records, shown and never replayed into the state, so only their envelope is checked.
 */
export const firestormCampaignSchema = z.object({
  ruleset: z.literal('firestorm'),
  rng: rngStateSchema,
  log: z.array(fsEventSchema),
  name: textSchema,
  settings: settingsSchema,
  map: campaignMapInFileSchema,
  territories: z.record(hexKeySchema, territorySchema),
  factions: list(factionSchema, B.factions).min(1),
  banners: list(bannerSchema, B.banners),
  battles: list(battleSchema, B.battles),
  sieges: list(siegeSchema, B.battles),
  turn: z.object({
    number: bounded(B.seq),
    step: z.enum(FS_STEPS),
    initiativeOrder: list(idSchema, B.factions).optional(),
    active: idSchema.optional(),
    submitted: list(idSchema, B.factions),
    raisedThisTurn: list(idSchema, B.factions),
  }),
  pending: list(pendingSchema, B.banners),
  nextBannerSeq: bounded(B.seq),
  nextBattleSeq: bounded(B.seq),
  secretObjectives: z.record(idSchema, z.object({ text: textSchema, achieved: z.boolean() })).optional(),
  status: z.enum(['running', 'ended']),
  result: z
    .object({
      winner: z.union([idSchema, list(idSchema, B.factions)]),
      reason: textSchema,
      turn: bounded(B.seq),
    })
    .optional(),
}) as unknown as z.ZodType<FsState>;
