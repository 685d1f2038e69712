import { t } from '../../i18n';
/**
 * A small CSV reader and writer (RFC 4180) for roster files. Decision: no CSV library is in the project's
 * dependencies and a roster is a few dozen short rows, so a documented 60-line parser beats a new dependency.
 * It reads quoted fields with embedded commas, doubled quotes and line breaks, CRLF or LF line ends, a leading
 * byte-order mark, and a semicolon or tab separator when the header line uses one (spreadsheets in many European
 * locales save CSV with semicolons). Blank lines are skipped.
 */

/** The separator of a CSV text: the first of comma, semicolon or tab found outside quotes on its first line. */
export function csvSeparator(text: string): ',' | ';' | '\t' {
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) return ch;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
  }
  return ',';
}

/** The rows of a CSV text, each a list of fields; an unclosed quote is reported rather than guessed at. */
export function parseCsv(input: string): { rows: string[][] } | { error: string } {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const sep = csvSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0]!.trim() !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field.trim() === '') {
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      line++;
      endRow();
    } else field += ch;
  }
  if (quoted) return { error: t('assaultRules:csv.unclosedQuote', { line: quoteLine }) };
  if (field !== '' || row.length > 0) endRow();
  return { rows };
}

/** One CSV field: quoted when it holds a separator, a quote or a line break. */
const csvField = (value: string): string =>
  /[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** CSV text (comma-separated, CRLF line ends as RFC 4180 asks) of rows of fields. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
