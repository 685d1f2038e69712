import { expect, test, type Page } from '@playwright/test';
import { demoHexmarchDocument } from '@shared/document';
import type { HexKey } from '@shared/hex';
import { clickHex } from './campaignPlay';
import { trustShots } from './trustShots';

/** Issue 27: replay and step-by-step views are read-only everywhere, and the status bar says so. */

/** A hex of the demo without an army on it, to select. */
const quietHex = (() => {
  const campaign = demoHexmarchDocument().campaign!;
  const occupied = new Set(Object.values(campaign.armies.entities).map((a) => a!.hex));
  return (Object.keys(campaign.map.hexes) as HexKey[]).find((h) => !occupied.has(h) && h !== '0,0')!;
})();

async function expectReadOnly(page: Page): Promise<void> {
  await clickHex(page, quietHex);
  await expect(page.getByTestId('hex-label-input')).toHaveCount(0);
  await expect(page.getByTestId('hex-note-input')).toHaveCount(0);
  const hint = page.getByTestId('status-message');
  await expect(hint).toContainText('read-only');
  await expect(hint).not.toContainText(/drag it|Press an army/);
}

test('replay and step-by-step views offer no label or note field and invite no drag', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
  // Live: the selected hex's label and note can be edited.
  await clickHex(page, quietHex);
  await expect(page.getByTestId('hex-label-input')).toBeVisible();
  await page.getByTestId('go-on-button').click();
  await page.getByTestId('replay-back').click();
  await expect(page.getByTestId('replay-note')).toContainText('Read-only');
  await expectReadOnly(page);
  await trustShots(page, 'replay-read-only');
  await page.getByTestId('replay-exit').click();
  await page.getByTestId('replay-step-back').click();
  await expect(page.getByTestId('replay-step-text')).toBeVisible();
  await expectReadOnly(page);
  await trustShots(page, 'step-read-only');
});
