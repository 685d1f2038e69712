import { LANGUAGES, isLanguage } from '@shared/i18n';
import { chooseLanguage, savedLanguageChoice, systemLanguage, type LanguageChoice } from './appLanguage';
import { useLanguage } from './useLanguage';
import { useTranslation } from './index';

/** The in-app language switch: System (this computer's language) or one language by name, saved on this computer. */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  useLanguage(); // the saved choice is read again after each switch
  const choice = savedLanguageChoice();
  return (
    <label className="language-picker" title={t('language.tooltip')}>
      <select
        data-testid="language-picker"
        aria-label={t('language.label')}
        value={choice}
        onChange={(event) => {
          const value = event.target.value;
          chooseLanguage(isLanguage(value) ? value : ('system' satisfies LanguageChoice));
        }}
      >
        <option value="system">
          {t('language.system', { language: t(`language.${systemLanguage()}`) })}
        </option>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
