import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatList,
  i18n,
  formatNumber,
  matchLanguage,
  pseudoLocalize,
  setLanguage,
  t,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
} from '@shared/i18n';

afterEach(() => setLanguage('en'));

describe('the i18n kernel', () => {
  it('translates with plurals and the language’s number format', () => {
    expect(t('common:count.hexes', { count: 1 })).toBe('1 hex');
    expect(t('common:count.hexes', { count: 1234 })).toBe('1,234 hexes');
    setLanguage('de');
    expect(t('common:count.hexes', { count: 1 })).toBe('1 Hexfeld');
    expect(t('common:count.hexes', { count: 1234 })).toBe('1.234 Hexfelder');
  });

  it('formats numbers and dates in the current language', () => {
    const day = new Date(Date.UTC(2026, 10, 28, 12));
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 28, 2026');
    setLanguage('de');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('28.11.2026');
  });

  it('follows the system’s first language it speaks, else English', () => {
    expect(matchLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(matchLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(matchLanguage(['fr-FR', 'ja'])).toBe('en');
    expect(matchLanguage(['en-XA'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
  });

  it('pseudo-localises every letter, pads and brackets, and keeps placeholders and tags', () => {
    const out = pseudoLocalize('Siege of {{name}} <0>ends</0> $t(common:count.turns)');
    expect(out.startsWith(PSEUDO_OPEN) && out.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(out).toContain('{{name}}');
    expect(out).toContain('<0>');
    expect(out).toContain('</0>');
    expect(out).toContain('$t(common:count.turns)');
    const outside = out.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>/g, '');
    expect(outside).not.toMatch(/[A-Za-z]/);
    // The text a GM reads ('Siege of ', ' ends ', 15 characters) grows by a third: a label that only just fits in
    // English is cut in the pseudo-locale, as it would be in German.
    expect(outside.length).toBeGreaterThanOrEqual(Math.ceil(15 * 1.35) + 2);
  });

  it('shows the pseudo-locale made from English, names left as they are', () => {
    setLanguage('en-XA');
    const text = t('common:count.hexes', { count: 2 });
    expect(text).toMatch(/^\[2 ĥéẋéš·+\]$/);
  });

  it('formats dates and lists in the pseudo-locale with Intl’s words accented and the listed names left alone', () => {
    setLanguage('en-XA');
    const when = new Date(Date.UTC(2026, 10, 29, 12, 0));
    const date = formatDate(when, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(date).toBe('Ñöṽ 29');
    expect(formatList(['Red', 'Blue', 'Green'])).toBe('Red, Blue, åñð Green');
    const viaCatalogue = i18n.services.formatter?.format(when, 'datetime', 'en-XA', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(viaCatalogue).toBe('Ñöṽéɱƀéŕ');
    setLanguage('de');
    expect(formatDate(when, { month: 'long', timeZone: 'UTC' })).toBe('November');
    expect(formatList(['Rot', 'Blau'])).toBe('Rot und Blau');
  });
});
