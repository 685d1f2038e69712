import { expect, test, type Page } from '@playwright/test';
import type { HexKey } from '@shared/hex';
import type { MapHex } from '@shared/map';
import { DEMO_MAP_PARAMS, DEMO_SEED, generateMap } from '@shared/mapgen';
import { hexToPage } from './mapScreen';

/** The demo map the app opens on, computed here from the same seed. */
function demoMap() {
  const result = generateMap(DEMO_MAP_PARAMS, DEMO_SEED);
  if (!result.ok) throw new Error(result.error.join('; '));
  return result.value.map;
}

const keyOf = (hex: MapHex) => `${hex.q},${hex.r}` as HexKey;

async function hover(page: Page, key: HexKey) {
  const point = await hexToPage(page, key);
  await page.mouse.move(point.x, point.y);
  await expect(page.getByTestId('info-panel')).toHaveAttribute('data-hex', key);
  return point;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  // The app opens on the demo campaign, whose map is locked (SETUP-1): open the demo map alone, then Map mode.
  await page.getByTestId('open-demo-map').click();
  await page.getByTestId('mode-map').click();
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-mode', 'map');
  await expect(page.getByTestId('campaign-lock')).toBeHidden();
});

test('a drag with the size-3 brush paints a swath that one undo removes', async ({ page }) => {
  const map = demoMap();
  // Two open hexes four columns apart on one row in the middle of the map.
  const row = 9;
  const from = Object.values(map.hexes).find((h) => h.q === 10 && h.r + (h.q - (h.q & 1)) / 2 === row)!;
  const to = Object.values(map.hexes).find((h) => h.q === 14 && h.r + (h.q - (h.q & 1)) / 2 === row)!;
  await page.getByTestId('tool-brush').click();
  await page.getByTestId('terrain-select').selectOption('marsh');
  await page.getByTestId('brush-size').selectOption('2');
  const start = await hover(page, keyOf(from));
  const end = await hexToPage(page, keyOf(to));
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
  await page.screenshot({ path: 'test-results/tools-1-swath.png' });
  await hover(page, keyOf(to));
  await expect(page.getByTestId('info-terrain')).toHaveText('marsh');
  await hover(page, keyOf(from));
  await expect(page.getByTestId('info-terrain')).toHaveText('marsh');

  await page.getByTestId('undo-button').click();
  await expect(page.getByTestId('info-terrain')).toHaveText(from.terrain);
  await page.mouse.move(start.x, start.y + 1);
  await page.screenshot({ path: 'test-results/tools-2-swath-undone.png' });
  // The swath was one step: the next Undo goes back past the demo map to the demo campaign (issue 9).
  await page.getByTestId('undo-button').click();
  await expect(page.getByTestId('campaign-lock')).toBeVisible();
});

test('a refused placement names its rule; a settlement is renamed and moved by dragging', async ({
  page,
}) => {
  const map = demoMap();
  const water = Object.values(map.hexes).find((h) => h.terrain === 'water')!;
  await page.getByTestId('tool-settlement').click();
  await hover(page, keyOf(water));
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByTestId('status-message')).toContainText('water is impassable (HEX-6, SETUP-1)');
  // Nothing was recorded: one Undo goes straight back to the demo campaign the demo map replaced (issue 9).
  await page.getByTestId('undo-button').click();
  await expect(page.getByTestId('campaign-lock')).toBeVisible();
  await page.getByTestId('redo-button').click();
  await expect(page.getByTestId('campaign-lock')).toBeHidden();
  await page.screenshot({ path: 'test-results/tools-3-refused.png' });

  // A village with an empty open neighbour (to the south-east: q + 1, same r).
  const village = Object.values(map.hexes).find((h) => {
    const next = map.hexes[`${h.q + 1},${h.r}` as HexKey];
    return h.settlement?.type === 'village' && next && next.terrain === 'open' && !next.settlement;
  })!;
  const target = `${village.q + 1},${village.r}` as HexKey;

  await page.getByTestId('tool-select').click();
  const at = await hover(page, keyOf(village));
  await page.mouse.down();
  await page.mouse.up();
  await page.mouse.move(1100, 700);
  await page.getByTestId('rename-input').fill('Newbridge');
  await page.getByTestId('rename-input').press('Enter');
  await expect(page.getByTestId('info-settlement')).toHaveText('village “Newbridge”');

  await page.getByTestId('tool-move').click();
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  const drop = await hexToPage(page, target);
  await page.mouse.move(drop.x, drop.y, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('info-panel')).toHaveAttribute('data-hex', target);
  await expect(page.getByTestId('info-settlement')).toHaveText('village “Newbridge”');
  await expect(page.getByTestId('status-message')).not.toContainText('Picked up');
  await page.getByTestId('coordinates-toggle').check();
  // Coordinates are drawn once hexes are big enough to hold them: zoom in at the moved village.
  await page.mouse.move(drop.x, drop.y);
  const scale = Number(await page.getByTestId('map-view').getAttribute('data-camera-scale'));
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
  await expect
    .poll(async () => Number(await page.getByTestId('map-view').getAttribute('data-camera-scale')))
    .toBeGreaterThan(scale * 1.5);
  await page.screenshot({ path: 'test-results/tools-4-moved-zoomed-with-coordinates.png' });
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('info-settlement')).toHaveText('none');
});

test("a fortress is removed and placed again for its owner on the home edge's second line (SETUP-3)", async ({
  page,
}) => {
  const map = demoMap();
  const fortress = Object.values(map.hexes).find((h) => h.settlement?.type === 'fortress')!;
  const owner = fortress.settlement!.originalOwner!;
  await page.getByTestId('tool-remove').click();
  await hover(page, keyOf(fortress));
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByTestId('info-settlement')).toHaveText('none');

  await page.getByTestId('tool-settlement').click();
  await page.getByTestId('settlement-type').selectOption('fortress');
  // Without an owner the placement is refused.
  await hover(page, keyOf(fortress));
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByTestId('status-message')).toContainText('needs an owner player (SETUP-3)');
  await page.getByTestId('fortress-owner').selectOption(owner);
  await hover(page, keyOf(fortress));
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByTestId('info-settlement')).toHaveText(/^fortress/);
  await expect(page.getByTestId('info-controller')).not.toHaveText('neutral');
  await page.screenshot({ path: 'test-results/tools-5-fortress-placed.png' });

  // A second fortress for the same player is refused.
  const spot = Object.values(map.hexes).find((h) => h.q === 6 && h.terrain === 'open' && !h.settlement)!;
  await hover(page, keyOf(spot));
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByTestId('status-message')).toContainText('SETUP-3');
  await expect(page.getByTestId('info-settlement')).toHaveText('none');
});
