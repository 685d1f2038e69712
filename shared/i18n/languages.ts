/**
 * The languages Hexmarch speaks (issue 32). `en-XA` is the pseudo-locale (the code Android and Chromium use for
 * theirs): English made visibly foreign, for finding text that is not translated or does not fit.
 */
export const TRANSLATIONS = ['en', 'de'] as const;
export const PSEUDO_LOCALE = 'en-XA';
export type Language = (typeof TRANSLATIONS)[number] | typeof PSEUDO_LOCALE;
export const LANGUAGES: readonly Language[] = [...TRANSLATIONS, PSEUDO_LOCALE];
/** English is the fallback for anything a translation lacks and for a system language Hexmarch does not speak. */
export const FALLBACK_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the system's preferred languages (BCP 47 tags, best first: `navigator.languages`, Electron's
 * `app.getPreferredSystemLanguages()`) that Hexmarch speaks, matched on the primary subtag (`de-AT` is German);
 * English if none is. The pseudo-locale is never chosen this way, only by name.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const found = TRANSLATIONS.find((lang) => lang === primary);
    if (found) return found;
  }
  return FALLBACK_LANGUAGE;
}
