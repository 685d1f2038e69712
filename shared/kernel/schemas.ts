/**
 * The zod primitives every ruleset's commands, events and records are built from (one source of truth per
 * vocabulary): the file loader, the scenario runner and IPC parse with schemas made of these.
 */
import { z } from 'zod';
import { CORNERS, DIRECTIONS, EDGES, isHexKey, type HexKey } from '../hex';
import { DICE_PURPOSES, type DieType } from '../random';
import { isReservedName } from './reservedNames';
import { t } from '../i18n';

/** A `"q,r"` hex key (HEX-1, DATA-1). */
export const hexKeySchema = z.custom<HexKey>((value) => typeof value === 'string' && isHexKey(value), {
  error: () => t('files:schema.hexKey'),
});

/** Counts, turn numbers, sequence numbers. */
export const countSchema = z.number().int().nonnegative();

/** Whole numbers that may be negative (dice modifiers, hex coordinates, seeds). */
export const integerSchema = z.number().int();

export const directionSchema = z.enum(DIRECTIONS);
export const edgeSchema = z.enum(EDGES);
export const cornerSchema = z.enum(CORNERS);
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: () => t('files:schema.colour') });

/** Ids and free text: bounded so an oversized file is refused instead of filling memory later. */
export const idSchema = z
  .string()
  .min(1)
  .max(200)
  // An id becomes an object key on load; these would reach Object.prototype instead of the table.
  .refine((id) => !isReservedName(id), { error: () => t('files:schema.reservedId') });
export const textSchema = z.string().max(20_000);

export const dieTypeSchema = z.custom<DieType>((value) => typeof value === 'string' && /^D\d+$/.test(value), {
  error: () => t('files:schema.die'),
});
export const dicePurposeSchema = z.enum(DICE_PURPOSES);

/** GEN-5: the PRNG state (xoroshiro128+ words are signed 32-bit integers). */
export const rngStateSchema = z.object({
  seed: integerSchema,
  cursor: countSchema,
  words: z.array(integerSchema).length(4),
});
