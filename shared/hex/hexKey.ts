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

/** Parses `"q,r"`; throws on anything else, because a malformed key is a programming error inside the engine. */
export function parseHexKey(key: string): Axial {
  const match = HEX_KEY_PATTERN.exec(key);
  if (!match) throw new Error(`Not a hex key: "${key}" (expected "q,r", HEX-1)`);
  return { q: Number(match[1]), r: Number(match[2]) };
}
