import { expect, test, type Page } from '@playwright/test';
import { demoMapDocument, firestormDemoState } from '@shared/document';
import { isPassable } from '@shared/map';
import { defaultTowerHexes, territoryAt } from '@shared/rulesets/firestorm';
import { distance, hexName, parseHexKey, type HexKey } from '@shared/hex';
import { clickHex } from './campaignPlay';
import { colourDistance, hexColour, hexToPage, mapPixel } from './mapScreen';

const shot = (name: string) => ({ path: `test-results/firestorm-board-${name}.png` });

/** Screenshots at the two widths GMs use (1280 and 1920 px wide). */
async function shots(page: Page, name: string) {
  const fit = async () => {
    await page.waitForTimeout(300);
    await page.locator('.map-canvas').focus();
    await page.keyboard.press('f');
    await page.waitForTimeout(300);
  };
  await page.screenshot(shot(`${name}-1280`));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await fit();
  await page.screenshot(shot(`${name}-1920`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await fit();
}

test('a GM sets up a Firestorm campaign: four factions, a moved start territory, a special territory, then starts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  // The GM opens the demo map alone and chooses Firestorm for the new campaign.
  await page.getByTestId('open-demo-map').click();
  await page.getByRole('radio', { name: 'Firestorm' }).check();
  await expect(page.getByTestId('fs-setup')).toBeVisible();
  const map = demoMapDocument().map;
  const corners = defaultTowerHexes(map, 4);
  // Two factions to begin with, each shown at its FS-SETUP-3 corner at once.
  await expect(page.getByTestId('fs-tower-1')).toContainText(`hex ${hexName(corners[0]!)}`);
  await expect(page.getByTestId('fs-tower-2')).toContainText(`hex ${hexName(corners[1]!)}`);
  await page.getByTestId('fs-add-faction').click();
  await page.getByTestId('fs-add-faction').click();
  await expect(page.getByTestId('fs-add-faction')).toHaveCount(0);
  await expect(page.getByTestId('fs-tower-4')).toContainText(`hex ${hexName(corners[3]!)}`);
  await page.getByLabel('Faction 2 name').fill('Ash Lords');
  await page.getByLabel('Faction 2 players').fill('Ash, Abe');
  await page.getByLabel('Faction 3 grand alliance').selectOption('Death');

  // The GM moves the third faction's start territory a few hexes in from its corner.
  const moved = nearbyPassable(map, corners[2]!, 3);
  await page.getByTestId('fs-tower-3').getByRole('button', { name: 'Move' }).click();
  await clickHex(page, moved);
  await expect(page.getByTestId('fs-tower-3')).toContainText(`hex ${hexName(moved)} (moved)`);

  // A special territory tagged on the map, named, worth 3 glory, holding a relic.
  const special = nearbyPassable(map, corners[0]!, 4);
  await page.getByTestId('fs-tag-special').click();
  await clickHex(page, special);
  const form = page.getByTestId(`fs-special-${special}`);
  await form.getByLabel(/^Name/).fill('Eyes of the Prismatikon');
  await form.getByLabel(/^Glory/).fill('3');
  await form.getByLabel(/^Relic/).selectOption({ label: 'Prismatikon' });
  await expect(page.getByTestId('fs-legend')).toContainText('Ash Lords: diagonal lines, dashed border');
  await shots(page, '1-setup');

  await page.getByTestId('fs-start').click();
  await expect(page.getByTestId('fs-turn')).toHaveText('Before turn 1');
  await expect(page.getByTestId('fs-glory-row')).toHaveCount(4);
  await expect(page.getByTestId('fs-glory')).toContainText('Ash Lords');
  // The special territory is on the board: selecting it names it, its glory and relic.
  await clickHex(page, special);
  await expect(page.getByTestId('fs-hex-info')).toContainText('Eyes of the Prismatikon');
  await expect(page.getByTestId('fs-hex-info')).toContainText('worth 3 glory · relic Prismatikon');
  await clickHex(page, moved);
  await expect(page.getByTestId('fs-hex-info')).toContainText('Owner: Bone Legion');
  await expect(page.getByTestId('fs-hex-info')).toContainText("Lord's Tower");
  await shots(page, '2-started');

  // Undo takes the start back to the setup, as for a core campaign.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('fs-setup')).toBeVisible();
});

test('a GM opens the Firestorm demo: territories in faction colours, banners, the legend, glory table and charts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-firestorm-demo').click();
  const demo = firestormDemoState();
  await expect(page.getByTestId('fs-turn')).toHaveText(`Turn ${demo.turn.number}`);
  await expect(page.getByTestId('fs-step')).toHaveText('Orders');
  await expect(page.getByTestId('fs-viewer')).toHaveText("Game master's view");
  // Every faction is in the legend with its pattern and border; every mark is explained.
  const legend = page.getByTestId('fs-legend');
  for (const f of demo.factions) await expect(legend).toContainText(f.name);
  for (const words of ['Special territory', 'Fatigued banner', 'Battle waiting', 'Siege', "Lord's Tower"])
    await expect(legend).toContainText(words);
  await expect(page.getByTestId('fs-glory-chart').locator('polyline')).toHaveCount(4);
  await expect(page.getByTestId('fs-territory-chart').locator('polyline')).toHaveCount(4);

  // An owned hex is tinted towards its owner's colour; its hex info names the owner.
  const [hex, territory] = Object.entries(demo.territories).find(([, t]) => t.owner && t.items.length === 0)!;
  const owner = demo.factions.find((f) => f.id === territory.owner)!;
  const point = await hexToPage(page, hex as HexKey);
  const pixel = await mapPixel(page, { x: point.x + 6, y: point.y - 8 });
  expect(colourDistance(pixel, hexColour(owner.color))).toBeLessThan(140);
  await clickHex(page, hex as HexKey);
  await expect(page.getByTestId('fs-hex-info')).toContainText(`Owner: ${owner.name}`);
  expect(territoryAt(demo, hex)?.owner).toBe(owner.id);
  await shots(page, '3-demo');
});

/** A passable hex `steps` hexes from `from`, the one nearest the map's middle. */
function nearbyPassable(map: ReturnType<typeof demoMapDocument>['map'], from: HexKey, steps: number): HexKey {
  const hexes = Object.values(map.hexes).filter((h) => isPassable(h.terrain));
  const middle = hexes[Math.floor(hexes.length / 2)]!;
  const ring = hexes.filter((h) => distance(h, parseHexKey(from)) === steps);
  ring.sort((a, b) => distance(a, middle) - distance(b, middle));
  const best = ring[0];
  if (!best) throw new Error(`no passable hex near ${from}`);
  return `${best.q},${best.r}` as HexKey;
}
