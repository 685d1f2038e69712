import { expect, test } from '@playwright/test';
import { clickHex } from './campaignPlay';
import { playActionByHand } from './defensePlay';
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
