import { setI18n } from 'react-i18next';
import { i18n } from '@shared/i18n';

/**
 * The renderer's side of the i18n kernel (issue 32): react-i18next over shared/'s one i18next instance. Import
 * `useTranslation` and `Trans` from here (not from react-i18next), which makes sure the instance is registered
 * also where no LanguageRoot is around (unit tests rendering one component).
 */
setI18n(i18n);

export { useTranslation, Trans } from 'react-i18next';
export { useLanguage } from './useLanguage';
