/**
 * `text` as it fits in `maxWidth`: whole when it fits, else its longest beginning that fits with "…" after it
 * (at least one character, so a label never vanishes). `measure` is the drawing's measureText width in the font
 * already set.
 */
export function abbreviate(text: string, maxWidth: number, measure: (text: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  // Binary search on the number of characters kept: widths grow with the prefix.
  let low = 1;
  let high = text.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${text.slice(0, middle).trimEnd()}…`) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}
