import { expect, test } from '@playwright/test';
import { trustShots } from './trustShots';

/**
 * Issue 27: assault deployment cannot be got wrong. One place per unit (a breach is a place, not a second tick), no
 * choice that would overfill the assault zone or the breaches, counts that agree with the stronghold's header, the
 * engine's check shown live in unit names, never ids.
 */
test('the besiegers deploy by construction: the ram takes no breach, counts agree, no ids', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('mode-assault').click();
  await page.getByTestId('assault-start').click();
  await expect(page.getByTestId('assault-bar-phase')).toHaveText('Turn 1 · Setup');
  const choice = page.getByTestId('deploy-choice');
  // The example stronghold: room for 3 units on the walls, 1 breach; so 4 in the assault zone, 3 + 1.
  await expect(choice).toContainText(
    'The assault zone holds 4 troop units: 3 by ladder against the walls and 1 at the breach',
  );
  // The ram is equipment: it goes with the assault or stays back, and is never offered a breach; nor are archers.
  await expect(page.getByLabel('Ram 1: Breach')).toHaveCount(0);
  await expect(page.getByLabel('Archers: Breach')).toHaveCount(0);
  await expect(page.getByLabel('Ram 1: With the assault')).toBeVisible();
  // One breach: once the knights hold it, nobody else is offered it.
  await page.getByLabel('Knights: Breach').check();
  await expect(page.getByLabel('Spearmen: Breach')).toBeDisabled();
  for (const unit of ['Spearmen', 'Archers', 'Skirmishers'])
    await page.getByLabel(`${unit}: Ladders`).check();
  await expect(page.getByTestId('deploy-count')).toHaveText(
    '4 of 4 troop units in the assault zone, 1 of 1 at the breach',
  );
  // The zone is full: the heavy infantry are offered the reserve only.
  await expect(page.locator('[aria-label^="Heavy infantry: Ladders"]').first()).toBeDisabled();
  await page.getByLabel('Ram 1: With the assault').check();
  const text = await choice.innerText();
  expect(text).not.toMatch(/\bb-[\w-]+|\.\d\b/);
  await trustShots(page, 'deploy-besieger');
  await expect(page.getByTestId('deploy-by-hand')).toBeEnabled();
  await page.getByTestId('deploy-by-hand').click();
  await expect(page.getByTestId('assault-bar-phase')).toHaveText("Turn 1 · Defender's deployment");
  await expect(page.getByTestId('assault-log')).toContainText('Knights');
});
