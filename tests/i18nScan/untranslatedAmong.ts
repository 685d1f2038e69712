/**
 * What a GM reads that is not pseudo-localised (issue 32). In the pseudo-locale (`en-XA`) every letter of every
 * catalogue string is accented, so plain ASCII letters in a text shown in it come from somewhere else: untranslated
 * text, unless they are one of these, which are never translated:
 * - words of the open document's own text (names of sides, players, armies, places, labels and notes);
 * - rule IDs (SIEGE-1, FS-MAP-1, BOT-18, AMD-3) and the spec's name, RULES.md, cited after a sentence;
 * - the product's name, Hexmarch; dice (D6, 2D6), the q,r notation and sheet labels (A1); paper names (A4, Letter) and
 *   this machine's network interface names (eth0), passed in `allowed` by the caller;
 * - hex coordinates and other numbers have no letters to find.
 * Pure, so the screens (tests/e2e/untranslatedText.ts) and Node's output (CLI, refusals, pack, chronicle) share it.
 */
export const RULE_ID = /\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d+[a-z]?\b/g;
/**
 * Dice as the rules write them (D3, D6, 2D6), the axial coordinate notation q,r, and a printed sheet's label (A1,
 * B2: column letter and row number, as on the sheet itself): notation, not words.
 */
const NOTATION = /\b\d*D\d+\b|\bq,r\b|\b[A-Z]{1,2}\d{1,3}\b/g;
const ALWAYS = ['Hexmarch', 'RULES.md'];

/** The texts among `texts` that still hold plain (untranslated) words, trimmed and without repeats. */
export function untranslatedAmong(texts: readonly string[], allowed: readonly string[]): string[] {
  const words = new Set([...ALWAYS, ...allowed.flatMap((s) => s.split(/[^A-Za-z0-9'’.-]+/))].filter(Boolean));
  return [
    ...new Set(
      texts
        .map((text) => text.replace(RULE_ID, ' ').replace(NOTATION, ' '))
        .filter((text) => {
          const rest = text
            .split(/[^A-Za-z0-9'’.-]+/)
            .map((w) => w.replace(/^[.'’-]+|[.'’-]+$/g, ''))
            .filter((w) => !words.has(w));
          return rest.some((w) => /[A-Za-z]/.test(w));
        })
        .map((text) => text.trim()),
    ),
  ];
}

/** Every string value in a JSON value: the document's own text, which is never translated. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
