export { i18n, t, currentLanguage, setLanguage } from './i18n';
export { formatNumber, formatDate, formatList } from './format';
export {
  LANGUAGES,
  TRANSLATIONS,
  PSEUDO_LOCALE,
  FALLBACK_LANGUAGE,
  isLanguage,
  matchLanguage,
  type Language,
} from './languages';
export { pseudoLocalize, pseudoCatalogue, PSEUDO_OPEN, PSEUDO_CLOSE } from './pseudoLocalize';
export { EN, DE, NAMESPACES, type Namespace, type TKey } from './catalogues';
