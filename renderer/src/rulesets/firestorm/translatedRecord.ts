/**
 * A record whose values are made in the current language each time they are read (issue 32): the book's words for
 * Firestorm's results, options and items keep their record shape (`NAMES[id]`, `Object.keys(NAMES)`), so screens
 * read them as before, and a language switch shows at the next render.
 */
export function translatedRecord<K extends string>(
  keys: readonly K[],
  text: (key: K) => string,
): Readonly<Record<K, string>> {
  const record = {} as Record<K, string>;
  for (const key of keys) Object.defineProperty(record, key, { enumerable: true, get: () => text(key) });
  return record;
}
