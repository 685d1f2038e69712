/** Axial position of a flat-top hex (HEX-1). The cube coordinate s is implied: s = −q − r. */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** A hex position as the string `"q,r"` (DATA-1), the key of every hex table in state and files. */
export type HexKey = string & { readonly __brand: 'HexKey' };

export function hexKey(q: number, r: number): HexKey {
  // `0 +` folds -0 into 0 so that "0,0" is the only key for the origin.
  return `${0 + q},${0 + r}` as HexKey;
}

export function keyOf(hex: Axial): HexKey {
  return hexKey(hex.q, hex.r);
}

const HEX_KEY_PATTERN = /^(-?\d+),(-?\d+)$/;

export function isHexKey(value: string): value is HexKey {
  return HEX_KEY_PATTERN.test(value);
}

/**
 * Parses `"q,r"`; throws on anything else, because a malformed key is a programming error inside the engine.
 * Accepts exactly what HEX_KEY_PATTERN does, read character by character: auto-play parses keys thousands of
 * times per campaign and a regex match allocated its groups each time (issue 16 profile).
 */
export function parseHexKey(key: string): Axial {
  const comma = key.indexOf(',');
  const q = comma > 0 ? integerIn(key, 0, comma) : NaN;
  const r = comma > 0 ? integerIn(key, comma + 1, key.length) : NaN;
  if (Number.isNaN(q) || Number.isNaN(r)) throw new Error(`Not a hex key: "${key}" (expected "q,r", HEX-1)`);
  return { q, r };
}

/** The integer `-?\d+` spelling key[from, to) as Number() reads it, NaN when it is not one. */
function integerIn(key: string, from: number, to: number): number {
  const negative = key.charCodeAt(from) === 45; // '-'
  const start = negative ? from + 1 : from;
  if (start >= to) return NaN;
  let value = 0;
  for (let i = start; i < to; i++) {
    const digit = key.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  // Past 15 digits the running sum could round differently from Number(): read those as Number() does.
  if (to - start > 15) return Number(key.slice(from, to));
  return negative ? -value : value;
}
