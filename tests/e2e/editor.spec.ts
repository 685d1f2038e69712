import { expect, test } from '@playwright/test';
import type { HexKey } from '@shared/hex';
import { DEMO_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { TERRAIN_COLORS } from '../../renderer/src/canvas/draw/palette';
import { colourDistance, hexColour, hexToPage, mapPixel } from './mapScreen';

const SEED = 4242;
const WIDTH = 20;
const HEIGHT = 14;

/** The map the dialog must produce: the demo's settings (the dialog's starting point) with the new size and seed. */
function expectedMap() {
  const result = generateMap({ ...DEMO_MAP_PARAMS, width: WIDTH, height: HEIGHT }, SEED);
  if (!result.ok) throw new Error(result.error.join('; '));
  return result.value.map;
}

/** A dry, empty, open hex near the middle: its centre shows plain terrain colour before and after painting. */
function plainOpenHex(map: ReturnType<typeof expectedMap>): HexKey {
  const candidates = Object.entries(map.hexes)
    .filter(([, h]) => h.terrain === 'open' && !h.river && !h.settlement)
    .map(([key, h]) => ({
      key: key as HexKey,
      d: Math.abs(h.q - WIDTH / 2) + Math.abs(h.r + h.q / 2 - HEIGHT / 2),
    }))
    .sort((a, b) => a.d - b.d);
  if (!candidates[0]) throw new Error('no open hex');
  return candidates[0].key;
}

test('a GM generates a seeded map, paints a hex with the brush and undoes it', async ({ page }) => {
  await page.goto('/');
  const view = page.getByTestId('map-view');
  await expect(view).toHaveAttribute('data-camera-scale', /\d/);
  // The app opens on the demo campaign; the editor is the Map mode (a new map replaces the campaign).
  await page.getByTestId('mode-map').click();
  await expect(view).toHaveAttribute('data-mode', 'map');
  await expect(page.getByTestId('edition')).toHaveText('browser');
  await page.screenshot({ path: 'test-results/editor-1-demo.png' });

  await page.getByTestId('new-map-button').click();
  const dialog = page.getByTestId('newmap-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('newmap-seed').fill(String(SEED));
  await page.getByTestId('newmap-width').fill(String(WIDTH));
  await page.getByTestId('newmap-height').fill(String(HEIGHT));
  await expect(page.getByTestId('newmap-preview')).toHaveAttribute('data-seed', String(SEED));
  await expect(page.getByTestId('newmap-fairness')).toBeVisible();
  await page.screenshot({ path: 'test-results/editor-2-new-map-dialog.png' });

  // A width the generator refuses shows validateMapParams' message and disables Generate.
  await page.getByTestId('newmap-width').fill('3');
  await expect(page.getByTestId('newmap-problems-size')).toContainText('The width must be');
  await expect(page.getByTestId('newmap-generate')).toBeDisabled();
  await page.getByTestId('newmap-width').fill(String(WIDTH));
  await expect(page.getByTestId('newmap-generate')).toBeEnabled();
  await page.getByTestId('newmap-generate').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('map-seed')).toHaveText(String(SEED));
  await expect(page.getByTestId('map-summary')).toContainText(`${WIDTH} × ${HEIGHT}`);

  // The seed's terrain at one hex of each kind the map has: the info panel must agree with the generator.
  const map = expectedMap();
  const info = page.getByTestId('info-panel');
  for (const terrain of ['water', 'mountain', 'forest', 'hills'] as const) {
    const hex = Object.values(map.hexes).find((h) => h.terrain === terrain && !h.settlement);
    if (!hex) continue;
    const point = await hexToPage(page, `${hex.q},${hex.r}` as HexKey);
    await page.mouse.move(point.x, point.y);
    await expect(info).toHaveAttribute('data-hex', `${hex.q},${hex.r}`);
    await expect(page.getByTestId('info-terrain')).toHaveText(terrain);
  }
  const target = plainOpenHex(map);
  const centre = await hexToPage(page, target);
  await page.mouse.move(centre.x, centre.y);
  await expect(info).toHaveAttribute('data-hex', target);
  await expect(page.getByTestId('info-terrain')).toHaveText('open');
  const before = await mapPixel(page, centre);
  expect(colourDistance(before, hexColour(TERRAIN_COLORS.open))).toBeLessThan(24);
  await page.screenshot({ path: 'test-results/editor-3-generated.png' });

  await page.getByTestId('tool-brush').click();
  await page.getByTestId('terrain-select').selectOption('water');
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByTestId('info-terrain')).toHaveText('water');
  // Off the map, the brush footprint (a light overlay) goes away and the info panel shows the selected hex.
  await page.mouse.move(1100, 600);
  await expect(info).toHaveAttribute('data-hex', target);
  await expect(page.getByTestId('info-terrain')).toHaveText('water');
  await expect(page.getByTestId('undo-button')).toBeEnabled();
  await expect
    .poll(async () => colourDistance(await mapPixel(page, centre), hexColour(TERRAIN_COLORS.water)))
    .toBeLessThan(24);
  await page.screenshot({ path: 'test-results/editor-4-painted.png' });

  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('info-terrain')).toHaveText('open');
  await expect
    .poll(async () => colourDistance(await mapPixel(page, centre), hexColour(TERRAIN_COLORS.open)))
    .toBeLessThan(24);
  await expect(page.getByTestId('redo-button')).toBeEnabled();
  await page.screenshot({ path: 'test-results/editor-5-undone.png' });
});
