import { useEffect, useState } from 'react';

/** The GM's choice: follow the system (prefers-color-scheme), or always light, or always dark (issue 32). */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** Where the choice is kept: this computer's settings (localStorage in both editions), not the campaign file. */
export const THEME_KEY = 'hexmarch.theme';

export function readThemeChoice(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ThemeChoice {
  const stored = storage?.getItem(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage turned off: the system's theme, unsaved
  }
}

/**
 * Puts the choice on <html data-theme> for styles.css: "light" or "dark" pins the tokens; "system" removes the
 * attribute, so the prefers-color-scheme media query decides and follows a change of the system's setting live.
 */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** The choice, applied at once and saved for the next start. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice());
  useEffect(() => applyThemeChoice(choice), [choice]);
  return [
    choice,
    (next) => {
      setChoice(next);
      try {
        if (next === 'system') safeStorage()?.removeItem(THEME_KEY);
        else safeStorage()?.setItem(THEME_KEY, next);
      } catch {
        // Not kept: the choice holds for this session only.
      }
    },
  ];
}
