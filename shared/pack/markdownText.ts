/**
 * Plain text (names the GM typed, engine sentences) made safe to put in Markdown (issue 26): HTML is escaped, so a
 * name like `<img src=x onerror=…>` shows as written on a forum instead of becoming markup, and the characters
 * Markdown reads as emphasis, code or links are backslash-escaped, so a name keeps its stars and brackets. A line
 * that starts with `#`, `>`, `-` or a number and a dot is kept from becoming a heading, quote or list.
 */
export function markdownText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]])/g, '\\$1')
    .replace(/^(\s*)([#+-]|\d+\.)(?=\s)/gm, '$1\\$2');
}
