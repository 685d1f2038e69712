import type { z } from 'zod';
import { t } from '../i18n';

/** What a schema expected, as a GM would say it ("expected string" → "a text"). */
const EXPECTED = [
  'string',
  'number',
  'int',
  'boolean',
  'array',
  'object',
  'record',
  'null',
  'literal',
] as const;

function expectedWord(expected: string): string {
  return (EXPECTED as readonly string[]).includes(expected)
    ? t(`files:issue.expected.${expected as (typeof EXPECTED)[number]}`)
    : expected;
}

/** The kind of a value in the same words. */
function kindOf(value: unknown): string {
  if (value === undefined) return t('files:issue.kind.nothing');
  if (value === null) return t('files:issue.kind.null');
  if (Array.isArray(value)) return t('files:issue.kind.list');
  if (typeof value === 'string') return t('files:issue.kind.text');
  if (typeof value === 'number')
    return Number.isInteger(value) ? t('files:issue.kind.whole') : t('files:issue.kind.number');
  if (typeof value === 'boolean') return t('files:issue.kind.yesNo');
  return t('files:issue.kind.group');
}

/** A field as the GM reads it: list positions count from 1 ("assault #2", "entrances.gate"). */
export function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) =>
      typeof key === 'number' ? `${i > 0 ? ' ' : ''}#${key + 1}` : `${i > 0 ? '.' : ''}${String(key)}`,
    )
    .join('');
}

const quoted = (values: readonly unknown[]) =>
  values
    .slice(0, 12)
    .map((v) => (typeof v === 'string' ? v : String(v)))
    .join(', ') + (values.length > 12 ? ', …' : '');

/** How zod words its own messages (zod 4: "Invalid input: …", "Too big: …", "Unrecognized key…"). */
const ZOD_WORDING = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/**
 * What is wrong with the value an issue is about, as the end of a sentence ("is missing", "must be one of d4, d6").
 * `input` is the whole value parsed, to say what was found instead. Custom messages written for a GM
 * (refinements, deck fields) are kept as they are.
 */
export function issuePredicate(issue: z.core.$ZodIssue, input?: unknown): string {
  // A message a schema wrote for the GM ("needs a name") is kept; only zod's own wording is rewritten.
  if (!ZOD_WORDING.test(issue.message)) return issue.message;
  const received = input === undefined ? undefined : valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedWord(issue.expected);
      if (received === undefined) return t('files:issue.missing', { expected });
      return t('files:issue.shouldBe', { expected, found: kindOf(received) });
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? t('files:issue.mustBe', { value: quoted(issue.values) })
        : t('files:issue.mustBeOneOf', { values: quoted(issue.values) });
    case 'unrecognized_keys':
      return t('files:issue.unknownFields', { count: issue.keys.length, fields: quoted(issue.keys) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('files:issue.tooLong', { count: Number(issue.maximum) })
        : issue.origin === 'array' || issue.origin === 'set'
          ? t('files:issue.tooManyItems', { count: Number(issue.maximum) })
          : t('files:issue.atMost', { value: String(issue.maximum) });
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? t('files:issue.notEmpty')
          : t('files:issue.tooShort', { count: Number(issue.minimum) })
        : issue.origin === 'array' || issue.origin === 'set'
          ? t('files:issue.tooFewItems', { count: Number(issue.minimum) })
          : t('files:issue.atLeast', { value: String(issue.minimum) });
    case 'invalid_union': {
      // A union of fixed values (difficulty 1 | 2 | 3 | 4) reads as the list of them.
      const values = issue.errors.every(
        (branch) =>
          branch.length === 1 && branch[0]!.code === 'invalid_value' && branch[0]!.path.length === 0,
      )
        ? issue.errors.flatMap((branch) => (branch[0] as { values?: unknown[] }).values ?? [])
        : [];
      if (values.length > 0) return t('files:issue.mustBeOneOf', { values: quoted(values) });
      if (typeof received === 'string') return t('files:issue.unknownText', { text: received.slice(0, 40) });
      const type =
        typeof received === 'object' && received !== null ? (received as { type?: unknown }).type : undefined;
      if (typeof type === 'string') return t('files:issue.unknownType', { type: type.slice(0, 40) });
      return t('files:issue.noForm');
    }
    case 'invalid_format':
      return t('files:issue.badFormat');
    case 'not_multiple_of':
      return t('files:issue.multipleOf', { value: String(issue.divisor) });
    case 'invalid_key':
      return t('files:issue.badKey');
    case 'invalid_element':
      return t('files:issue.badElement');
    default:
      return issue.message;
  }
}

/**
 * One zod issue as a sentence about the game rather than the schema library (issue 26: "Invalid input: expected
 * string, received undefined" → "unit is missing (it should be a text)"). `what` names the whole value ("the
 * command", "the record") when the issue is about all of it.
 */
export function issueSentence(
  issue: z.core.$ZodIssue,
  what: string,
  input?: unknown,
  names?: FieldNames,
): string {
  const key = issue.path.filter((part) => typeof part === 'string').join('.');
  const field = issue.path.length > 0 ? (names?.[key] ?? fieldOf(issue.path)) : what;
  return t('files:issue.sentence', { field, predicate: issuePredicate(issue, input) });
}

/** The value at `path` inside `input`, by own properties only (never a prototype's function). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The GM's names of a file's fields, by their path with list positions left out ("config.difficulty" → "the War
 * Cry difficulty"); a field not named here is shown by its path.
 */
export type FieldNames = Readonly<Record<string, string>>;

/** Every issue of a failed parse as sentences joined by "; " (at most `limit` of them). */
export function issueSentences(
  error: z.ZodError,
  what: string,
  input?: unknown,
  limit = 3,
  names?: FieldNames,
): string {
  const sentences = error.issues.slice(0, limit).map((issue) => issueSentence(issue, what, input, names));
  const more = error.issues.length - limit;
  return more > 0
    ? t('files:issue.andMore', { count: more, sentences: sentences.join('; ') })
    : sentences.join('; ');
}
