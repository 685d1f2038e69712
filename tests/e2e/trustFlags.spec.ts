import { expect, test } from '@playwright/test';
import { demoHexmarchDocument } from '@shared/document';
import { colourDistance, hexColour, hexToPage, mapPixel } from './mapScreen';
import { TRUST_SIZES, trustShotNow } from './trustShots';

/**
 * Issue 27: army flags on the 30 × 20 demo at fit are drawn at least 24 px tall (cloth at least 16 px wide), and the
 * hover label sits beside the hex rather than over its neighbour above.
 */
const campaign = demoHexmarchDocument().campaign!;
const alice1 = Object.values(campaign.armies.entities).find((a) => a!.name === 'Alice 1')!;
const aliceColour = campaign.players.find((p) => p.id === alice1.ownerId)!.color;

for (const size of TRUST_SIZES) {
  test(`at ${size.width} px the demo’s flags at fit are at least 24 px tall`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
    const scale = Number(await page.getByTestId('map-view').getAttribute('data-camera-scale'));
    const grown = Math.max(1, 24 / (28 * scale));
    const centre = await hexToPage(page, alice1.hex!);
    // Near the right edge of the cloth (world x 7..12 of −7..12, y −15..−2 scaled): the player's colour.
    const k = scale * grown;
    const pixel = await mapPixel(page, { x: centre.x + 10 * k, y: centre.y - 9 * k });
    expect(colourDistance(pixel, hexColour(aliceColour))).toBeLessThan(40);
    expect(28 * k).toBeGreaterThanOrEqual(23.9);
    // Hovering: the label is beside the hex, clear of the hex above.
    await page.mouse.move(centre.x, centre.y);
    await page.waitForTimeout(200);
    await trustShotNow(page, 'flags-fit');
  });
}

test('Firestorm: a special territory’s name sits by its star, once', async ({ page }) => {
  for (const size of TRUST_SIZES) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByTestId('open-firestorm-demo').click();
    await expect(page.getByTestId('fs-step')).toHaveText('Orders');
    await trustShotNow(page, 'fs-specials');
  }
});
