import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** Set ASSAULT_SHOTS to a folder to keep the screenshots the GM sentences below take. */
const SHOTS = process.env.ASSAULT_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.waitForTimeout(800); // the diagram's cards glide to their places (0.5 s)
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function openDungeonAssault(page: Page, width: number) {
  await page.setViewportSize({ width, height: width >= 1920 ? 1080 : 800 });
  await page.goto('/');
  await page.getByTestId('mode-assault').click();
  await page.getByTestId('assault-title').fill('Into the Deeprock mines');
  await page.getByTestId('assault-variant').selectOption('dungeon');
  await expect(page.getByTestId('dungeon-entrances')).toBeVisible();
}

for (const width of [1280, 1920])
  test(`at ${width} px a GM resolves a dungeon assault: entrances, a refused deployment, the melee only, the log citing ASLT-32, the odds and the report`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openDungeonAssault(page, width);
    await expect(page.getByTestId('dungeon-rules')).toContainText('no artillery or missile phase');
    await expect(page.getByTestId('assault-capacity')).toHaveCount(0);
    await shot(page, `dungeon-setup-${width}`);

    await page.getByTestId('assault-start').click();
    await expect(page.getByTestId('assault-stronghold')).toContainText(
      'Dungeon assault (ASLT-32), entrances: Main gate (known, reachable); Collapsed mine (known, reachable); Secret postern (unknown)',
    );
    // The besiegers by hand: the secret postern is refused with its rule, then the knights take the main gate.
    await page.getByLabel('Knights: where').selectOption('Secret postern');
    await page.getByTestId('deploy-by-hand').click();
    await expect(page.getByTestId('assault-message')).toContainText(
      'ASLT-32: entrance Secret postern is not known and reachable to the besieger',
    );
    await page.getByLabel('Knights: where').selectOption('Main gate');
    await page.getByLabel('Spearmen: where').selectOption('Collapsed mine');
    await page.getByTestId('deploy-by-hand').click();
    await expect(page.getByTestId('assault-bar-phase')).toHaveText("Turn 1 · Defender's deployment");
    await expect(page.getByTestId('assault-log')).toContainText(
      'Knights moves from the reserve to the assault zone (entrance “Main gate”).',
    );
    // The garrison by auto-play: no artillery or missile phase underground.
    await page.getByTestId('assault-step').click();
    await expect(page.getByTestId('assault-bar-phase')).toHaveText('Turn 1 · Melee phase');
    await expect(page.getByTestId('assault-log').locator('li').first()).toContainText('ASLT-32');
    await shot(page, `dungeon-deployed-${width}`);
    await page.getByTestId('assault-step').click();
    await expect(page.getByTestId('assault-log')).toContainText(/strikes at .*\(entrance “[^”]+”\)/);
    await shot(page, `dungeon-melee-${width}`);

    await page.getByTestId('assault-run-end').click();
    await expect(page.getByTestId('assault-bar-phase')).toHaveText('Assault over');
    await expect(page.getByTestId('assault-log')).not.toContainText('Artillery phase');
    await expect(page.getByTestId('assault-log')).not.toContainText('Missile phase');
    await shot(page, `dungeon-ended-${width}`);

    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('assault-report').click(),
    ]);
    const text = readFileSync(await report.path(), 'utf8');
    expect(text).toContain('Dungeon assault (ASLT-32)');
    expect(text).toMatch(/\(entrance “Main gate”\).*_\(.*ASLT-32/);

    // Saved and opened again, the assault comes back as the same dungeon assault.
    const outcome = await page.getByTestId('assault-outcome').textContent();
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('assault-save').click(),
    ]);
    const recordPath = await saved.path();
    expect(JSON.parse(readFileSync(recordPath, 'utf8')).input.variant).toBe('dungeon');
    await page.getByTestId('assault-new').click();
    await expect(page.getByTestId('assault-variant')).toHaveValue('dungeon');
    await page.getByTestId('assault-open').setInputFiles(recordPath);
    await expect(page.getByTestId('assault-outcome')).toHaveText(outcome!);

    if (width === 1280) {
      await page.getByTestId('assault-new').click();
      await page.getByTestId('odds-start').click();
      await expect(page.getByTestId('odds-result')).toContainText('of 10,000 assaults.', {
        timeout: 200_000,
      });
      await shot(page, `dungeon-odds-${width}`);
    }
  });
