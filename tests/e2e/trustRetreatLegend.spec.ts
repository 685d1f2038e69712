import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoHexmarchDocument, skirmishHexmarchDocument } from '@shared/document';
import { legalMoves, liveArmies } from '@shared/rulesets/core';
import { CampaignModel, clickHex, expectTurn } from './campaignPlay';
import { hexToPage } from './mapScreen';
import { TRUST_SIZES, trustShotNow } from './trustShots';

/** Issue 27 "Layout and readability": the retreat message keeps the map still; the Legend covers no army at fit. */

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where the map's canvas sits and how tall the turn bar is: neither may change while the game waits. */
async function layout(page: Page) {
  const bar = await box(page.getByTestId('turn-bar'));
  const map = await box(page.getByTestId('map-view').locator('canvas').first());
  return { barHeight: Math.round(bar.height), mapX: Math.round(map.x), mapY: Math.round(map.y) };
}

/** No army's flag (at least 24 px tall, issue 27: pole and cloth above the hex centre) reaches into `cover`. */
async function expectArmiesClearOf(page: Page, cover: Box): Promise<void> {
  const scale = Number(await page.getByTestId('map-view').getAttribute('data-camera-scale'));
  const k = scale * Math.max(1, 24 / (28 * scale));
  const armies = liveArmies(demoHexmarchDocument().campaign!);
  expect(armies.length).toBeGreaterThan(4);
  for (const army of armies) {
    const c = await hexToPage(page, army.hex!);
    const flag = { x: c.x - 14 * k, y: c.y - 20 * k, width: 28 * k, height: 32 * k };
    expect(overlaps(flag, cover), `${army.name} under the Legend`).toBe(false);
  }
}

for (const size of TRUST_SIZES) {
  test(`at ${size.width} px the retreat message keeps the turn bar one line and the map where it was`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
    await page.getByTestId('open-skirmish').click();
    await expectTurn(page, 1, 'MOVE');
    const before = await layout(page);
    // Red holds two armies and attacks with the third; the tabletop result beats the defender, who must retreat.
    const model = new CampaignModel(skirmishHexmarchDocument().campaign!);
    for (const id of ['army-1', 'army-2']) {
      await page.getByTestId(`pick-${id}`).click();
      model.play({ type: 'RollMove', armyId: id });
      await page.getByTestId('hold-button').click();
      model.play({ type: 'MoveArmy', armyId: id, path: [model.army(id).hex!] });
    }
    await page.getByTestId('pick-army-3').click();
    model.play({ type: 'RollMove', armyId: 'army-3' });
    const attack = legalMoves(model.state, 'army-3').find((m) => m.battle)!;
    await clickHex(page, attack.to);
    await page.getByTestId('go-on-button').click();
    await expectTurn(page, 1, 'FIGHT');
    expect(await layout(page)).toEqual(before);
    await page.getByTestId('tabletop-winner').selectOption('attacker');
    await page.getByTestId('tabletop-level').selectOption('minor');
    await page.getByTestId('tabletop-submit').click();
    await expect(page.getByTestId('retreat-panel')).toBeVisible();
    const reason = page.getByTestId('go-on-reason');
    await expect(reason).toContainText('RETREAT-4');
    expect(await layout(page)).toEqual(before);
    // The whole message stays readable: in the reason's tooltip and in the Retreat panel.
    expect(await reason.getAttribute('title')).toContain('RETREAT-4');
    await trustShotNow(page, 'retreat-bar');
  });

  test(`at ${size.width} px the Legend, closed or open, covers none of the demo’s armies at fit`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    const view = page.getByTestId('map-view');
    await expect(view).toHaveAttribute('data-camera-scale', /\d/);
    await page.waitForTimeout(300);
    await expectArmiesClearOf(page, await box(page.getByTestId('map-legend')));
    await trustShotNow(page, 'legend-fit');

    // Opened, the legend takes a column at the board's left and the untouched fit moves the map beside it.
    const before = await view.getAttribute('data-camera-x');
    await page.getByTestId('legend-toggle').click();
    const body = page.getByRole('region', { name: 'Map legend' });
    await expect(body).toBeVisible();
    await expect(view).not.toHaveAttribute('data-camera-x', before ?? '');
    await page.waitForTimeout(300);
    await expectArmiesClearOf(page, await box(body));
    await trustShotNow(page, 'legend-open-fit');
  });
}
