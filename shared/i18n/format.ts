import { currentLanguage } from './i18n';

/**
 * Numbers, dates and lists outside a catalogue string, in the current language's conventions (German 1.234,5 and
 * 28.11.2026). Inside a catalogue string write `{{n, number}}` or `{{when, datetime}}` instead.
 */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(currentLanguage(), options).format(value);

export const formatDate = (value: Date | number, options?: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(currentLanguage(), options).format(value);

export const formatList = (
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string => new Intl.ListFormat(currentLanguage(), { style: 'long', type }).format(items);
