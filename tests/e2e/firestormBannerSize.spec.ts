import { expect, test, type Page } from '@playwright/test';
import { firestormDemoState } from '@shared/document';
import type { HexKey } from '@shared/hex';
import { factionBanners } from '@shared/rulesets/firestorm';
import { nextSteps } from '@shared/rulesets/firestorm/submission';
import { dragAlong } from './firestormPlay';
import { TRUST_SIZES, trustShotNow } from './trustShots';

/**
 * Issue 27: on the Firestorm demo at fit, every banner is drawn at least 24 px tall on screen (bannerScale.ts), and
 * a banner can still be picked up and dragged to give an order.
 */
interface Box {
  readonly name: string;
  readonly height: number;
  readonly width: number;
}

/** Each banner flag's on-screen box, read from Konva's own node tree (the page's global Konva). */
async function bannerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    type Node = { name(): string; getClientRect(): { width: number; height: number }; getChildren(): Node[] };
    const konva = (window as unknown as { Konva: { stages: { find(selector: string): Node[] }[] } }).Konva;
    const layer = konva.stages.flatMap((stage) => stage.find('.banner-layer'))[0];
    if (!layer) return [];
    return layer
      .getChildren()
      .filter((node) => node.name().startsWith('banner-'))
      .map((node) => {
        const rect = node.getClientRect();
        return { name: node.name(), height: rect.height, width: rect.width };
      });
  });
}

for (const size of TRUST_SIZES) {
  test(`at ${size.width} px every Firestorm demo banner at fit is at least 24 px tall and can still be dragged`, async ({
    page,
  }) => {
    const demo = firestormDemoState();
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByTestId('open-firestorm-demo').click();
    await expect(page.getByTestId('fs-step')).toHaveText('Orders');
    await page.waitForTimeout(300);
    const scale = Number(await page.getByTestId('map-view').getAttribute('data-camera-scale'));
    const boxes = await bannerBoxes(page);
    const count = demo.factions.reduce((n, f) => n + factionBanners(demo, f.id).length, 0);
    expect(boxes).toHaveLength(count);
    for (const box of boxes)
      expect(box.height, `${box.name} at camera scale ${scale}`).toBeGreaterThanOrEqual(24);
    await trustShotNow(page, 'fs-banners-fit');

    // A hot-seat player drags a banner one hex: the order sheet lists a Move.
    await page.getByTestId('fs-hotseat-start').click();
    await expect(page.getByTestId('fs-privacy-screen')).toContainText('Pass to');
    const screen = (await page.getByTestId('fs-privacy-screen').textContent()) ?? '';
    const faction = demo.factions.find((f) => screen.includes(`Pass to ${f.name}`))!;
    await page.getByTestId('fs-privacy-continue').click();
    const banner = factionBanners(demo, faction.id)[0]!;
    const path: HexKey[] = [banner.hex!, nextSteps(demo, banner.id, [banner.hex!])[0]!];
    await dragAlong(page, path);
    await expect(page.getByTestId('fs-order-text').first()).toContainText('Move');
  });
}
