import { z } from 'zod';
import { SETTLEMENT_TYPES, TERRAINS, type CampaignMap } from '../../map';
import type { MapDocument } from '../../document';
import type { MapParams } from '../../mapgen/mapParams';
import {
  colorSchema,
  cornerSchema,
  countSchema,
  directionSchema,
  edgeSchema,
  hexKeySchema,
  idSchema,
  integerSchema,
  textSchema,
} from './primitives';

const settlementSchema = z.object({
  type: z.enum(SETTLEMENT_TYPES),
  controller: idSchema.nullable(),
  name: textSchema.optional(),
  originalOwner: idSchema.optional(),
});

const mapHexSchema = z.object({
  q: integerSchema,
  r: integerSchema,
  terrain: z.enum(TERRAINS),
  river: z.boolean(),
  bridge: z.boolean(),
  riverFlow: directionSchema.optional(),
  settlement: settlementSchema.optional(),
  label: textSchema.optional(),
});

/** DATA-1 `map`. Every hex must sit under its own key, or the engine would read one hex at two places. */
export const campaignMapSchema: z.ZodType<CampaignMap> = z
  .object({
    hexes: z.record(hexKeySchema, mapHexSchema),
    edges: z.record(edgeSchema, z.array(hexKeySchema)),
    corners: z.record(cornerSchema, hexKeySchema),
    width: countSchema.optional(),
    height: countSchema.optional(),
  })
  .superRefine((map, context) => {
    for (const [key, hex] of Object.entries(map.hexes)) {
      if (key !== `${hex.q},${hex.r}`) {
        context.addIssue({
          code: 'custom',
          path: ['hexes', key],
          message: `the hex stored at ${key} says it is at ${hex.q},${hex.r}`,
        });
        return;
      }
    }
  });

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
  map: campaignMapSchema,
  sides: sidesSchema,
  seed: z.number(),
  params: mapParamsSchema,
});
