import { expect, test, type Page } from '@playwright/test';
import { firestormDemoState } from '@shared/document';
import type { HexKey } from '@shared/hex';
import { factionBanners } from '@shared/rulesets/firestorm';
import { hexToPage } from './mapScreen';
import { TRUST_SIZES, trustShotNow, trustShots } from './trustShots';

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

const fitScale: Record<number, number> = {};

test('a faction’s view opens centred on its own banners; Firestorm has Undo, Redo and Fit like core', async ({
  page,
}) => {
  for (const [faction, size] of [
    [SEAT, TRUST_SIZES[0]],
    [OTHERS[1]!, TRUST_SIZES[1]],
    [SEAT, TRUST_SIZES[1]],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByTestId('open-firestorm-demo').click();
    await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
    fitScale[size.width] = Number(await page.getByTestId('map-view').getAttribute('data-camera-scale'));
    await lockTo(page, faction.name);
    const view = page.getByTestId('map-view');
    const box = (await view.boundingBox())!;
    const banners = factionBanners(demo, faction.id).filter((b) => b.hex);
    const points = await Promise.all(banners.map((b) => hexToPage(page, b.hex!)));
    const centre = {
      x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
      y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
    };
    // Closer than the whole map, and the view's middle nearer the banners than the map's middle is (centred on
    // them as far as the map's edge allows: no empty margin beyond it).
    const scale = Number(await view.getAttribute('data-camera-scale'));
    expect(scale).toBeGreaterThanOrEqual(Math.min(1, fitScale[size.width]! * 1.2) - 1e-6);
    expect(scale).toBeGreaterThan(fitScale[size.width]!);
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const mapMiddle = await hexToPage(page, '15,3' as HexKey);
    const dist = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.hypot(a.x - b.x, a.y - b.y);
    expect(dist(middle, centre)).toBeLessThan(dist(mapMiddle, centre));
    for (const p of points) {
      expect(p.x).toBeGreaterThan(box.x);
      expect(p.x).toBeLessThan(box.x + box.width);
      expect(p.y).toBeGreaterThan(box.y);
      expect(p.y).toBeLessThan(box.y + box.height);
    }
    await trustShotNow(page, `seat-focus-${faction.name.replace(/\W+/g, '-')}`);
  }
  // Fit shows the whole map again; a locked view cannot undo (the last command may be another faction's).
  const scale = Number(await page.getByTestId('map-view').getAttribute('data-camera-scale'));
  await page.getByTestId('fit-button').click();
  await expect
    .poll(async () => Number(await page.getByTestId('map-view').getAttribute('data-camera-scale')))
    .toBeLessThanOrEqual(scale);
  await expect(page.getByTestId('undo-button')).toBeDisabled();
  await page.getByTestId('fs-unlock').click();
  await page.getByTestId('fs-unlock-confirm').click();
  await page.getByTestId(`fs-autoplay-${OTHERS[0]!.name}`).check();
  await expect(page.getByTestId('fs-orders-status')).toContainText(`${OTHERS[0]!.name}: locked`);
  await expect(page.getByTestId('undo-button')).toBeEnabled();
  await page.getByTestId('undo-button').click();
  await expect(page.getByTestId('fs-orders-status')).not.toContainText(`${OTHERS[0]!.name}: locked`);
  await expect(page.getByTestId('redo-button')).toBeEnabled();
});
