/**
 * jsPDF's built-in Helvetica is a standard PDF font in WinAnsi encoding: no embedding, small files, but only
 * Latin-1 and a few more glyphs. The pack's text uses typographic marks from RULES.md (−, ≤, ″, →, ’); they are
 * written as their nearest WinAnsi or ASCII forms so nothing prints as a wrong glyph. Decision: no embedded
 * Unicode font (it would add ~300 kB per PDF for a handful of symbols).
 */
const REPLACEMENTS: readonly (readonly [RegExp, string])[] = [
  [/\u2212/g, '-'],
  [/\u2264/g, '<='],
  [/\u2265/g, '>='],
  [/\u2033/g, '"'],
  [/\u2032/g, "'"],
  [/\u2192/g, '->'],
  [/\u2026/g, '...'],
  [/\u00a0/g, ' '],
];

/** Characters WinAnsi (cp1252) has beyond Latin-1: dashes, curly quotes (German „…“ and ‚…‘ too), bullet, ellipsis. */
const CP1252_EXTRA = new Set('–—‘’“”„‚•…€'.split(''));

export function pdfSafe(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  return [...out].map((ch) => (ch.charCodeAt(0) <= 0xff || CP1252_EXTRA.has(ch) ? ch : '?')).join('');
}
