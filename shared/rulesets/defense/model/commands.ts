import { t } from '../../../i18n';
import { z } from 'zod';

/**
 * AMD-9 and FORMAT-assault-defense.md "Commands (defense mode)": `EnemiesPrepare`, `RunAttackWaves`, plus the
 * ANV-8 setup and ANV-10..13 actions. Each schema is the one source of its command's shape (scenario files, the
 * app and auto-play all parse with it).
 */
const id = z.string().min(1);
const square = z.string().regex(/^-?\d+,-?\d+$/, { error: () => t('defenseRules:validate.squareForm') });
const pay = z.array(id).default([]);

export const DEFENSE_COMMAND_SCHEMAS = {
  /** ANV-8 steps 1–3: shuffle the piles, deal 5 to each player, fill the market. */
  SetUp: z.object({ type: z.literal('SetUp') }).strict(),
  /** ANV-8 step 2: once, discard all 5 and draw 5 new. */
  Mulligan: z.object({ type: z.literal('Mulligan'), player: id }).strict(),
  /** ANV-8 step 4: the D6 roll-off for the start player; play begins. */
  StartPlay: z.object({ type: z.literal('StartPlay') }).strict(),
  /** ANV-10..12: a faction unit (manpower) or building (stone) from hand onto a free city square. */
  PlaceTile: z.object({ type: z.literal('PlaceTile'), player: id, tile: id, square, pay }).strict(),
  /** ANV-10, ANV-14: a city building from market slot 1..3 (gold), gaining the slot's Influence. */
  BuyCityBuilding: z
    .object({ type: z.literal('BuyCityBuilding'), player: id, slot: z.number().int(), square, pay })
    .strict(),
  /** ANV-10: pass, discarding any number of tiles (one extra draw). */
  Pass: z.object({ type: z.literal('Pass'), player: id, discard: z.array(id).default([]) }).strict(),
  /** ANV-13: the draw step, when a game stands in it. */
  DrawTiles: z.object({ type: z.literal('DrawTiles') }).strict(),
  /** ANV-15 (AMD-9). */
  EnemiesPrepare: z.object({ type: z.literal('EnemiesPrepare') }).strict(),
  /** ANV-17..30 (AMD-9): that many waves, default all. */
  RunAttackWaves: z
    .object({ type: z.literal('RunAttackWaves'), waves: z.number().int().min(1).optional() })
    .strict(),
} as const;

export type DefenseCommandType = keyof typeof DEFENSE_COMMAND_SCHEMAS;
export const DEFENSE_COMMAND_TYPES = Object.keys(DEFENSE_COMMAND_SCHEMAS) as DefenseCommandType[];

export const defenseCommandSchema = z.discriminatedUnion('type', [
  DEFENSE_COMMAND_SCHEMAS.SetUp,
  DEFENSE_COMMAND_SCHEMAS.Mulligan,
  DEFENSE_COMMAND_SCHEMAS.StartPlay,
  DEFENSE_COMMAND_SCHEMAS.PlaceTile,
  DEFENSE_COMMAND_SCHEMAS.BuyCityBuilding,
  DEFENSE_COMMAND_SCHEMAS.Pass,
  DEFENSE_COMMAND_SCHEMAS.DrawTiles,
  DEFENSE_COMMAND_SCHEMAS.EnemiesPrepare,
  DEFENSE_COMMAND_SCHEMAS.RunAttackWaves,
]);
export type DefenseCommand = z.output<typeof defenseCommandSchema>;
export type DefenseCommandOf<K extends DefenseCommandType> = Extract<DefenseCommand, { type: K }>;
