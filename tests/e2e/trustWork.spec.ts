import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { skirmishHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { openHexmarchFile } from './openFile';
import { trustShots } from './trustShots';

/** Issue 27 "No mode loses work": the Assault tab's work is the document's, and Restore keeps the file's name. */

async function editRoster(page: Page, name: string): Promise<void> {
  await page.getByTestId('mode-assault').click();
  await page.getByTestId('roster-besieger-add').click();
  const last = (await page.locator('[data-testid^="roster-besieger-row-"]').count()) - 1;
  await page.getByTestId(`roster-besieger-name-${last}`).fill(name);
  await page.getByTestId(`roster-besieger-br-${last}`).fill('3');
}

/** Reload as a crash would leave it (the recovery copy is written a second after a change), then Restore. */
async function reloadAndRestore(page: Page): Promise<void> {
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByTestId('recovery-offer')).toBeVisible();
  await page.getByTestId('recovery-restore').click();
  await expect(page.getByTestId('recovery-offer')).toHaveCount(0);
}

test('the Assault tab’s rosters and a finished assault are unsaved changes, in the recovery copy and back with Restore', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.goto('/');
  await expect(page.getByTestId('file-name')).toHaveText('Untitled');
  await editRoster(page, 'Ogres');
  await expect(page.getByTestId('file-name')).toHaveText('Untitled •');

  await reloadAndRestore(page);
  // The browser asked before leaving the page with unsaved changes.
  expect(dialogs).toContain('beforeunload');
  await page.getByTestId('mode-assault').click();
  await expect(page.locator('[data-testid^="roster-besieger-name-"]').last()).toHaveValue('Ogres');
  await expect(page.getByTestId('file-name')).toHaveText('Recovered campaign •');

  // A finished assault comes back finished, its log with it.
  await page.getByTestId('assault-start').click();
  await page.getByTestId('assault-run-end').click();
  await expect(page.getByTestId('assault-bar-phase')).toHaveText('Assault over');
  const log = (await page.getByTestId('assault-log').innerText()).slice(0, 400);
  await reloadAndRestore(page);
  await page.getByTestId('mode-assault').click();
  await expect(page.getByTestId('assault-bar-phase')).toHaveText('Assault over');
  expect((await page.getByTestId('assault-log').innerText()).slice(0, 400)).toBe(log);
  await trustShots(page, 'work-assault-restored');
});

test('after Restore the document keeps the name of the file it was unsaved work of', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  const folder = mkdtempSync(join(tmpdir(), 'hexmarch-trust-'));
  const path = join(folder, 'Border War.hexmarch');
  writeFileSync(path, serializeHexmarchFile(skirmishHexmarchDocument(), 'test'));
  await openHexmarchFile(page, path);
  await expect(page.getByTestId('file-name')).toHaveText('Border War.hexmarch');
  await editRoster(page, 'Trolls');
  await expect(page.getByTestId('file-name')).toHaveText('Border War.hexmarch •');
  await reloadAndRestore(page);
  await expect(page.getByTestId('file-name')).toHaveText('Border War.hexmarch •');
  await trustShots(page, 'work-restored-name');
});
