import { useTranslation } from '../../i18n';
import { THEME_CHOICES, useThemeChoice, type ThemeChoice } from './theme';

/** System / Light / Dark (issue 32), kept in this computer's settings. */
export function ThemeSwitch() {
  const { t } = useTranslation('desktop');
  const [choice, choose] = useThemeChoice();
  return (
    <label className="theme-switch muted" title={t('theme.tooltip')}>
      {t('theme.label')}{' '}
      <select
        data-testid="theme-switch"
        value={choice}
        onChange={(event) => choose(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(`theme.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
