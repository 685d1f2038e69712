import { expect, test, type Page } from '@playwright/test';
import { demoMapDocument, skirmishHexmarchDocument } from '@shared/document';
import { hexName, type HexKey } from '@shared/hex';
import { legalFortressHexes, legalMoves } from '@shared/rulesets/core';
import { CampaignModel, clickHex, expectTurn } from './campaignPlay';
import { hexToPage } from './mapScreen';

const WIDTHS = [800, 1280, 1920] as const;
const shot = (name: string, width: number) => ({ path: `test-results/polish-${name}-${width}.png` });

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 800 ? 600 : width === 1280 ? 800 : 1080 });
    await page.waitForTimeout(250);
    await page.screenshot(shot(name, width));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(250);
}

test('setup draws each placement at once, fortresses named; the Map tab then shows the campaign as it is', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const view = page.getByTestId('map-view');
  await expect(view).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-demo-map').click();
  await expect(page.getByTestId('setup-panel')).toBeVisible();
  // Before Start, every army the app will place is already on the map, and the hint speaks of setting up.
  await expect(view).toHaveAttribute('data-army-count', /^[1-9]\d*$/);
  await expect(page.getByTestId('status-message')).toContainText('Set the campaign up on the right');

  // The GM moves the first player's fortress to another legal hex by clicking it on the map.
  const document = demoMapDocument();
  const side = document.sides[0];
  const player = side.players[0]!;
  const current = (Object.keys(document.map.hexes) as HexKey[]).find(
    (key) => document.map.hexes[key]!.settlement?.controller === player.id,
  );
  const target = legalFortressHexes(document.map, side.homeEdge).find(
    (key) => key !== current && !document.map.hexes[key]!.settlement,
  )!;
  await page.getByTestId(`place-fortress-${player.id}`).click();
  await clickHex(page, target);
  const info = page.getByTestId('campaign-hex-info');
  await expect(info).toContainText(`Hex ${hexName(target)}`);
  await expect(info).toContainText(`fortress`);
  await expect(info).toContainText(`${player.name}'s Keep`);
  await shoot(page, 'setup-preview');

  await page.getByTestId('setup-start').scrollIntoViewIfNeeded();
  await page.getByTestId('setup-start').click();
  await expectTurn(page, 1, 'MOVE');
  // The side panel starts at its top, on the armies to move (the Start button had scrolled it to its bottom);
  // whichever side the roll-off (SETUP-8) put first.
  await expect(page.locator('.side-panel')).toHaveJSProperty('scrollTop', 0);
  await expect(page.getByTestId(/^pick-army-/).first()).toBeInViewport();
  await expect(page.getByTestId('status-message')).toContainText('Press an army of the side to move');
  // The Map tab: the campaign's fortress, named, and fairness measured on the campaign.
  await page.getByTestId('mode-map').click();
  await expect(page.getByTestId('campaign-lock')).toBeVisible();
  await clickHex(page, target);
  await expect(page.getByTestId('info-offset')).toHaveText(hexName(target));
  await expect(page.getByTestId('info-panel')).toContainText(`${player.name}'s Keep`);
  await expect(page.getByTestId('info-controller')).toContainText(player.name);
  if (current) {
    await clickHex(page, current);
    await expect(page.getByTestId('info-panel')).not.toContainText('fortress');
  }
  await expect(page.getByText('Fairness of “New campaign”')).toBeVisible();
  await shoot(page, 'map-tab-truth');
});

test('the keyboard: browsing "Move to" moves nothing, Esc puts down from the sidebar, arrows move a hex cursor; hexes read "0201"', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-skirmish').click();
  await expectTurn(page, 1, 'MOVE');
  const model = new CampaignModel(skirmishHexmarchDocument().campaign!);
  const army = model.army('army-1');

  await page.getByTestId('pick-army-1').click();
  model.play({ type: 'RollMove', armyId: army.id });
  await expect(page.getByTestId('picked-army')).toContainText(`at ${hexName(army.hex!)}`);
  const select = page.getByTestId('destination-select');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Still picked up, still on its hex: the list only chose.
  await expect(page.getByTestId('picked-army')).toContainText(`at ${hexName(army.hex!)}`);
  await expect(page.getByTestId('event-log')).not.toContainText(`Red's ${army.name} moves`);
  const options = await select.locator('option').allTextContents();
  expect(options.slice(1).every((text) => /^\d{4} \(\d+ steps?(, battle)?\)$/.test(text))).toBe(true);
  expect(options.join(' ')).not.toContain('1 steps');
  await shoot(page, 'move-to');

  // Escape with the focus on a sidebar button puts the army down.
  await page.getByTestId('hold-button').focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('picked-army')).toHaveCount(0);

  // The keyboard cursor: focus the map, arrows walk the hexes, the panel names each in the one hex name.
  await page.getByTestId('pick-army-1').click();
  const moves = legalMoves(model.state, army.id).filter((m) => !m.battle && m.to !== army.hex);
  const goal = moves[0]!.to;
  const canvas = page.locator('[data-testid="map-view"] [tabindex="0"]').first();
  await canvas.focus();
  // The first arrow puts the cursor on a hex (the top-left one when none is selected); the panel names it.
  await page.mouse.move(0, 0);
  await page.keyboard.press('ArrowRight');
  const start = (await page.getByTestId('campaign-hex-info').locator('h2').textContent())!.replace(
    'Hex ',
    '',
  );
  expect(start).toMatch(/^\d{4}$/);
  const [fromCol, fromRow] = [Number(start.slice(0, 2)), Number(start.slice(2))];
  const { col, row } = colRow(goal);
  const info = page.getByTestId('campaign-hex-info');
  for (let i = 0; i < Math.abs(col - fromCol); i++)
    await page.keyboard.press(col > fromCol ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(row - fromRow); i++)
    await page.keyboard.press(row > fromRow ? 'ArrowDown' : 'ArrowUp');
  await expect(info).toContainText(`Hex ${hexName(goal)}`);
  await shoot(page, 'hex-cursor');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('event-log')).toContainText(`Red's ${army.name} moves`);
  await expect(page.getByTestId('event-log')).toContainText(/hex \d{4}|moves \d/);
});

function colRow(key: HexKey): { col: number; row: number } {
  const name = hexName(key);
  return { col: Number(name.slice(0, 2)), row: Number(name.slice(2)) };
}

test('the coordinates overlay writes the same hex names as the log and the panels', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-skirmish').click();
  await page.getByTestId('mode-map').click();
  await page.getByTestId('coordinates-toggle').check();
  const first = await hexToPage(page, '0,0' as HexKey);
  await page.mouse.move(first.x, first.y);
  await expect(page.getByTestId('info-offset')).toHaveText('0101');
  await shoot(page, 'coordinates');
});
