/** A number as SVG markup writes it: rounded to `digits` decimals, no trailing zeros, never "-0". */
export function svgNumber(v: number, digits: number): string {
  const factor = 10 ** digits;
  const rounded = Math.round(v * factor) / factor;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Text and attribute values made safe inside SVG/XML markup. */
export const escapeSvg = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An affine matrix a b c d e f, as Canvas's setTransform and SVG's matrix() order it. */
export type SvgMatrix = [number, number, number, number, number, number];

/** ` transform="matrix(…)"` for `m`, or nothing for the identity. */
export function svgTransformAttr(m: SvgMatrix, digits: number): string {
  const [a, b, c, d, e, f] = m;
  return a === 1 && b === 0 && c === 0 && d === 1 && e === 0 && f === 0
    ? ''
    : ` transform="matrix(${m.map((v) => svgNumber(v, digits)).join(' ')})"`;
}
