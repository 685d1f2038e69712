import { currentLanguage, i18n, isLanguage } from '@shared/i18n';
import type { HexmarchBridge } from '@shared/ipc';

const told = new WeakSet<object>();

/**
 * Keeps the main process in the GM's language (issue 32): tells the bridge the language now shown and every later
 * switch (the status bar's picker, `?lang=`), so the native menus and dialogs follow the app. Once per bridge.
 */
export function tellLanguage(bridge: Pick<HexmarchBridge, 'setLanguage'>): void {
  if (told.has(bridge)) return;
  told.add(bridge);
  const tell = (language: unknown) => {
    // A main process that cannot hear it keeps its language; the app goes on either way.
    if (isLanguage(language))
      void Promise.resolve()
        .then(() => bridge.setLanguage(language))
        .catch(() => undefined);
  };
  tell(currentLanguage());
  i18n.on('languageChanged', tell);
}
