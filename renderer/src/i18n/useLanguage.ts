import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n, type Language } from '@shared/i18n';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

/** The current language; a component using it draws again when the GM switches language. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
