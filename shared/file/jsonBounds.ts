import { isReservedName } from '../kernel/reservedNames';
import { pathWhere } from './filePath';
import { t } from '../i18n';

/** How big a file's parsed JSON may be before any schema looks at it (issue 26: every family, one pre-pass). */
export interface JsonBounds {
  /** Deepest nesting of lists and objects. */
  readonly maxDepth: number;
  /** Values of any kind (lists, objects, strings, numbers…) in the whole file. */
  readonly maxNodes: number;
  /** Longest string value. */
  readonly maxStringChars: number;
  /**
   * Longest list. zod reports one issue per wrong item and gathers them with spread pushes, which overflow the
   * stack past about 100,000 issues: a list no real file has is refused here, before zod sees it.
   */
  readonly maxListItems: number;
}

/** What is wrong with the JSON, and where (a GM-readable path, see filePath.ts). */
export interface JsonBoundsProblem {
  readonly where: string;
  readonly problem: string;
}

/**
 * The structural pre-pass every file family runs before zod (issue 26): nesting, size and string lengths bounded,
 * reserved names (`__proto__`, `toString`…) refused as keys. Iterative with its own stack, so a file nested a
 * million deep is refused instead of overflowing the call stack; it stops at the first problem and never copies,
 * so its time is at most linear in the file (zod's first-issue mode then works on a value of bounded shape).
 */
export function jsonBoundsProblem(root: unknown, bounds: JsonBounds): JsonBoundsProblem | undefined {
  // Each value waiting on the stack carries a link to its parent's place, so no path is built unless it is needed.
  const values: unknown[] = [root];
  const places: (Place | null)[] = [null];
  let nodes = 0;
  const at = (place: Place | null, problem: string) => ({ where: pathWhere(pathOf(place)), problem });
  while (values.length > 0) {
    const value = values.pop();
    const place = places.pop()!;
    if (++nodes > bounds.maxNodes) return at(place, t('files:bounds.tooManyValues'));
    if (typeof value === 'string') {
      if (value.length > bounds.maxStringChars)
        return at(place, t('files:bounds.textTooLong', { count: value.length }));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const depth = place === null ? 0 : place.depth;
    if (depth >= bounds.maxDepth) return at(place, t('files:bounds.tooDeep'));
    if (values.length + nodes > bounds.maxNodes * 2) return at(place, t('files:bounds.tooManyValues'));
    if (Array.isArray(value)) {
      if (value.length > bounds.maxListItems)
        return at(place, t('files:bounds.listTooLong', { count: value.length }));
      if (value.length + nodes > bounds.maxNodes) return at(place, t('files:bounds.tooManyValues'));
      for (let index = value.length - 1; index >= 0; index--) {
        values.push(value[index]);
        places.push({ parent: place, key: index, depth: depth + 1 });
      }
      continue;
    }
    for (const key of Object.keys(value)) {
      if (isReservedName(key))
        return at({ parent: place, key, depth: depth + 1 }, t('files:bounds.reservedName', { name: key }));
      if (key.length > bounds.maxStringChars) return at(place, t('files:bounds.nameTooLong'));
      values.push((value as Record<string, unknown>)[key]);
      places.push({ parent: place, key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Where a value lies: its key and its parent's place (a linked list up to the root). */
interface Place {
  readonly parent: Place | null;
  readonly key: string | number;
  readonly depth: number;
}

function pathOf(place: Place | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at !== null; at = at.parent) path.push(at.key);
  return path.reverse().slice(0, 12);
}
