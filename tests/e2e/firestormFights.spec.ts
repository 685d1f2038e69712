import { expect, test, type Page } from '@playwright/test';
import { newFirestormCampaign } from '@shared/document';
import { DIRECTIONS, hexName, keyOf, neighbor, parseHexKey, type HexKey } from '@shared/hex';
import { isPassable } from '@shared/map';
import { dragAlong, executeByHand, finishBuilds, lockSeat, shots, step } from './firestormPlay';

/**
 * Issue 24 "done means": a default 4-faction Firestorm campaign (New campaign → Firestorm, the map proposed for four
 * factions, dice seed 1) played by hand for three turns, each faction's banner marching one step a turn towards the
 * middle, then simulated to the end with the default policy: battles and sieges happen, and the balance report
 * counts them. The same campaign as `npx hexmarch new --ruleset firestorm --seed 1`.
 */
const FACTIONS = ['Iron Host', 'Ashen Court', 'Bone Legion', 'Gutbusters'];
const made = newFirestormCampaign({ seed: 1, factions: 4, name: 'Firestorm campaign' });
if (!made.ok) throw new Error(made.error);
const { campaign } = made.value;
const map = campaign.map;
const centre = { q: Math.floor(map.width! / 2), r: Math.floor(map.height! / 2) - Math.floor(map.width! / 4) };
const dist = (a: HexKey) => {
  const p = parseHexKey(a);
  return (
    (Math.abs(p.q - centre.q) + Math.abs(p.r - centre.r) + Math.abs(p.q + p.r - centre.q - centre.r)) / 2
  );
};

/** One step towards the middle over passable hexes not yet taken by another faction's path. */
function stepInwards(from: HexKey, taken: Set<string>): HexKey {
  const options = DIRECTIONS.map((d) => keyOf(neighbor(parseHexKey(from), d))).filter(
    (k) => map.hexes[k] && isPassable(map.hexes[k].terrain) && !taken.has(k),
  );
  options.sort((a, b) => dist(a) - dist(b));
  return options[0]!;
}

async function setUp(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-demo-map').click();
  await page.getByRole('radio', { name: 'Firestorm' }).check();
  await page.getByTestId('fs-add-faction').click();
  await page.getByTestId('fs-add-faction').click();
  // The demo map is 30 × 20: far too much empty land for four factions, and the set-up says so.
  await expect(page.getByTestId('fs-land-grab')).toContainText('Land grab: this map has');
  await page.getByTestId('fs-setup-figures').scrollIntoViewIfNeeded();
  await shots(page, 'fights-01-land-grab');
  await page.getByTestId('fs-seed').fill('1');
  await page.getByTestId('fs-propose-map').click();
  await expect(page.getByTestId('fs-land-grab')).toHaveCount(0);
  await expect(page.getByTestId('fs-fairness-notes')).toContainText('The starts are even');
  await expect(page.getByTestId('fs-faction-4')).toBeVisible();
  for (const [i, f] of campaign.factions.entries())
    await expect(page.getByTestId(`fs-tower-${i + 1}`)).toContainText(`hex ${hexName(f.originTowerHex)}`);
  await page.getByTestId('fs-roll-battles').check();
  await page.getByTestId('fs-seed').fill('1');
  await page.getByTestId('fs-setup-figures').scrollIntoViewIfNeeded();
  await shots(page, 'fights-02-setup');
  await page.getByTestId('fs-start').click();
  await page.getByTestId('fs-begin-turn').click();
  await expect(page.getByTestId('fs-turn')).toHaveText('Turn 1');
  await expect(step(page)).toHaveText('Orders');
}

test('a GM plays a default 4-faction Firestorm campaign by hand for three turns, then simulates it to the end: battles and sieges, and the balance report agrees', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await setUp(page);
  const at = new Map(campaign.factions.map((f) => [f.name, f.originTowerHex]));
  for (let turn = 1; turn <= 3; turn++) {
    await expect(page.getByTestId('fs-turn')).toHaveText(`Turn ${turn}`);
    await expect(step(page)).toHaveText('Orders');
    await page.getByTestId('fs-hotseat-start').click();
    const taken = new Set<string>();
    for (const name of FACTIONS) {
      await expect(page.getByTestId('fs-privacy-screen')).toContainText(`Pass to ${name}`);
      await page.getByTestId('fs-privacy-continue').click();
      const from = at.get(name)!;
      const to = stepInwards(from, taken);
      taken.add(to);
      await dragAlong(page, [from, to]);
      await expect(page.getByTestId('fs-order-text').first()).toContainText('Move');
      at.set(name, to);
      if (name === 'Iron Host') await shots(page, `fights-1${turn}-orders`);
      await lockSeat(page);
    }
    await executeByHand(page, FACTIONS);
    // Turn 3 on the board once its orders are carried out: the banners face each other across the middle.
    if (turn === 3) await shots(page, 'fights-13-turn-3');
    if ((await step(page).textContent()) === 'Battles') await page.getByTestId('fs-battles-done').click();
    if ((await step(page).textContent()) === 'Aftermath')
      await page.getByTestId('fs-aftermath-go-on').click();
    await expect(step(page)).toHaveText('Upkeep');
    await page.getByTestId('fs-upkeep-done').click();
    await finishBuilds(page, FACTIONS);
  }
  await expect(page.getByTestId('fs-turn')).toHaveText('Turn 4');
  await shots(page, 'fights-20-after-three-turns');

  // Everything else by the BOT with the default policy (Aggressive, chosen per faction in the auto-play panel).
  for (const name of FACTIONS) {
    await expect(page.getByTestId(`fs-policy-${name}`)).toHaveValue('aggressive');
    await page.getByTestId(`fs-autoplay-${name}`).check();
  }
  await page.getByTestId('fs-autoplay-panel').scrollIntoViewIfNeeded();
  await shots(page, 'fights-21-policies');
  await page.getByTestId('fs-simulate').click();
  await expect(page.getByTestId('fs-victory')).toBeVisible({ timeout: 300_000 });
  await shots(page, 'fights-30-victory');
  // The last turn's log: games won and lost, territories conquered in battle.
  const log = page.getByTestId('fs-log');
  await expect(log).toContainText(/overall (major|minor) victory/);
  await expect(log).toContainText(/conquered hex/);

  // The balance report on the campaign as set up: battles in every campaign, every turn after the third.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('fs-turn')).toHaveText('Turn 4');
  await page.getByTestId('balance-button').click();
  const dialog = page.getByTestId('balance-dialog');
  await dialog.getByLabel('Campaigns to play').fill('40');
  await dialog.getByRole('button', { name: /^Run/ }).click();
  await expect(page.getByTestId('balance-progress')).toContainText('40 campaigns played.', {
    timeout: 300_000,
  });
  await expect(dialog.getByRole('region', { name: 'Battles in each turn' })).toContainText(
    'Campaigns with a battle: 100.0 %',
  );
  await expect(dialog.getByRole('region', { name: 'Battles in each turn' })).toContainText(
    /Campaigns with a siege: [1-9]\d*\.\d %/,
  );
  await expect(dialog.getByRole('region', { name: 'How the factions played' })).toContainText('Aggressive');
  await shots(page, 'fights-40-balance');
  // The battles per turn, below the win shares and the heat map in the report.
  await dialog.getByRole('region', { name: 'Battles in each turn' }).scrollIntoViewIfNeeded();
  await shots(page, 'fights-41-balance-battles');
});
