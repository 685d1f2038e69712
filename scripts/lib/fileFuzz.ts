import { documentFromGenerated, skirmishHexmarchDocument, type HexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import type { Rng } from '@shared/random';
import { createCoreCampaign, runCampaign, setupFromGeneratedMap } from '@shared/rulesets/core';

/**
 * Fuzzing of `.hexmarch` files (issue 9): valid files mutated the ways real damage and hostile edits go (types
 * changed, values deleted, numbers out of range, references to missing things, lists made huge), each judged by
 * the loader's promise: never throw, never hang, never open a campaign that could not exist. Used by the bounded
 * property test (tests/shared/file/fileFuzz.test.ts) and by `npx tsx scripts/fuzzFiles.ts` for long runs.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = readonly (string | number)[];

/** A small campaign played to its end: battles, a destroyed army, a captured Lord, a result. */
function playedDocument(): HexmarchDocument {
  const params = { ...DEFAULT_MAP_PARAMS, width: 16, height: 12, villages: 3, towns: 1, cities: 1 };
  const generated = generateMap(params, 11);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const input = setupFromGeneratedMap(generated.value, {
    id: 'fuzz',
    name: 'Fuzz',
    seed: 11,
    settings: { core: { defaultResolution: 'dice', fortressResolution: 'dice' } },
  });
  const created = createCoreCampaign(input);
  if (!created.ok) throw new Error(created.error.map((v) => v.message).join('; '));
  const campaign = runCampaign(created.value.state, { maxTurns: 40 }).state;
  return { mapDocument: documentFromGenerated(generated.value), campaign };
}

/** The valid files mutations start from, as JSON: a running skirmish and a campaign played 40 side-turns. */
export function fuzzBaseFiles(): Json[] {
  return [skirmishHexmarchDocument(), playedDocument()].map(
    (document) => JSON.parse(serializeHexmarchFile(document, '0.1.0')) as Json,
  );
}

function leaves(value: Json, path: Path, out: { paths: Path[]; strings: string[]; numbers: number[] }) {
  out.paths.push(path);
  if (typeof value === 'string') out.strings.push(value);
  else if (typeof value === 'number') out.numbers.push(value);
  else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, [...path, index], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], out);
  return out;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(0, items.length - 1)]!;
}

const STRANGE_STRINGS = [
  '',
  'ghost',
  '99,99',
  '-1,0',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'x'.repeat(300),
];
const STRANGE_NUMBERS = [-1, 0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 7, 1000];
const OTHER_TYPES: Json[] = [null, true, false, 0, -3, 'text', [], {}, [1, 2], { a: 1 }];

/** A replacement for `value`: another of its kind from the file (a reference to something else), or out of range. */
function replacementFor(
  rng: Rng,
  value: Json,
  pool: { strings: string[]; numbers: number[] },
  huge: number,
): Json {
  const roll = rng.int(0, 9);
  if (roll === 0) {
    const fill = pick(rng, [0, 'x', '0,0', { id: 'a' }] as Json[]);
    return Array.from({ length: rng.int(1, huge) }, () => fill);
  }
  if (roll <= 2) return pick(rng, OTHER_TYPES);
  if (typeof value === 'string') return roll <= 6 ? pick(rng, pool.strings) : pick(rng, STRANGE_STRINGS);
  if (typeof value === 'number') return roll <= 5 ? pick(rng, pool.numbers) : pick(rng, STRANGE_NUMBERS);
  if (Array.isArray(value) && value.length > 0) return roll <= 6 ? [...value, value[0]!] : value.slice(1);
  return pick(rng, OTHER_TYPES);
}

/** `root` with the value at `at` replaced, or deleted when `replacement` is undefined (copies along the path). */
export function withChange(root: Json, at: Path, replacement: Json | undefined): Json {
  if (at.length === 0) return replacement ?? null;
  const [key, ...rest] = at;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (rest.length === 0 && replacement === undefined) copy.splice(key as number, 1);
    else copy[key as number] = withChange(root[key as number]!, rest, replacement);
    return copy;
  }
  const copy = { ...(root as Record<string, Json>) };
  if (rest.length === 0 && replacement === undefined) delete copy[key!];
  else copy[key!] = withChange(copy[key!]!, rest, replacement);
  return copy;
}

/** The value at `at`, or undefined when an earlier mutation took the path away. */
function valueAt(root: Json, at: Path): Json | undefined {
  let value: Json | undefined = root;
  for (const key of at) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string | number, Json>)[key];
  }
  return value;
}

/** One to three mutations of `base`, chosen by `rng`; `huge` is the longest list a mutation may write. */
export function mutatedFileText(base: Json, rng: Rng, huge: number): string {
  const pool = leaves(base, [], { paths: [], strings: [], numbers: [] });
  const outsideLog = pool.paths.filter((path) => path[2] !== 'log');
  let file = base;
  for (let count = rng.int(1, 3); count > 0; count--) {
    // Two in three mutations outside the event log, which otherwise holds most of a file's values.
    const at = pick(rng, rng.int(0, 2) === 0 ? pool.paths : outsideLog);
    if (at.length === 0) continue;
    const deleting = rng.int(0, 5) === 0;
    file = withChange(
      file,
      at,
      deleting ? undefined : replacementFor(rng, valueAt(file, at) ?? null, pool, huge),
    );
  }
  return JSON.stringify(file);
}

export type { FuzzVerdict } from './fuzzFamilies';

/** Opens `text` as a `.hexmarch` file and judges the result (scripts/lib/fuzzFamilies.ts judgeHexmarch). */
export { judgeHexmarch as judgeFileText } from './fuzzFamilies';
