import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { buildChronicle } from '@shared/chronicle';
import { serializeHexmarchFile } from '@shared/file';
import { setLanguage } from '@shared/i18n';
import { PAPER_NAMES } from '@shared/print';
import { battleBriefing, type Campaign } from '@shared/rulesets/core';
import { playedCoreDocument } from '../shared/chronicle/chronicleFixture';
import { midTurnDocument } from '../shared/pack/packFixture';
import { stringsOf, untranslatedTexts } from './untranslatedText';

/**
 * Issue 32, helper printpack: the Pack, Print/Export and Battlefield dialogs show no untranslated text in the
 * pseudo-locale, and German renderings of them and of the chronicle page are shot to be looked at.
 * The campaign is the skirmish mid-turn with two battles waiting (the pack spec's): its names, and the core
 * engine's briefing sentences the pack quotes (another area's text), are let through.
 */
const document = midTurnDocument();
const campaign = document.campaign as Campaign;
const ALLOWED = [
  ...stringsOf(document),
  ...PAPER_NAMES,
  ...campaign.battles.ids.flatMap((id) => battleBriefing(campaign, id)?.items.map((i) => i.text) ?? []),
  // The GM's own try at a table size, refused in words, and the field's example size (notation, like A4).
  'huge',
  '72x48',
].flatMap((s) => s.split(/[^A-Za-z0-9'’.-]+/).map((w) => w.replace(/^[.'’-]+|[.'’-]+$/g, '')));

async function openMidTurn(page: Page, lang: string): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined });
  });
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (
    await choosing
  ).setFiles({
    name: 'Skirmish night.hexmarch',
    mimeType: 'application/json',
    buffer: Buffer.from(serializeHexmarchFile(document, '0.1.0')),
  });
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'FIGHT');
}

test('the pseudo-locale finds no untranslated text in the Pack, Print/Export and Battlefield dialogs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await openMidTurn(page, 'en-XA');

  await page.getByTestId('pack-button').click();
  await expect(page.getByTestId('pack-page').first()).toBeVisible();
  expect(await untranslatedTexts(page, '[data-testid="pack-dialog"]', ALLOWED)).toEqual([]);
  await page.getByTestId('pack-cancel').click();

  await page.getByTestId('export-button').click();
  await expect(page.getByTestId('export-summary')).not.toBeEmpty();
  expect(await untranslatedTexts(page, '[data-testid="export-dialog"]', ALLOWED)).toEqual([]);
  await page.getByTestId('export-cancel').click();

  const section = page.getByTestId('battle-plan');
  await expect(section.getByTestId('battle-plan-picture')).toBeVisible();
  expect(await untranslatedTexts(page, '[data-testid="battle-plan"]', ALLOWED)).toEqual([]);
  await section.getByTestId('battle-plan-open').click();
  const dialog = page.getByTestId('battlefield-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('battlefield-table').selectOption('other');
  await dialog.getByTestId('battlefield-custom-table').fill('huge');
  await dialog.getByTestId('battlefield-custom-table').press('Enter');
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await untranslatedTexts(page, '[data-testid="battlefield-dialog"]', ALLOWED)).toEqual([]);
});

test('German: the Pack, Export and Battlefield dialogs and the chronicle page are shot to be looked at', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openMidTurn(page, 'de');
  await page.getByTestId('pack-button').click();
  await expect(page.getByTestId('pack-page').first()).toContainText('Schlacht bei');
  await page.screenshot({ path: 'test-results/printpack-de/pack-dialog-1280.png' });
  await page.getByTestId('pack-cancel').click();

  await page.getByTestId('export-button').click();
  await expect(page.getByTestId('export-summary')).not.toBeEmpty();
  await page.screenshot({ path: 'test-results/printpack-de/export-dialog-1280.png' });
  await page.getByTestId('export-cancel').click();

  const section = page.getByTestId('battle-plan');
  await expect(section).toContainText('Tischplan');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/printpack-de/battle-plan-1280.png' });
  await section.getByTestId('battle-plan-open').click();
  const dialog = page.getByTestId('battlefield-dialog');
  await expect(dialog).toContainText('Startwert');
  await page.screenshot({ path: 'test-results/printpack-de/battlefield-dialog-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(250);
  await page.screenshot({ path: 'test-results/printpack-de/battlefield-dialog-1920.png' });

  // The chronicle page as `hexmarch chronicle --lang de` writes it, at a desktop's and a phone's width.
  setLanguage('de');
  const site = buildChronicle(playedCoreDocument(30), { side: null });
  setLanguage('en');
  if (!site.ok) throw new Error(site.error);
  // Opened from the file system, as a club member opens it (the app's own page would impose its CSP).
  const file = resolve('test-results/printpack-de/chronicle/index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, site.value.files['index.html']!);
  await page.goto(pathToFileURL(file).href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('#play')).toHaveText('Abspielen');
  await page.locator('#play').click();
  await expect(page.locator('#play')).toHaveText('Pause');
  await page.locator('#play').click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `test-results/printpack-de/chronicle-${width}.png` });
    await page
      .locator('#battles details')
      .first()
      .evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await page.locator('#battles').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/printpack-de/chronicle-battles-${width}.png` });
    await page.locator('#diaries').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/printpack-de/chronicle-diaries-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});
