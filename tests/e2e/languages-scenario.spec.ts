import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { writeBattleFile } from './battleFile';
import { stringsOf, untranslatedTexts } from './untranslatedText';

/**
 * Issue 32 for the battle scenario generator (SCEN-1..19): a generated Take and Hold with Fog of War deployment
 * (objective markers, the Fog of War chart and every paragraph kind but sabotage and escape) is read in the current
 * language in the battle panel's briefing and tabletop walk, though the file stores it in English.
 */
async function openIn(page: Page, lang: string, path: string): Promise<void> {
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (await choosing).setFiles(path);
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'FIGHT');
}

const DICE = { 'scen.type': [2], 'scen.deploy': [6], 'scen.deeds': [3, 4, 5, 6] };
const PANEL = '[data-testid="battle-briefing"], [data-testid="walk-step-deeds"]';

test('the pseudo-locale leaves no scenario text untranslated in the battle panel', async ({ page }, info) => {
  test.setTimeout(120_000);
  const path = info.outputPath('scenario.hexmarch');
  const { document } = writeBattleFile(path, 'generator', DICE);
  await openIn(page, 'en-XA', path);
  await expect(page.getByTestId('battle-briefing')).toBeVisible();
  expect(await untranslatedTexts(page, PANEL, stringsOf(document))).toEqual([]);
});

test('German at 1280 px: the generated scenario in the battle panel', async ({ page }, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = info.outputPath('scenario.hexmarch');
  writeBattleFile(path, 'generator', DICE);
  await openIn(page, 'de', path);
  const briefing = page.getByTestId('battle-briefing');
  await expect(briefing).toContainText('Szenario: Einnehmen und Halten');
  await expect(briefing).toContainText('Nebel des Krieges');
  await expect(page.getByTestId('walk-step-deeds')).toContainText('Scharfschütze');
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/lang-de-scenario-briefing-1280.png' });
  await page.getByTestId('walk-step-deeds').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/lang-de-scenario-deeds-1280.png' });
});
