import { expect, test, type Page } from '@playwright/test';
import { firestormDemoState } from '@shared/document';
import { trustShots } from './trustShots';

/** Issue 27 "Secret orders and seats": a view locked to a faction acts for that faction only. */
const demo = firestormDemoState();
const SEAT = demo.factions[0]!;
const OTHERS = demo.factions.slice(1);

async function lockTo(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('open-firestorm-demo').click();
  await expect(page.getByTestId('fs-step')).toHaveText('Orders');
  await page.getByTestId('fs-lock-view').selectOption({ label: `${name} (lock the view)` });
  await expect(page.getByTestId('fs-viewer')).toHaveText(`${name}'s view`);
}

/** Every control a user could press or change now: visible and enabled, with the words that describe it. */
async function liveControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>('button, input, select, textarea, [role="tab"]'),
    ];
    return controls
      .filter((c) => {
        const box = c.getBoundingClientRect();
        const style = getComputedStyle(c);
        return (
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          !(c as HTMLButtonElement).disabled
        );
      })
      .map((c) => {
        const label = c.closest('label')?.textContent ?? '';
        return [
          c.dataset.testid ?? '',
          c.textContent ?? '',
          c.title,
          c.getAttribute('aria-label') ?? '',
          label,
        ]
          .join(' | ')
          .replace(/\s+/g, ' ');
      });
  });
}

test('a locked faction view offers no control that acts for another faction or replaces the campaign', async ({
  page,
}) => {
  await lockTo(page, SEAT.name);
  // Its own auto-play only; the others', Simulate to the end, the hot-seat round and the demos are the GM's.
  await expect(page.getByTestId(`fs-autoplay-${SEAT.name}`)).toBeVisible();
  for (const other of OTHERS) await expect(page.getByTestId(`fs-autoplay-${other.name}`)).toHaveCount(0);
  await expect(page.getByTestId('fs-simulate')).toHaveCount(0);
  await expect(page.getByTestId('fs-hotseat-start')).toHaveCount(0);
  await expect(page.getByTestId('demo-panel')).toHaveCount(0);
  await expect(page.getByTestId('fs-autoplay-locked')).toContainText("game master's view");
  for (const tab of ['map', 'assault', 'defense'])
    await expect(page.getByTestId(`mode-${tab}`)).toBeDisabled();

  const controls = await liveControls(page);
  expect(controls.length).toBeGreaterThan(3);
  for (const control of controls) {
    for (const other of OTHERS) expect(control, `a control of ${other.name}`).not.toContain(other.name);
    expect(control).not.toMatch(/fs-simulate|open-(demo|skirmish|firestorm-demo|demo-map)|fs-hotseat/);
  }

  // Open… (and Ctrl+O) would replace the campaign: refused in the status bar, with the way out.
  await page.getByTestId('file-open').click();
  await expect(page.getByTestId('status-message')).toHaveText(
    `Opening another file is for the game master's view: this screen is locked to ${SEAT.name}. Unlock the view first (FS-ORDER-2).`,
  );
  await expect(page.getByTestId('fs-viewer')).toHaveText(`${SEAT.name}'s view`);
  await trustShots(page, 'seat-locked');

  // Unlocked (after the question), the GM has everything back.
  await page.getByTestId('fs-unlock').click();
  await page.getByTestId('fs-unlock-confirm').click();
  for (const other of OTHERS) await expect(page.getByTestId(`fs-autoplay-${other.name}`)).toBeVisible();
  await expect(page.getByTestId('fs-simulate')).toBeVisible();
  await expect(page.getByTestId('demo-panel')).toBeVisible();
  await expect(page.getByTestId('mode-map')).toBeEnabled();
});
