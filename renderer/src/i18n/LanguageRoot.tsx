import { Fragment, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@shared/i18n';
import { useLanguage } from './useLanguage';

/**
 * Gives the app its language. A switch draws the whole app again under the new language (the key), so text that
 * components computed without a hook (shared/'s sentences, memoised labels) changes too; the document, the play
 * state and the undo history live in the store and are untouched.
 */
export function LanguageRoot({ children }: { readonly children: ReactNode }) {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <Fragment key={language}>{children}</Fragment>
    </I18nextProvider>
  );
}
