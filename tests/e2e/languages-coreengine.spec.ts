import { expect, test, type Page } from '@playwright/test';
import { skirmishHexmarchDocument } from '@shared/document';
import { distance, parseHexKey, type HexKey } from '@shared/hex';
import { CampaignModel, dragFrom } from './campaignPlay';
import { stringsOf, untranslatedTexts } from './untranslatedText';

/**
 * Issue 32 for the core engine and the file loader, where a GM meets them: a move the rules refuse (the play
 * message under the map) and a file Hexmarch cannot open (the file message). In the pseudo-locale neither holds
 * untranslated text; in German both are shot at 1280 px and looked at.
 */
const SKIRMISH_TEXT = stringsOf(skirmishHexmarchDocument());
const FILE_NAME = 'Cut short.hexmarch';

/** Opens the skirmish and drops Red's second army out of its reach: the engine refuses the move (MOVE-5..8). */
async function refusedMove(page: Page): Promise<void> {
  const view = page.getByTestId('map-view');
  await expect(view).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-skirmish').click();
  await expect(page.getByTestId('turn-number')).toHaveText(/\d/);
  await page.waitForTimeout(200);
  const model = new CampaignModel(skirmishHexmarchDocument().campaign!);
  const army = model.army('army-2');
  model.play({ type: 'RollMove', armyId: army.id });
  const allowance = model.army(army.id).moveAllowance!;
  const far = (Object.keys(model.state.map.hexes) as HexKey[]).find(
    (h) => distance(parseHexKey(h), parseHexKey(army.hex!)) > allowance + 1,
  )!;
  await dragFrom(page, army.hex!, far);
  await page.mouse.up();
  await expect(page.getByTestId('play-message')).toHaveAttribute('data-kind', 'refusal');
  await expect(page.getByTestId('play-message')).toContainText(/MOVE-\d+/);
}

/** Opens a file cut short in the middle (after Discard: the skirmish has unsaved changes). */
async function refusedFile(page: Page): Promise<void> {
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  const discard = page.getByTestId('discard-confirm');
  if (await discard.isVisible().catch(() => false)) await discard.click();
  await (
    await choosing
  ).setFiles({
    name: FILE_NAME,
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"hexmarch","version":1,"appVersion":"0.1.0","document":{"mapDo'),
  });
  await expect(page.getByTestId('file-message')).toContainText(FILE_NAME);
}

test('pseudo-locale: a refused move and a refused file hold no untranslated text', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?lang=en-XA');
  await refusedMove(page);
  expect(await untranslatedTexts(page, '[data-testid="play-message"]', SKIRMISH_TEXT)).toEqual([]);
  await refusedFile(page);
  expect(
    await untranslatedTexts(page, '[data-testid="file-message"]', [FILE_NAME, 'Cut', 'short.hexmarch']),
  ).toEqual([]);
});

test('German: a refused move and a refused file are shot at 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?lang=de');
  await refusedMove(page);
  await expect(page.getByTestId('play-message')).toContainText(/Hexfeld|Weg|Bewegung/);
  await page.screenshot({ path: 'test-results/lang-de-refused-move-1280.png' });
  await refusedFile(page);
  await expect(page.getByTestId('file-message')).toContainText('beschädigt');
  await page.screenshot({ path: 'test-results/lang-de-refused-file-1280.png' });
});
