import {
  FALLBACK_LANGUAGE,
  currentLanguage,
  isLanguage,
  matchLanguage,
  setLanguage,
  type Language,
} from '@shared/i18n';

/** The header the phone page names its language in (issue 32): its own choice, `?lang=` included. */
export const LANGUAGE_HEADER = 'x-hexmarch-language';

/**
 * The language to answer a phone's request in: the one the page names, else the browser's Accept-Language (a page
 * that sends neither gets English). The tent's GM may speak another language than each player's phone.
 */
export function requestLanguage(headers: Readonly<Record<string, string | string[] | undefined>>): Language {
  const named = headers[LANGUAGE_HEADER];
  if (isLanguage(named)) return named;
  const accept = headers['accept-language'];
  if (typeof accept !== 'string') return FALLBACK_LANGUAGE;
  return matchLanguage(accept.split(',').map((part) => part.split(';')[0]!.trim()));
}

/**
 * Runs `run` with `language` current and puts the one before back. Only for synchronous work (an async function
 * runs in it up to its first await): the main process's own language, the GM's, is current again at once.
 */
export function inLanguage<T>(language: Language, run: () => T): T {
  const before = currentLanguage();
  if (before === language) return run();
  setLanguage(language);
  try {
    return run();
  } finally {
    setLanguage(before);
  }
}
