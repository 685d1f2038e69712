import { expect, test } from '@playwright/test';
import { trustShots } from './trustShots';

/** Issue 27 "The GM's language": no internal ids or setting keys where the GM reads. */
test('the demo history and status bar speak the GM’s language: no purpose tags, battle ids or bare seeds', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', /\w/);
  await expect(page.getByTestId('map-summary')).toContainText(/30 × 20 hexes · map seed 379/);
  await page.getByTestId('history-filter-dice').click();
  const log = page.getByTestId('event-log');
  await expect(log.locator('li').first()).toBeVisible();
  const text = (await log.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/setup\.firstSide|battle\.scenario|dice\.(attacker|defender)|\bbattle-\d/);
  expect(text).toMatch(/D6 for the first-move roll-off \((Red|Blue)\)/);
  await page.getByTestId('history-filter-all').click();
  const all = (await log.innerText()).replace(/\s+/g, ' ');
  expect(all).not.toMatch(/\bbattle-\d|Battle battle/);
  expect(all).toMatch(/created, dice seed \d+/);
  await trustShots(page, 'language-history');
});

test('rule IDs are small citations beside controls, never their labels; roster columns and the defense difficulty are words', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('open-demo-map').click();
  await page.getByTestId('mode-campaign').click();
  const setup = page.getByTestId('setup-start').locator('xpath=ancestor::section[1]');
  await expect(setup).toBeVisible();
  // Labels, legends and options read as words; the IDs stand apart in .rule-cite.
  const labelTexts = await setup
    .locator('legend, label > span:first-child, option, .field > span:first-child')
    .evaluateAll((nodes) =>
      nodes.map((n) => {
        const copy = n.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.rule-cite').forEach((c) => c.remove());
        return copy.textContent ?? '';
      }),
    );
  expect(labelTexts.length).toBeGreaterThan(5);
  for (const text of labelTexts) expect(text).not.toMatch(/\(([A-Z]+-[\d*]+|§\d+)/);
  await expect(setup.locator('.rule-cite').first()).toBeVisible();
  await expect(setup).toContainText('West edge');
  await expect(setup.locator('.rule-cite', { hasText: 'SETUP-2' }).first()).toBeVisible();
  await trustShots(page, 'language-setup');

  await page.getByTestId('mode-assault').click();
  const header = page.getByTestId('roster-besieger').locator('thead');
  for (const word of ['Rating', 'Missile', 'Loose', 'Cavalry', 'Flyer', 'Attack ±'])
    await expect(header).toContainText(word);
  await expect(header).not.toContainText(/\b(Msl|Lse|Cav|Fly|Mod|BR)\b/);
  await trustShots(page, 'language-roster');

  await page.getByTestId('mode-defense').click();
  await expect(page.getByText('Difficulty (enemies per War Cry)')).toBeVisible();
});
