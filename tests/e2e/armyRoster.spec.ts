import { expect, test } from '@playwright/test';

const SHOTS = process.env.ASSAULT_SHOTS;

test("a GM gives an army of the campaign a roster in the army's panel: typed units, a CSV import, a refused BR", async ({
  page,
}) => {
  await page.goto('/');
  // The demo campaign is running; its armies have no rosters yet.
  const panel = page.getByTestId('army-roster-panel');
  await expect(panel).toContainText('No roster');
  await page.getByTestId('edit-army-roster').click();
  const dialog = page.getByTestId('roster-dialog');
  await dialog.getByTestId('army-roster-add').click();
  await dialog.getByTestId('army-roster-name-0').fill('Heavy infantry');
  await dialog.getByTestId('army-roster-br-0').fill('2.5');
  await dialog.getByTestId('army-roster-add').click();
  await dialog.getByTestId('army-roster-name-1').fill('Goblins');
  await dialog.getByTestId('army-roster-br-1').fill('0.3');
  await expect(dialog).toContainText('BR 0.3 is not a multiple of 0.5 of 0 or more (DATA-9)');
  await expect(page.getByTestId('roster-save')).toBeDisabled();
  await dialog.getByTestId('army-roster-br-1').fill('0.5');
  // Siege equipment from the ASLT-22 table, by a CSV file the club keeps.
  await dialog.getByTestId('army-roster-import').setInputFiles({
    name: 'red-host.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      "name;br;troops;equipment;pieces\nHeavy infantry;2;120;;\nGoblins;0,5;;;\nRams;;;Battering Ram (20');6\n",
    ),
  });
  await expect(dialog).toContainText('Imported 3 units from red-host.csv.');
  await expect(dialog.getByTestId('army-roster-totals')).toContainText(
    '2 troop units · 0 heroes · 1 equipment unit · total rating 2.5 · 220 troops',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/army-roster-dialog-1280.png` });
  await page.getByTestId('roster-save').click();
  await expect(panel.getByTestId('army-roster-summary')).toHaveText(
    '2 troop units, 0 heroes, 1 equipment unit; total rating 2.5, 220 troops.',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/army-roster-panel-1280.png` });
  // The edit is one undo step of the document.
  await page.keyboard.press('Control+z');
  await expect(panel).toContainText('No roster');
});
