import type { Page } from '@playwright/test';
import { untranslatedAmong } from '../i18nScan/untranslatedAmong';

export { RULE_ID, stringsOf } from '../i18nScan/untranslatedAmong';

/**
 * What a GM reads in a part of the page that is not pseudo-localised (issue 32). In the pseudo-locale (`en-XA`)
 * every letter of every catalogue string is accented, so plain ASCII letters on screen come from somewhere else:
 * untranslated text, unless they are one of these, which are never translated:
 * - words of the open document's own text (names of sides, players, armies, places, labels and notes);
 * - rule IDs (SIEGE-1, FS-MAP-1, BOT-18, AMD-3) and the spec's name, RULES.md, cited after a sentence;
 * - the product's name, Hexmarch; dice (D6, 2D6), the q,r notation and sheet labels (A1); paper names (A4, Letter) and this
 *   machine's network interface names (eth0), passed in `allowed` by the spec;
 * - hex coordinates and other numbers have no letters to find.
 * Read: visible text nodes, and the title, aria-label and placeholder of visible elements and of options.
 */
export async function untranslatedTexts(
  page: Page,
  root: string,
  allowed: readonly string[],
): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
    };
    for (const scope of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script,style')) continue;
        if (parent.tagName === 'OPTION' || visible(parent)) out.push(node.textContent ?? '');
      }
      for (const el of [scope, ...scope.querySelectorAll('[title],[aria-label],[placeholder]')]) {
        if (el.tagName !== 'OPTION' && !visible(el)) continue;
        for (const attr of ['title', 'aria-label', 'placeholder']) {
          const value = el.getAttribute(attr);
          if (value) out.push(value);
        }
      }
    }
    return out;
  }, root);
  return untranslatedAmong(texts, allowed);
}
