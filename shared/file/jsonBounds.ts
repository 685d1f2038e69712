import { isReservedName } from '../kernel/reservedNames';
import { pathWhere } from './filePath';

/** How big a file's parsed JSON may be before any schema looks at it (issue 26: every family, one pre-pass). */
export interface JsonBounds {
  /** Deepest nesting of lists and objects. */
  readonly maxDepth: number;
  /** Values of any kind (lists, objects, strings, numbers…) in the whole file. */
  readonly maxNodes: number;
  /** Longest string value. */
  readonly maxStringChars: number;
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
  const values: unknown[] = [root];
  const paths: (readonly (string | number)[])[] = [[]];
  let nodes = 0;
  while (values.length > 0) {
    const value = values.pop();
    const path = paths.pop()!;
    if (++nodes > bounds.maxNodes)
      return { where: pathWhere(path), problem: 'the file holds far more values than any real one' };
    if (typeof value === 'string') {
      if (value.length > bounds.maxStringChars)
        return { where: pathWhere(path), problem: `a text of ${value.length} characters is far too long` };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= bounds.maxDepth)
      return { where: pathWhere(path.slice(0, 12)), problem: 'nested far too deep' };
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        values.push(value[index]);
        paths.push([...path, index]);
        if (values.length > bounds.maxNodes)
          return { where: pathWhere(path), problem: 'the file holds far more values than any real one' };
      }
      continue;
    }
    for (const key of Object.keys(value)) {
      if (isReservedName(key))
        return { where: pathWhere([...path, key]), problem: `"${key}" is a reserved name` };
      if (key.length > bounds.maxStringChars)
        return { where: pathWhere(path), problem: 'a name far too long' };
      values.push((value as Record<string, unknown>)[key]);
      paths.push([...path, key]);
      if (values.length > bounds.maxNodes)
        return { where: pathWhere(path), problem: 'the file holds far more values than any real one' };
    }
  }
  return undefined;
}
