import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { HexKey } from '@shared/hex';
import { hexToPage } from './mapScreen';

/** Set FS_SHOTS to a folder to keep each step's screenshots at 1280 and 1920 px wide (issue 12 "done means"). */
const SHOTS = process.env.FS_SHOTS;

export async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(150);
}

/** A real pointer drag of a banner along its path, hex by hex. */
export async function dragAlong(page: Page, path: readonly HexKey[]): Promise<void> {
  const start = await hexToPage(page, path[0]!);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const hex of path.slice(1)) {
    const p = await hexToPage(page, hex);
    await page.mouse.move(p.x, p.y, { steps: 8 });
  }
  await page.mouse.up();
}

export const step = (page: Page) => page.getByTestId('fs-step');

/**
 * One faction's seat in a hot-seat round: the privacy screen names it, the player drags each path (none: every
 * banner holds), locks, and hands the device back. Returns the fingerprint shown at locking.
 */
export async function takeSeat(page: Page, faction: string, paths: readonly HexKey[][]): Promise<string> {
  await expect(page.getByTestId('fs-privacy-screen')).toContainText(`Pass to ${faction} — nobody else look`);
  await page.getByTestId('fs-privacy-continue').click();
  await expect(page.getByTestId('fs-order-sheet')).toContainText(`${faction}: orders`);
  for (const path of paths) await dragAlong(page, path);
  return faction;
}

export async function lockSeat(page: Page): Promise<string> {
  await page.getByTestId('fs-lock-orders').click();
  await expect(page.getByTestId('fs-fingerprint')).toHaveText(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  const print = (await page.getByTestId('fs-fingerprint').textContent())!;
  await page.getByTestId('fs-privacy-continue').click();
  return print;
}

/**
 * EXECUTION by hand: the GM presses "Next order" while a hand-played faction acts; auto-play factions carry out their
 * own (the button is left alone for them, so every command is the one a replay expects).
 */
export async function executeByHand(page: Page, hand: readonly string[]): Promise<void> {
  const panel = page.getByTestId('fs-execution');
  // The last seat's lock reveals the orders a moment later: wait for the Orders step to end before looping.
  await expect(step(page)).not.toHaveText('Orders');
  for (let i = 0; i < 60 && (await step(page).textContent()) === 'Execution'; i++) {
    const active = await panel
      .locator('p strong')
      .first()
      .textContent({ timeout: 500 })
      .catch(() => null);
    const next = page.getByTestId('fs-execute-next');
    if (active && hand.includes(active) && (await next.isVisible())) await next.click();
    else await page.waitForTimeout(300);
  }
  await expect(step(page)).not.toHaveText('Execution');
}

/**
 * BUILD: each hand-played faction says it is done; auto-play factions build by BOT-18 meanwhile. With `stopAt`, the
 * loop stops when that faction's turn to build comes (it builds by hand).
 */
export async function finishBuilds(page: Page, hand: readonly string[], stopAt?: string): Promise<void> {
  for (let i = 0; i < 60 && (await step(page).textContent()) === 'Build'; i++) {
    const title = await page
      .getByTestId('fs-build-menu')
      .locator('h2')
      .textContent({ timeout: 500 })
      .catch(() => null);
    if (stopAt && title?.startsWith(`${stopAt} builds`)) return;
    const who = hand.find((f) => title?.startsWith(`${f} builds`));
    if (who) await page.getByTestId('fs-end-build').click();
    else await page.waitForTimeout(300);
  }
  if (stopAt) throw new Error(`${stopAt} never came to build`);
  await expect(step(page)).not.toHaveText('Build');
}

/**
 * Orders at a distance (issue 12 §4): with the view locked to `faction`'s seat, its orders (already dragged) are
 * exported as a file, the GM unlocks the view; returns the file's path and the fingerprint shown at export.
 */
export async function exportOrderFile(page: Page): Promise<{ file: string; print: string }> {
  await page.getByTestId('fs-export-orders').click();
  const print = (await page.getByTestId('fs-fingerprint').textContent())!;
  const download = page.waitForEvent('download');
  await page.getByTestId('fs-export-download').click();
  const file = await (await download).path();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('fs-unlock').click();
  await page.getByTestId('fs-unlock-confirm').click();
  return { file, print };
}

/** The GM reads an order file; the fingerprint it shows must be the one the player saw at export. */
export async function readOrderFile(page: Page, file: string, print: string): Promise<void> {
  await page.getByTestId('fs-import-file').setInputFiles({
    name: 'orders.json',
    mimeType: 'application/json',
    buffer: await readFile(file),
  });
  await expect(page.getByTestId('fs-import-ready')).toContainText(print);
}
