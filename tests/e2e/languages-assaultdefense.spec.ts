import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoHexmarchDocument } from '@shared/document';
import { EQUIPMENT } from '@shared/rulesets/assault';
import {
  DEFAULT_CITY_FILE,
  DEFAULT_ENEMY_FILES,
  DEFAULT_FACTION_FILES,
  DEFENSE_DICE,
  EFFECT_KINDS,
} from '@shared/rulesets/defense';
import { EXAMPLE_DRAFT } from '../../renderer/src/rulesets/assault/assaultDraft';
import { stringsOf, untranslatedTexts } from './untranslatedText';
import { dragFromHand } from './defensePlay';

/**
 * Issue 32 for the Assault and Defense tabs (helper "assaultdefense"): in the pseudo-locale no untranslated text is
 * left on the assault's set-up, its choices, its log and its odds, nor on the defense's set-up, a turn with the
 * payment dialog, and the deck editor; then the same screens in German at 1280 px, shot to be looked at.
 * Never translated: the document's names, the example rosters and shipped decks (content a GM edits, like a
 * document), the ASLT-22 equipment names, and the deck file's own vocabulary (effects, dice, keywords).
 */
const ALLOWED = [
  ...stringsOf(demoHexmarchDocument()),
  ...stringsOf(EXAMPLE_DRAFT),
  ...Object.values(EQUIPMENT).map((row) => row.name),
  ...stringsOf([...DEFAULT_FACTION_FILES, ...DEFAULT_ENEMY_FILES, DEFAULT_CITY_FILE]),
  ...EFFECT_KINDS.map((k) => `${k}(n)`),
  ...EFFECT_KINDS,
  ...DEFENSE_DICE,
  'LEADER',
  'MONSTER',
  'MAGIC',
  // What the spec types into the effects box (a GM's own wrong word), and the deck file's field it names.
  'FLY',
  'effects',
];

async function openApp(page: Page, lang: string) {
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
}

/** Each screen of the two tabs, opened in order from the one before. */
const SCREENS: readonly { name: string; open: (page: Page) => Promise<void>; regions: string[] }[] = [
  {
    name: 'assault set-up',
    open: async (page) => {
      await page.getByTestId('mode-assault').click();
      await expect(page.getByTestId('assault-start')).toBeVisible();
    },
    regions: ['body'],
  },
  {
    name: 'assault set-up, a dungeon with a problem',
    open: async (page) => {
      await page.getByTestId('assault-variant').selectOption('dungeon');
      await page.getByTestId('assault-variant').selectOption('standard');
      await page.getByTestId('assault-capacity').fill('');
      await expect(page.locator('.roster-problem')).toBeVisible();
    },
    regions: ['[data-testid="stronghold-fields"]'],
  },
  {
    name: 'assault, the deployment choice and its refusal',
    open: async (page) => {
      await page.getByTestId('assault-capacity').fill('3');
      await page.getByTestId('assault-start').click();
      await page.getByTestId('assault-step').click();
      await expect(page.getByTestId('choice-panel')).toBeVisible();
    },
    regions: ['body'],
  },
  {
    name: 'assault resolved: the log, the outcome, the diagram labels',
    open: async (page) => {
      await page.getByTestId('assault-run-end').click();
      await expect(page.getByTestId('assault-outcome')).toBeVisible();
      await expect(page.getByTestId('assault-log').locator('li').nth(10)).toBeVisible();
    },
    regions: ['body'],
  },
  {
    name: 'assault odds',
    open: async (page) => {
      await page.getByTestId('odds-start').click();
      await expect(page.getByTestId('odds-result')).toBeVisible({ timeout: 120_000 });
    },
    regions: ['[data-testid="assault-odds"]'],
  },
  {
    name: 'defense set-up',
    open: async (page) => {
      await page.getByTestId('mode-defense').click();
      await expect(page.getByTestId('defense-start')).toBeVisible();
    },
    regions: ['body'],
  },
  {
    name: 'defense deck editor',
    open: async (page) => {
      await page.getByTestId('defense-edit-decks').click();
      await page.getByTestId('deck-add-building').click();
      await page.getByTestId('tile-effects').fill('AURA_ATTACK(1), FLY(2)');
      await expect(page.getByTestId('deck-issues')).toBeVisible();
    },
    regions: ['[data-testid="deck-editor"]'],
  },
  {
    name: 'defense, a turn with the payment dialog',
    open: async (page) => {
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByTestId('deck-close').click();
      await page.getByTestId('defense-start').click();
      await expect(page.getByTestId('defense-turn')).toBeVisible();
      for (let i = 0; i < 5 && !(await page.getByTestId('defense-payment').isVisible()); i++)
        await dragFromHand(page, i, '3,3');
    },
    regions: ['body'],
  },
  {
    name: 'defense, after a few moves',
    open: async (page) => {
      if (await page.getByTestId('defense-payment').isVisible()) {
        await page.getByTestId('defense-payment-decide').click();
        await page.getByTestId('defense-payment-pay').click();
      }
      for (let i = 0; i < 4; i++) await page.getByTestId('defense-decide').click();
      await dragFromHand(page, 0, '0,0');
    },
    regions: ['body'],
  },
];

test('the pseudo-locale finds no untranslated text on the Assault and Defense tabs', async ({ page }) => {
  test.setTimeout(300_000);
  await openApp(page, 'en-XA');
  const found: Record<string, string[]> = {};
  for (const screen of SCREENS) {
    await screen.open(page);
    const texts = await untranslatedTexts(page, screen.regions.join(','), ALLOWED);
    if (texts.length) found[screen.name] = texts;
  }
  expect(found).toEqual({});
});

test('German: the Assault and Defense tabs at 1280 px, shot to be looked at', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, 'de');
  mkdirSync('test-results', { recursive: true });
  const shoot = (name: string) =>
    page.screenshot({ path: `test-results/lang-de-${name}-1280.png`, fullPage: true });
  for (const [i, screen] of SCREENS.entries()) {
    await screen.open(page);
    await shoot(`assaultdefense-${i + 1}`);
  }
  await expect(page.getByTestId('mode-assault')).toHaveText('Sturm');
});
