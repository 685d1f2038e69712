// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '@shared/i18n';
import { LanguagePicker } from '../../../renderer/src/i18n/LanguagePicker';
import { LanguageRoot } from '../../../renderer/src/i18n/LanguageRoot';
import { startLanguage } from '../../../renderer/src/i18n/appLanguage';
import { useTranslation } from '../../../renderer/src/i18n';

function Label() {
  const { t } = useTranslation('common');
  return <p data-testid="label">{t('count.turns', { count: 1234 })}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  setLanguage('en');
});

describe('the language switch (issue 32)', () => {
  it('starts in the system language and switches the whole app, saving the choice on this computer', () => {
    expect(startLanguage()).toBe('en'); // jsdom's navigator speaks en-US
    render(
      <LanguageRoot>
        <Label />
        <LanguagePicker />
      </LanguageRoot>,
    );
    expect(screen.getByTestId('label').textContent).toBe('1,234 turns');
    fireEvent.change(screen.getByTestId('language-picker'), { target: { value: 'de' } });
    expect(currentLanguage()).toBe('de');
    expect(screen.getByTestId('label').textContent).toBe('1.234 Züge');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(localStorage.getItem('hexmarch.language')).toBe('de');
    // The next start keeps it; System forgets it.
    setLanguage('en');
    expect(startLanguage()).toBe('de');
    fireEvent.change(screen.getByTestId('language-picker'), { target: { value: 'system' } });
    expect(localStorage.getItem('hexmarch.language')).toBeNull();
    expect(currentLanguage()).toBe('en');
  });
});
