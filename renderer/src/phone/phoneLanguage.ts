import i18next from 'i18next';
import { isLanguage, matchLanguage, PSEUDO_LOCALE, type Language } from '@shared/i18n/languages';
import { pseudoCatalogue } from '@shared/i18n/pseudoLocalize';
import enPhone from '@shared/i18n/locales/en/phone.json' with { type: 'json' };
import dePhone from '@shared/i18n/locales/de/phone.json' with { type: 'json' };

/**
 * The phone page's words (issue 32). The page must load fast over a club's Wi-Fi, so it carries its own i18next
 * instance with only its own catalogue (`phone`), not the app's every namespace; the tent's refusals arrive already
 * worded, in the language the page names in its requests (phoneApi).
 */
const phoneI18n = i18next.createInstance();
void phoneI18n.init({
  resources: {
    en: { phone: enPhone },
    de: { phone: dePhone },
    [PSEUDO_LOCALE]: { phone: pseudoCatalogue(enPhone) },
  },
  lng: 'en',
  fallbackLng: 'en',
  ns: ['phone'],
  defaultNS: 'phone',
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  initAsync: false,
  // The page builds DOM nodes from text (never innerHTML), so nothing is escaped here.
  interpolation: { escapeValue: false },
});

/** Translates a key of the phone catalogue, `'phone:…'` as everywhere else. */
export const pt = phoneI18n.t;

/**
 * The phone's language, by the app's rules (renderer/src/i18n/appLanguage.ts): `?lang=` for this visit, else the
 * browser's preferred languages (navigator.languages); English when it speaks none Hexmarch does.
 */
export function phoneLanguage(search: string, languages: readonly string[]): Language {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : matchLanguage(languages);
}

/** Switches the page to `language`; the document's `lang` follows, for hyphenation and screen readers. */
export function switchPhoneLanguage(language: Language): void {
  void phoneI18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const currentPhoneLanguage = (): Language =>
  isLanguage(phoneI18n.language) ? phoneI18n.language : 'en';
