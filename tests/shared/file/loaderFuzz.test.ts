import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadHexmarchFile, packMap, serializeHexmarchFile } from '@shared/file';
import { rectangleMap } from '@shared/map';
import { withChange, type Json, type Path } from '../../../scripts/lib/fileFuzz';

const FIXTURE = readFileSync(path.resolve(__dirname, '../../fixtures/files/v1.hexmarch'), 'utf8');
const PLAIN_MESSAGES = [
  /^This is not a Hexmarch campaign file\.$/,
  /^This file was made by a newer Hexmarch \(.*\)\. Update Hexmarch to open it\.$/,
  /^This Hexmarch file is damaged and cannot be opened \(problem at .+\)\.$/,
  /^This Hexmarch file is damaged and cannot be opened: .+\.$/,
];

/**
 * The loader's promise: it never throws; it either refuses with one plain message, or returns a whole document
 * that passes the full schema (never a partly loaded campaign).
 */
function expectWholeOrPlainRefusal(text: string): void {
  const result = loadHexmarchFile(text);
  if (result.ok) {
    // Whole: written out again, it passes the full schema and reads back the same.
    const again = loadHexmarchFile(serializeHexmarchFile(result.value.document, result.value.appVersion));
    expect(again.ok && again.value.document).toEqual(result.value.document);
  } else {
    expect(['notHexmarch', 'newerVersion', 'damaged']).toContain(result.error.kind);
    expect(PLAIN_MESSAGES.some((pattern) => pattern.test(result.error.message))).toBe(true);
  }
}

function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

/**
 * The v1 fixture with its three copies of the map (mapDocument, campaign, MapGenerated) cut to 2×2 hexes, so
 * most random paths land in the campaign and its event log rather than among hundreds of alike hexes, and each
 * run is cheap enough for thousands.
 */
function compactFixture(): Json {
  const tiny = packMap(rectangleMap(2, 2)) as unknown as Json;
  const file = JSON.parse(FIXTURE) as { document: Record<string, Record<string, unknown>> };
  const { mapDocument, campaign } = file.document;
  mapDocument!.map = tiny;
  campaign!.map = tiny;
  for (const event of campaign!.log as { type: string; payload: { map?: Json } }[]) {
    if (event.type === 'MapGenerated') event.payload.map = tiny;
  }
  return file as unknown as Json;
}

const parsedFixture = compactFixture();
const fixturePaths = pathsOf(parsedFixture);

describe('loading damaged files (fast-check)', () => {
  it('refuses files cut short anywhere with the damaged message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FIXTURE.length - 3 }), (end) => {
        const result = loadHexmarchFile(FIXTURE.slice(0, end));
        expect(result.ok).toBe(false);
        expectWholeOrPlainRefusal(FIXTURE.slice(0, end));
      }),
      { numRuns: 600 },
    );
  });

  it('survives characters overwritten, inserted and deleted at random places', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.integer({ min: 0, max: FIXTURE.length - 1 }),
            kind: fc.constantFrom('overwrite', 'insert', 'delete'),
            char: fc.string({ minLength: 1, maxLength: 3, unit: 'binary' }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          let text = FIXTURE;
          for (const { at, kind, char } of edits) {
            const end = kind === 'insert' ? at : at + 1;
            text = text.slice(0, at) + (kind === 'delete' ? '' : char) + text.slice(end);
          }
          expectWholeOrPlainRefusal(text);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('survives any value anywhere replaced by a value of another type, or removed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: fixturePaths.length - 1 }),
        fc.option(fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, { nil: undefined }),
        (index, replacement) => {
          expectWholeOrPlainRefusal(
            JSON.stringify(withChange(parsedFixture, fixturePaths[index]!, replacement)),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses oversized values: huge strings, long arrays, deep nesting and extreme numbers', () => {
    const huge = [
      'x'.repeat(1_000_000),
      Array.from({ length: 200_000 }, (_, i) => i) as Json,
      // As deep as JSON.stringify can write (about 5000 levels overflow its stack).
      JSON.parse('['.repeat(1500) + ']'.repeat(1500)) as Json,
      1e308,
      -1e308,
      2 ** 60,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: fixturePaths.length - 1 }),
        // An index, not fc.constantFrom: fast-check would print the 5000-deep array and overflow its stack.
        fc.integer({ min: 0, max: huge.length - 1 }),
        (index, which) => {
          expectWholeOrPlainRefusal(
            JSON.stringify(withChange(parsedFixture, fixturePaths[index]!, huge[which]!)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('says any other text or JSON is not a Hexmarch file, or a damaged one when it claims the format', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.json(),
          fc
            .jsonValue()
            .map((document) => JSON.stringify({ format: 'hexmarch', version: 1, appVersion: '1', document })),
          fc.jsonValue().map((version) => JSON.stringify({ format: 'hexmarch', version, document: null })),
        ),
        expectWholeOrPlainRefusal,
      ),
      { numRuns: 2000 },
    );
  });
});
