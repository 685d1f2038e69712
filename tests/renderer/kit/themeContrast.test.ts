import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: both themes' tokens, read from styles.css itself, meet WCAG AA (4.5:1) for every text token on every
 * surface a text sits on. Each token is written once, `light-dark(light, dark)` (or one value for both), and the
 * page's color-scheme picks the half: the system's under System, the GM's Light or Dark through data-theme.
 */
const css = readFileSync(new URL('../../../renderer/src/styles.css', import.meta.url), 'utf8');

function blockAfter(selector: string): string {
  const start = css.indexOf(selector);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const open = css.indexOf('{', start + selector.length - 1);
  return css.slice(open + 1, css.indexOf('}', open));
}

const root = blockAfter(':root {');
const declared = [...root.matchAll(/--([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()] as const);

/** One theme's value of each token: the first (light) or second (dark) half of light-dark(), else the value. */
function tokensOf(half: 0 | 1): Record<string, string> {
  return Object.fromEntries(
    declared.map(([name, value]) => {
      const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value);
      return [name, pair ? pair[1 + half]! : value];
    }),
  );
}

const light = tokensOf(0);
const darkChosen = tokensOf(1);

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channel = (i: number) => {
    const c = parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = ['text', 'muted', 'accent', 'danger', 'ok', 'warning-text'];
const SURFACES = ['bg', 'panel', 'panel-2', 'selected'];

describe('theme tokens (issue 32)', () => {
  it('writes each token once, for both themes, and lets the system or the GM’s choice pick the theme', () => {
    expect(declared.length).toBeGreaterThan(10);
    expect(new Set(declared.map(([name]) => name)).size).toBe(declared.length);
    expect(root).toMatch(/color-scheme:\s*light dark;/);
    expect(blockAfter(":root[data-theme='light'] {")).toMatch(/color-scheme:\s*light;/);
    expect(blockAfter(":root[data-theme='dark'] {")).toMatch(/color-scheme:\s*dark;/);
    // No second token set anywhere else in the file (a dark block the light-dark() values would contradict).
    expect(css.match(/--text:/g)).toHaveLength(1);
  });

  it('gives the dark theme a value of its own for the text and surface tokens', () => {
    for (const name of [...TEXT, ...SURFACES]) expect(darkChosen[name], name).not.toBe(light[name]);
  });

  for (const [name, tokens] of [
    ['light', light],
    ['dark', darkChosen],
  ] as const) {
    it(`${name}: every text token on every surface reaches 4.5:1 (WCAG AA)`, () => {
      const failures: string[] = [];
      for (const text of TEXT)
        for (const surface of SURFACES) {
          const ratio = contrast(tokens[text]!, tokens[surface]!);
          if (ratio < 4.5) failures.push(`--${text} on --${surface}: ${ratio.toFixed(2)}`);
        }
      expect(failures).toEqual([]);
    });

    it(`${name}: text on the accent fill (primary buttons, the chosen tab) reaches 4.5:1`, () => {
      expect(contrast(tokens['on-accent']!, tokens['accent-fill']!)).toBeGreaterThanOrEqual(4.5);
      // The current phase is drawn in the page colour on the text colour.
      expect(contrast(tokens.bg!, tokens.text!)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
