import { currentLanguage } from './i18n';
import { PSEUDO_LOCALE } from './languages';
import { accentLetters } from './pseudoLocalize';

/**
 * Intl has no pseudo-locale: it formats `en-XA` as English. Its words (month names, AM, "and") are accented there
 * like catalogue text, so the pseudo-locale still shows what bypassed the formatters; the items of a list (names)
 * are left as they are.
 */
const intlLanguage = (): string => (currentLanguage() === PSEUDO_LOCALE ? 'en' : currentLanguage());
const inPseudo = (): boolean => currentLanguage() === PSEUDO_LOCALE;

/**
 * Numbers, dates and lists outside a catalogue string, in the current language's conventions (German 1.234,5 and
 * 28.11.2026). Inside a catalogue string write `{{n, number}}` or `{{when, datetime}}` instead.
 */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLanguage(), options).format(value);

export function formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string {
  const text = new Intl.DateTimeFormat(intlLanguage(), options).format(value);
  return inPseudo() ? accentLetters(text) : text;
}

export const formatList = (
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string => {
  const format = new Intl.ListFormat(intlLanguage(), { style: 'long', type });
  if (!inPseudo()) return format.format(items);
  return format
    .formatToParts(items)
    .map((part) => (part.type === 'literal' ? accentLetters(part.value) : part.value))
    .join('');
};
