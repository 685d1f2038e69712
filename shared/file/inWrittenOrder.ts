const hasOwn = (value: object, key: string) => Object.hasOwn(value, key);

/**
 * The parsed value with every object's keys in the order the file wrote them. zod's output lists an object's keys
 * in the schema's order and drops unknown ones; re-saving a just-opened file must give the same bytes (GEN-5), so
 * the keys zod kept are put back in the file's order. Values always come from `parsed`, never from `written`:
 * unknown keys and an own `__proto__` do not survive. zod's output is fresh and ours, so objects already in order
 * are reused (their children fixed in place) and only the others are rebuilt.
 */
export function inWrittenOrder<T>(written: unknown, parsed: T): T {
  if (typeof parsed !== 'object' || parsed === null || written === parsed) return parsed;
  if (typeof written !== 'object' || written === null) return parsed;
  if (Array.isArray(parsed)) {
    if (!Array.isArray(written)) return parsed;
    for (let index = 0; index < parsed.length; index++)
      parsed[index] = inWrittenOrder(written[index], parsed[index]);
    return parsed;
  }
  const source = parsed as Record<string, unknown>;
  const from = written as Record<string, unknown>;
  const keys = Object.keys(source);
  let next = 0;
  let inOrder = true;
  for (const key in from) {
    if (!hasOwn(from, key) || !hasOwn(source, key)) continue;
    if (keys[next++] !== key) {
      inOrder = false;
      break;
    }
  }
  if (inOrder) {
    for (const key of keys) source[key] = inWrittenOrder(from[key], source[key]);
    return parsed;
  }
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(from)) {
    if (hasOwn(source, key)) ordered[key] = inWrittenOrder(from[key], source[key]);
  }
  // Keys only the schema added (none today) keep their place after the written ones.
  for (const key of keys) if (!hasOwn(ordered, key)) ordered[key] = source[key];
  return ordered as T;
}
