import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { serializeHexmarchFile } from '@shared/file';
import { siegedDocument } from '../fixtures/siegedFirestorm';
import { openHexmarchFile } from './openFile';

/** Set ASSAULT_SHOTS to a folder to keep the screenshots the GM sentences below take. */
const SHOTS = process.env.ASSAULT_SHOTS;

async function openSiege(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: width >= 1920 ? 1080 : 800 });
  await openHexmarchFile(page, path);
  await expect(page.getByTestId('banner-roster-panel')).toBeVisible();
}

/** Types one unit into the open roster dialog's row `row`. */
async function unit(page: Page, row: number, name: string, br: string) {
  const dialog = page.getByTestId('roster-dialog');
  await dialog.getByTestId('army-roster-add').click();
  await dialog.getByTestId(`army-roster-name-${row}`).fill(name);
  await dialog.getByTestId(`army-roster-br-${row}`).fill(br);
}

for (const width of [1280, 1920])
  test(`at ${width} px the GM gives both banners of a siege a roster, and the Final Assault is fought as an assault (SIEGE-16/17) with the losses written back`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    // The SIEGE-17 scenario's campaign: Ash's banner besieges Iron's at a level-2 stronghold, at its Final Assault.
    const path = info.outputPath('siege.hexmarch');
    writeFileSync(path, serializeHexmarchFile(siegedDocument(), '0.1.0'));
    await openSiege(page, path, width);
    const method = page.getByTestId('fs-final-assault-method');
    await expect(method).toHaveAttribute('data-method', 'quickRoll');
    await expect(method).toContainText('have no roster');

    const panel = page.getByTestId('banner-roster-panel');
    const options = await panel.getByTestId('roster-banner-select').locator('option').allTextContents();
    expect(options).toHaveLength(2);
    // Ash's banner: a BR the rules refuse first, then two units.
    await panel
      .getByTestId('roster-banner-select')
      .selectOption({ index: options.findIndex((o) => /Ash/.test(o)) });
    await panel.getByTestId('edit-banner-roster').click();
    await unit(page, 0, 'Blood warriors', '1.3');
    await expect(page.getByTestId('roster-dialog')).toContainText(
      'BR 1.3 is not a multiple of 0.5 of 0 or more (DATA-9)',
    );
    await expect(page.getByTestId('roster-save')).toBeDisabled();
    await page.getByTestId('roster-dialog').getByTestId('army-roster-br-0').fill('3');
    await unit(page, 1, 'Marauders', '1.5');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fs-roster-dialog-${width}.png` });
    await page.getByTestId('roster-save').click();
    await expect(panel.getByTestId('banner-roster-summary')).toHaveText(
      '2 troop units, 0 heroes, 0 equipment units; total rating 4.5, 200 troops.',
    );
    await expect(method).toHaveAttribute('data-method', 'quickRoll');

    // Iron's garrison banner: one unit, and the siege panel now promises an assault.
    await panel
      .getByTestId('roster-banner-select')
      .selectOption({ index: options.findIndex((o) => /Iron/.test(o)) });
    await panel.getByTestId('edit-banner-roster').click();
    await unit(page, 0, 'Ironbreakers', '1');
    await page.getByTestId('roster-save').click();
    await expect(method).toHaveAttribute('data-method', 'assault');
    await expect(method).toContainText('room for 6 units on the walls, 2 breaches (SIEGE-17)');
    await method.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fs-siege-assault-${width}.png` });

    await expect(page.getByTestId('fs-auto-resolve')).toHaveText('Fight it as an assault instead (SIEGE-16)');
    await page.getByTestId('fs-auto-resolve').click();
    await expect(page.getByTestId('fs-log')).toContainText('was fought as a stronghold assault');
    // ASLT-29: the losses go back to the rosters; Iron's one unit fell, so its banner has no roster left.
    await expect(panel.getByTestId('banner-roster-summary')).toContainText('No roster');
    await panel.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fs-assault-fought-${width}.png` });
  });
