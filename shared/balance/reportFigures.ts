import { formatNumber } from '../i18n';

/**
 * A report's figure with `digits` decimals in the current language (12.3 / 12,3): what `toFixed` wrote before issue
 * 32, so an English report reads byte for byte as it did (no thousands separator, the same rounding).
 */
export const fixed = (value: number, digits: number): string =>
  formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });

/** A share as a percentage with one decimal, without its sign: 0.1234 → "12.3". */
export const percentFigure = (share: number): string => fixed(share * 100, 1);

/** A whole number or one with one decimal, as the report's ranges show them. */
export const wholeOrOne = (value: number): string =>
  Number.isInteger(value) ? fixed(value, 0) : fixed(value, 1);
