import { expect, type Page } from '@playwright/test';

/** The GM starts the browser edition, waits for the map, and opens `path` with Open… (the file chooser). */
export async function openHexmarchFile(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (await choosing).setFiles(path);
}
