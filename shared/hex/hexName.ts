import { hexKey, isHexKey, parseHexKey, type Axial, type HexKey } from './hexKey';
import { axialToOddQ, oddQToAxial } from './offset';
import { t } from '../i18n';

/**
 * The one name a GM reads and types for a hex, everywhere (screen, coordinates overlay, log, refusals, briefings,
 * prints, pack, CLI): the Classic "CCRR" label of printed hex maps — the odd-q column and row (HEX-4) counted
 * from 01, each zero-padded to two digits ("0101" is the top-left hex, "0201" the one to its right).
 * Decision: a column or row past 99 pads both parts to three digits ("101006"), so a name always splits in the
 * middle and needs no map to be read back. Scenario files keep naming hexes "q,r" (the format's spec).
 */
export function hexName(hex: HexKey | Axial, digits?: number): string {
  const { q, r } = typeof hex === 'string' ? parseHexKey(hex) : hex;
  const { col, row } = axialToOddQ({ q, r });
  const column = col + 1;
  const line = row + 1;
  const width = digits ?? (Math.max(Math.abs(column), Math.abs(line)) > 99 ? 3 : 2);
  // Only hexes off a map have a part below 01; a dot keeps their two parts apart ("-49.-24").
  const between = column < 0 || line < 0 ? '.' : '';
  return `${pad(column, width)}${between}${pad(line, width)}`;
}

function pad(value: number, digits: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).padStart(digits, '0');
}

const SEPARATED = /^(-?\d+)\s*[\s.,/:-]\s*(-?\d+)$/;

/**
 * Reads a hex name back ("0201", "02 01", "02.01", "101006"), the inverse of {@link hexName}; null when the text
 * is not a hex name. Whether the hex is on the map is the caller's question.
 */
export function parseHexName(text: string): HexKey | null {
  const trimmed = text.trim();
  const parts = joinedParts(trimmed) ?? SEPARATED.exec(trimmed)?.slice(1, 3);
  if (!parts) return null;
  const [column, line] = parts.map(Number) as [number, number];
  if (!Number.isInteger(column) || !Number.isInteger(line)) return null;
  const { q, r } = oddQToAxial({ col: column - 1, row: line - 1 });
  return hexKey(q, r);
}

/** "0201" → ["02", "01"]; "101006" → ["101", "006"]: unsigned names of even length split in the middle. */
function joinedParts(text: string): [string, string] | null {
  if (!/^\d+$/.test(text) || text.length < 4 || text.length % 2 !== 0) return null;
  return [text.slice(0, text.length / 2), text.slice(text.length / 2)];
}

/** "hex 0201" for a hex key; text that is not a hex key is quoted as given ("\"x,1\""), for refusals (GEN-10). */
export function hexPhrase(key: unknown): string {
  return typeof key === 'string' && isHexKey(key)
    ? t('coreEngine:hexPhrase', { name: hexName(key) })
    : `"${String(key)}"`;
}
