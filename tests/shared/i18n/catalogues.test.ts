import { describe, expect, it } from 'vitest';
import { DE, EN, NAMESPACES } from '@shared/i18n';

/**
 * English and German are complete and agree (issue 32): the same keys in every namespace, the same interpolation
 * variables and nested keys in each string, and each plural key written in every plural form its language has.
 */
type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** `{{name}}`, `{{count, number}}`, `{{- raw}}` → name; `$t(ns:key)` → $t(ns:key). */
const placeholders = (text: string): string[] =>
  [
    ...[...text.matchAll(/\{\{-?\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\$t\([^)]*\)/g)].map((m) => m[0]),
  ].sort();

const CATALOGUES = { en: EN, de: DE } as const;

describe('the catalogues', () => {
  for (const ns of NAMESPACES) {
    const en = flatten(EN[ns] as Tree);
    const de = flatten(DE[ns] as Tree);

    it(`${ns}: German has exactly the English keys`, () => {
      expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it(`${ns}: each German string has its English string's variables`, () => {
      const differ = [...en].filter(
        ([key, text]) =>
          JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(de.get(key) ?? '')),
      );
      expect(differ.map(([key]) => key)).toEqual([]);
    });

    for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
      it(`${ns}: ${lang} writes each plural in all its plural forms, and no string is empty`, () => {
        const flat = flatten(catalogue[ns] as Tree);
        const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        const bases = new Set(
          [...flat.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
        );
        for (const base of bases)
          for (const form of forms)
            // Intl lists forms a language may use; English and German use one and other.
            expect(flat.has(`${base}_${form}`), `${lang} ${ns}:${base}_${form}`).toBe(true);
        expect([...flat].filter(([, text]) => text.trim() === '').map(([k]) => k)).toEqual([]);
      });
    }
  }

  it('are read: every namespace has strings', () => {
    for (const ns of NAMESPACES) expect(flatten(EN[ns] as Tree).size).toBeGreaterThan(0);
  });
});
