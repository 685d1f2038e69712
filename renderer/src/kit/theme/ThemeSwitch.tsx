import { THEME_CHOICES, useThemeChoice, type ThemeChoice } from './theme';

/** System / Light / Dark (issue 32), kept in this computer's settings. */
export function ThemeSwitch() {
  const [choice, choose] = useThemeChoice();
  return (
    <label className="theme-switch muted" title="The colours of the app’s screens (printouts never change)">
      Theme{' '}
      <select
        data-testid="theme-switch"
        value={choice}
        onChange={(event) => choose(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
