import { PSEUDO_LOCALE, isLanguage, matchLanguage, setLanguage, type Language } from '@shared/i18n';

/**
 * Which language the app shows (issue 32): the GM's choice saved on this computer (local storage, like the
 * recovery copy), else the system's: `navigator.languages`, which Electron fills from the operating system's
 * preferred languages (app.getPreferredSystemLanguages) and a browser from its settings. `?lang=de` in the
 * address shows one language for that visit without saving it (the Playwright runs use it).
 */
export type LanguageChoice = Language | 'system';

const STORAGE_KEY = 'hexmarch.language';

export function systemLanguage(): Language {
  const nav = globalThis.navigator;
  return matchLanguage(nav?.languages?.length ? nav.languages : [nav?.language ?? 'en']);
}

export function savedLanguageChoice(): LanguageChoice {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : 'system';
  } catch {
    return 'system'; // storage turned off: follow the system
  }
}

export const languageOf = (choice: LanguageChoice): Language =>
  choice === 'system' ? systemLanguage() : choice;

/** Saves the GM's choice and switches to it at once. */
export function chooseLanguage(choice: LanguageChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage full or off: the choice lasts this visit only.
  }
  setLanguage(languageOf(choice));
}

/** The language to start in: `?lang=` for this visit, else the saved choice, else the system's. */
export function startLanguage(): Language {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  const language = isLanguage(asked) ? asked : languageOf(savedLanguageChoice());
  setLanguage(language);
  return language;
}

export const isPseudoLocale = (language: Language): boolean => language === PSEUDO_LOCALE;
