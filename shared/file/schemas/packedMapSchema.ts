import { z } from 'zod';
import { axialToOddQ, isHexKey, parseHexKey } from '../../hex';
import type { CampaignMap } from '../../map';
import type { PackedFeatures, PackedMap } from '../packedMap';
import {
  cornerSchema,
  countSchema,
  directionSchema,
  edgeSchema,
  hexKeySchema,
  textSchema,
} from './primitives';
import { settlementSchema } from './settlementSchema';
import { t } from '../../i18n';

/** Ten times a 316×316 map: more would be a damaged or hostile file, and unpacking it would exhaust memory. */
export const MAX_HEXES = 1_000_000;

const featuresSchema = z.object({
  river: z.literal(true).optional(),
  bridge: z.literal(true).optional(),
  riverFlow: directionSchema.optional(),
  settlement: settlementSchema.optional(),
  label: textSchema.optional(),
});

const featuresListSchema = z.array(featuresSchema);

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * `z.record(hexKeySchema, featuresSchema)` with the same issues (paths, messages), minus the copy zod builds of
 * every record: on a 316×316 map's ten thousand entries that copy cost 5× the checks themselves (issue 5 §8).
 * The values are checked as one array, whose issue paths are turned back into keys.
 */
const featuresTableSchema = z.unknown().check((payload) => {
  const input = payload.value;
  if (!isPlainRecord(input)) {
    payload.issues.push({ code: 'invalid_type', expected: 'record', input, inst: featuresTableSchema });
    return;
  }
  const keys = Object.keys(input);
  for (const key of keys) {
    if (!isHexKey(key)) {
      payload.issues.push({ code: 'invalid_key', origin: 'record', issues: [], input: key, path: [key] });
      return;
    }
  }
  const checked = featuresListSchema.safeParse(keys.map((key) => input[key]));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const [index, ...rest] = issue.path;
    const key = keys[index as number]!;
    payload.issues.push({ code: 'custom', message: issue.message, input: input[key], path: [key, ...rest] });
  }
}) as unknown as z.ZodType<Readonly<Record<string, PackedFeatures>>>;

/** DATA-1 `map` as stored: checked so that {@link unpackMap} cannot fail or build a hex twice. */
export const packedMapSchema: z.ZodType<PackedMap> = z
  .object({
    width: countSchema.max(10_000).optional(),
    height: countSchema.max(10_000).optional(),
    positions: z.array(hexKeySchema).max(MAX_HEXES).optional(),
    terrain: z.string().regex(/^[ofhmMw]*$/, { error: () => t('files:map.terrainLetter') }),
    features: featuresTableSchema,
    edges: z.record(edgeSchema, z.array(hexKeySchema)),
    corners: z.record(cornerSchema, hexKeySchema),
  })
  .superRefine((packed, context) => {
    const fail = (path: string[], message: string) => context.addIssue({ code: 'custom', path, message });
    const { positions, width, height } = packed;
    if (!positions && (width === undefined || height === undefined)) {
      return fail(['positions'], t('files:map.noPositions'));
    }
    const count = positions ? positions.length : width! * height!;
    if (count > MAX_HEXES) return fail(['terrain'], t('files:map.tooManyHexes', { count: MAX_HEXES }));
    if (count !== packed.terrain.length) return fail(['terrain'], t('files:map.letterPerHex'));
    // A rectangle's hexes are distinct by construction and a feature's key is checked by arithmetic; only a
    // list of positions needs a set.
    const known = positions ? new Set<string>(positions) : null;
    if (known && known.size !== count) return fail(['positions'], t('files:map.hexTwice'));
    for (const key of Object.keys(packed.features)) {
      const inside = known ? known.has(key) : isInRectangle(key, width!, height!);
      if (!inside) return fail(['features', key], t('files:map.noSuchHex'));
    }
  });

function isInRectangle(key: string, width: number, height: number): boolean {
  const { col, row } = axialToOddQ(parseHexKey(key));
  return col >= 0 && col < width && row >= 0 && row < height;
}

/** In a file a map is a {@link PackedMap}; the loader unpacks it after validation. */
export const campaignMapInFileSchema = packedMapSchema as unknown as z.ZodType<CampaignMap>;
