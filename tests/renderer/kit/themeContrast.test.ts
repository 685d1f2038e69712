import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: both themes' tokens, read from styles.css itself, meet WCAG AA (4.5:1) for every text token on every
 * surface a text sits on. The dark tokens are written twice (the system's dark under "System", and the GM's
 * Dark): the two must be equal.
 */
const css = readFileSync(new URL('../../../renderer/src/styles.css', import.meta.url), 'utf8');

function tokensOf(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/--([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
}

function blockAfter(selector: string): string {
  const start = css.indexOf(selector);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const open = css.indexOf('{', start + selector.length - 1);
  return css.slice(open + 1, css.indexOf('}', open));
}

const light = tokensOf(blockAfter(':root {'));
const darkSystem = tokensOf(blockAfter(":root:not([data-theme='light']) {"));
const darkChosen = tokensOf(blockAfter(":root[data-theme='dark'] {"));

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
  it('writes the dark theme twice the same: the system’s dark and the GM’s Dark', () => {
    expect(darkSystem).toEqual(darkChosen);
  });

  it('gives both themes the same tokens', () => {
    expect(Object.keys(darkChosen).sort()).toEqual(Object.keys(light).sort());
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
