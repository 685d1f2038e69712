import { expect, test } from '@playwright/test';
import { clickHex } from './campaignPlay';
import { playActionByHand } from './defensePlay';
import { firestormDemoState } from '@shared/document';
import type { HexKey } from '@shared/hex';

/** The skirmish's Blue fortress (shared/document skirmish): Bromodale Keep, held by the Blue player. */
const BROMODALE = '6,3' as HexKey;

test('a GM defends a campaign settlement in the defense game, undoes a move, and the result reaches the campaign log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByTestId('open-skirmish').click();
  await expect(page.getByTestId('map-summary')).toContainText('8 × 8');

  // ANV-1: the settlement's hex panel offers the defense; its side's players defend.
  await clickHex(page, BROMODALE);
  await expect(page.getByTestId('campaign-hex-info')).toContainText('Bromodale Keep');
  await page.getByTestId('defend-settlement').click();
  await expect(page.getByTestId('defense-launch')).toContainText('Blue holds it: Blue player defends');
  await page.getByTestId('defense-affects-campaign').check();
  await page.screenshot({ path: 'test-results/defense-campaign-1-setup-1280.png' });
  await page.getByTestId('defense-start').click();
  await expect(page.getByTestId('defense-turn')).toContainText('Bromodale Keep');
  await expect(page.getByTestId('defense-turn')).toContainText('Turn 1: Blue player');

  // A real drag (or a pass), then undo puts the game back as it was.
  const before = await page.getByTestId('defense-log').textContent();
  await playActionByHand(page, new Set());
  await expect(page.getByTestId('defense-log')).not.toHaveText(before ?? '');
  await page.getByTestId('defense-undo').click();
  await expect(page.getByTestId('defense-log')).toHaveText(before ?? '');
  await expect(page.getByTestId('defense-undo')).toBeDisabled();
  await playActionByHand(page, new Set());

  // Auto-play to the end: the result goes to the campaign (ANV-40) and undo stops there.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByTestId('defense-autoplay').click();
  await expect(page.getByTestId('defense-recorded')).toContainText(
    'The result is in the campaign log of Blue',
  );
  await expect(page.getByTestId('defense-undo')).toBeDisabled();
  await page.screenshot({ path: 'test-results/defense-campaign-2-scored-1920.png' });
  const fell = (await page.getByTestId('defense-score').textContent())?.includes('The city fell');

  await page.getByTestId('defense-back').click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('event-log')).toContainText(/Blue defended .*Bromodale Keep|Blue defended/);
  if (fell) await expect(page.getByTestId('event-log')).toContainText('is neutral now');
  await page.screenshot({ path: 'test-results/defense-campaign-3-log-1280.png' });
});

test('a GM defends a Firestorm walled territory: the holding faction’s players defend, the result reaches the Firestorm log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const demo = firestormDemoState();
  const iron = demo.factions.find((f) => f.name === 'Iron Host')!;
  await page.goto('/');
  await page.getByTestId('open-firestorm-demo').click();
  await expect(page.getByTestId('fs-step')).toHaveText('Orders');

  // ANV-1: the Lord's Tower territory of the Iron Host offers the defense; its players defend.
  await clickHex(page, iron.originTowerHex as HexKey);
  await expect(page.getByTestId('fs-hex-info')).toContainText('Iron Host');
  await page.getByTestId('fs-defend-territory').click();
  await expect(page.getByTestId('defense-launch')).toContainText(
    `Iron Host holds it: ${iron.playerIds.join(', ')} defend`,
  );
  await expect(page.getByTestId('defense-launch')).toContainText('a Lord’s Tower stays');
  await page.getByTestId('defense-affects-campaign').check();
  if (process.env.DEFENSE_SHOTS)
    await page.screenshot({ path: 'test-results/defense-firestorm-1-setup-1280.png' });
  await page.getByTestId('defense-start').click();
  // ANV-8: the first player is drawn by lot among the defenders.
  await expect(page.getByTestId('defense-turn')).toContainText(
    new RegExp(`Turn 1: (${iron.playerIds.join('|')})`),
  );
  await page.getByTestId('defense-autoplay').click();
  await expect(page.getByTestId('defense-recorded')).toContainText(
    'The result is in the campaign log of Iron Host',
  );
  if (process.env.DEFENSE_SHOTS) {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: 'test-results/defense-firestorm-2-scored-1920.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.getByTestId('defense-back').click();
  await expect(page.getByTestId('fs-log')).toContainText(
    /Iron Host defended .* in a settlement defense: .*\(ANV-1, ANV-40\)/,
  );
  // The tower is never removed (ANV-40): the territory still offers a defense.
  await expect(page.getByTestId('fs-hex-info')).toContainText('Lord');
  if (process.env.DEFENSE_SHOTS)
    await page.screenshot({ path: 'test-results/defense-firestorm-3-log-1280.png' });
});

test('a GM saves the campaign with a defense game under way and reopens it where it was', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  // Save by download (no save picker, as in Firefox); the reload's "Leave site?" is answered yes.
  await page.addInitScript(() => Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }));
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await page.getByTestId('open-skirmish').click();
  await clickHex(page, BROMODALE);
  await page.getByTestId('defend-settlement').click();
  await page.getByTestId('defense-start').click();
  await playActionByHand(page, new Set());
  await page.getByTestId('defense-decide').click();
  const turn = await page.getByTestId('defense-turn').textContent();
  const log = await page.getByTestId('defense-log').textContent();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('file-save').click();
  const download = await downloading;
  const saved = info.outputPath(download.suggestedFilename());
  await download.saveAs(saved);

  await page.reload();
  await page.getByTestId('mode-defense').click();
  await expect(page.getByTestId('defense-start')).toBeVisible();
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (await choosing).setFiles(saved);
  await expect(page.getByTestId('defense-turn')).toHaveText(turn!);
  await expect(page.getByTestId('defense-log')).toHaveText(log!);
  await expect(page.getByTestId('file-name')).toHaveText(download.suggestedFilename());
  // It goes on from there: undo is there, and a move marks the file unsaved.
  await expect(page.getByTestId('defense-undo')).toBeEnabled();
  await page.getByTestId('defense-decide').click();
  await expect(page.getByTestId('file-name')).toHaveText(`${download.suggestedFilename()} •`);
  if (process.env.DEFENSE_SHOTS)
    await page.screenshot({ path: 'test-results/defense-campaign-4-reopened-1280.png' });
});
