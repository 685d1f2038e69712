import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { packedMapSchema } from '@shared/file/schemas/packedMapSchema';
import { directionSchema, hexKeySchema, textSchema } from '@shared/file/schemas/primitives';
import { settlementSchema } from '@shared/file/schemas/settlementSchema';

/** The plain zod record the faster features check replaces: its issues are the reference. */
const referenceFeatures = z.record(
  hexKeySchema,
  z.object({
    river: z.literal(true).optional(),
    bridge: z.literal(true).optional(),
    riverFlow: directionSchema.optional(),
    settlement: settlementSchema.optional(),
    label: textSchema.optional(),
  }),
);

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && { path: issue.path, message: issue.message };
};

describe('packedMapSchema features', () => {
  const map = (features: unknown) => ({
    width: 3,
    height: 2,
    terrain: 'oooooo',
    features,
    edges: { West: [], East: [], North: [], South: [] },
    corners: { NW: '0,0', NE: '2,-1', SE: '2,0', SW: '0,1' },
  });
  const cases: unknown[] = [
    'x',
    [],
    null,
    7,
    { 'a,b': {} },
    { '0,0': { river: 2 } },
    { '0,0': {}, '1,0': 7 },
    { '1,0': { settlement: { type: 'castle', controller: null } } },
    { '1,0': { label: 5, riverFlow: 'UP' } },
  ];

  it.each(cases.map((features) => [JSON.stringify(features), features]))(
    'reports %s at the same place with the same message as z.record would',
    (_, features) => {
      const reference = firstIssue(referenceFeatures, features)!;
      expect(firstIssue(packedMapSchema, map(features))).toEqual({
        path: ['features', ...reference.path],
        message: reference.message,
      });
    },
  );

  it('refuses a "__proto__" key as no hex (z.record would drop it silently)', () => {
    expect(firstIssue(packedMapSchema, map(JSON.parse('{"__proto__": {}}')))).toEqual({
      path: ['features', '__proto__'],
      message: 'Invalid key in record',
    });
  });

  it('accepts features of hexes on the map', () => {
    const features = { '1,0': { river: true, riverFlow: 'S' }, '0,1': { label: 'Ford' } };
    expect(packedMapSchema.safeParse(map(features)).success).toBe(true);
  });
});
