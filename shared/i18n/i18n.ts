import i18next, { type TFunction } from 'i18next';
import { DE, EN, NAMESPACES, type Namespace } from './catalogues';
import { FALLBACK_LANGUAGE, LANGUAGES, PSEUDO_LOCALE, isLanguage, type Language } from './languages';
import { accentLetters, pseudoCatalogue } from './pseudoLocalize';

/**
 * The one i18next instance every part of Hexmarch translates with (issue 32): the renderer (through react-i18next,
 * renderer/src/i18n), shared/'s sentences and refusals, the CLI and the main process. It needs no DOM: plurals come
 * from Intl.PluralRules and `{{n, number}}` / `{{d, datetime}}` from Intl's formats of the current language.
 * Initialised synchronously with every catalogue bundled, so `t` works at import time, in Node and in tests.
 */
export const i18n = i18next.createInstance();

void i18n.init({
  resources: { en: EN, de: DE, [PSEUDO_LOCALE]: pseudoCatalogue(EN) },
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // `en-XA` is a language of its own here, not English with a region.
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  ns: NAMESPACES,
  defaultNS: 'common',
  initAsync: false,
  // React escapes what it shows; the CLI, PDFs and the log are not HTML, so nothing is escaped here.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

// `{{when, datetime}}` in a catalogue string: Intl has no pseudo-locale and would print English month names there,
// which the pseudo-locale scan could not tell from untranslated text; they are accented like catalogue text.
i18n.services.formatter?.add('datetime', (value: Date | number, lng: string | undefined, options) => {
  const text = new Intl.DateTimeFormat(lng === PSEUDO_LOCALE ? 'en' : lng, options).format(value);
  return lng === PSEUDO_LOCALE ? accentLetters(text) : text;
});

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof EN;
  }
}

/**
 * Translates `'ns:path.to.key'` (or a key of `common` without `ns:`) in the current language; keys, namespaces and
 * plural keys (`count`) are type-checked against the English catalogues.
 */
export const t: TFunction<Namespace[]> = i18n.t; // i18next binds its instance's methods, so `t` may travel alone.

export function currentLanguage(): Language {
  const lng = i18n.language;
  return isLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

/** Switches every later `t` (and, through react-i18next, every screen) to `lng`. */
export function setLanguage(lng: Language): void {
  // Synchronous: every catalogue is already loaded, so the language changes before this returns.
  void i18n.changeLanguage(lng);
}
