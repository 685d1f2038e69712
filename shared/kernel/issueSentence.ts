import type { z } from 'zod';

/** What a schema expected, as a GM would say it ("expected string" → "a text"). */
const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of named values',
  record: 'a table of named values',
  null: 'empty (null)',
  literal: 'a fixed word',
};

/** The kind of a value in the same words. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'a text';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number';
  if (typeof value === 'boolean') return 'yes or no';
  return 'a group of named values';
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
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      if (received === undefined) return `is missing (it should be ${expected})`;
      return `should be ${expected}, not ${kindOf(received)}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${quoted(issue.values)}`
        : `must be one of ${quoted(issue.values)}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} Hexmarch does not know: ${quoted(issue.keys)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `is too long (at most ${String(issue.maximum)} characters)`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `holds too many items (at most ${String(issue.maximum)})`
          : `must be ${String(issue.maximum)} or less`;
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? 'must not be empty'
          : `is too short (at least ${String(issue.minimum)} characters)`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `needs at least ${String(issue.minimum)} ${Number(issue.minimum) === 1 ? 'item' : 'items'}`
          : `must be ${String(issue.minimum)} or more`;
    case 'invalid_union': {
      // A union of fixed values (difficulty 1 | 2 | 3 | 4) reads as the list of them.
      const values = issue.errors.every(
        (branch) =>
          branch.length === 1 && branch[0]!.code === 'invalid_value' && branch[0]!.path.length === 0,
      )
        ? issue.errors.flatMap((branch) => (branch[0] as { values?: unknown[] }).values ?? [])
        : [];
      if (values.length > 0) return `must be one of ${quoted(values)}`;
      if (typeof received === 'string') return `"${received.slice(0, 40)}" is not one this game knows`;
      const type =
        typeof received === 'object' && received !== null ? (received as { type?: unknown }).type : undefined;
      if (typeof type === 'string') return `names "${type.slice(0, 40)}", which this game does not know`;
      return 'is not one of the forms this game knows';
    }
    case 'invalid_format':
      return 'is not written the way it should be';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_key':
      return 'has a name that is not allowed';
    case 'invalid_element':
      return 'holds a value that is not allowed';
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
  return `${field} ${issuePredicate(issue, input)}`;
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
  return sentences.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}
