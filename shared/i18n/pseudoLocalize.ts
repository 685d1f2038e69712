/**
 * The pseudo-locale (issue 32): English with every letter accented, about a third longer and in brackets, so a
 * screen shown in it gives away at a glance any text that bypasses the catalogues (plain ASCII letters), any label
 * too narrow for a longer language (a lost closing bracket) and any font without the accents. It is generated from
 * the English catalogues when they load and never stored, so it can never fall behind them.
 */

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Opening and closing marks of every pseudo-localised string: a missing `]` means the text was cut. */
export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';
/** About 35 % more characters, the typical growth from English to German or French. */
const PADDING = 0.35;
const FILLER = '·';

/**
 * What the pseudo-locale must leave as it is: i18next interpolations (`{{name}}`, `{{count, number}}`), nested
 * keys (`$t(ns:key)`) and the tags of react-i18next's Trans (`<0>…</0>`, `<b>`).
 */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>)/;

/** Every letter accented and nothing else: for values Intl formats in the pseudo-locale (month names, "and"). */
export const accentLetters = (text: string): string => [...text].map((ch) => ACCENTED[ch] ?? ch).join('');

export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  let letters = 0;
  const body = text
    .split(KEEP)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      letters += part.length;
      return accentLetters(part);
    })
    .join('');
  return `${PSEUDO_OPEN}${body}${FILLER.repeat(Math.max(1, Math.ceil(letters * PADDING)))}${PSEUDO_CLOSE}`;
}

/** A catalogue (nested objects of strings) with every string pseudo-localised. */
export function pseudoCatalogue<T>(catalogue: T): T {
  if (typeof catalogue === 'string') return pseudoLocalize(catalogue) as T;
  if (catalogue === null || typeof catalogue !== 'object') return catalogue;
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, pseudoCatalogue(value)]),
  ) as T;
}
