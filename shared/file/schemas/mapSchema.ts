import { z } from 'zod';
import type { MapDocument } from '../../document';
import type { MapParams } from '../../mapgen/mapParams';
import { campaignMapInFileSchema } from './packedMapSchema';
import { colorSchema, countSchema, edgeSchema, idSchema, textSchema } from './primitives';

const playerSetupSchema = z.object({ id: idSchema, name: textSchema, color: colorSchema });
const sideSetupSchema = z.object({
  id: idSchema,
  name: textSchema,
  color: colorSchema,
  homeEdge: edgeSchema,
  players: z.array(playerSetupSchema),
});

const share = z.number().min(0).max(1);
const mapParamsSchema: z.ZodType<MapParams> = z.object({
  width: countSchema.max(10_000),
  height: countSchema.max(10_000),
  water: share,
  mountains: share,
  forests: share,
  hills: share,
  marsh: share,
  rivers: z.number().nonnegative(),
  villages: z.number().nonnegative(),
  towns: z.number().nonnegative(),
  cities: z.number().nonnegative(),
  sides: z.tuple([sideSetupSchema, sideSetupSchema]),
});

const sidesSchema: z.ZodType<MapDocument['sides']> = z.tuple([sideSetupSchema, sideSetupSchema]);

/** The map as the editor prepares it (shared/document MapDocument). */
export const mapDocumentSchema: z.ZodType<MapDocument> = z.object({
  map: campaignMapInFileSchema,
  sides: sidesSchema,
  seed: z.number(),
  params: mapParamsSchema,
});
