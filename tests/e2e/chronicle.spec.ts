import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { demoHexmarchDocument, firestormDemoState } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { kernelStep } from '@shared/kernel';
import { firestormRuleset, policyOrders, type FsState } from '@shared/rulesets/firestorm';
import { neverFought, playedCoreDocument } from '../shared/chronicle/chronicleFixture';

const shot = (name: string) => ({ path: `test-results/chronicle-${name}.png` });

/** Every file of the site, as text: the search for secrets reads them all, whatever the site holds. */
function siteText(folder: string): string {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/** The page's own data (the JSON its script reads). */
async function pageData(
  page: Page,
): Promise<{ frames: { pieces: [number, number, string, string][]; battles: number[] }[] }> {
  return JSON.parse((await page.locator('#chronicle-data').textContent()) ?? '{}');
}

test.describe('the campaign chronicle (issue 33)', () => {
  test("Publish chronicle… saves Red's own view of a running campaign; it opens from file:// and keeps Blue's secrets", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Side-turn 20 of `hexmarch new --seed 42 --size 30x20` played by the simulator: 12 battles, one massacre.
    const played = playedCoreDocument(20);
    await page.goto('/');
    await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
    const choosing = page.waitForEvent('filechooser');
    await page.getByTestId('file-open').click();
    await (
      await choosing
    ).setFiles({
      name: 'Border war.hexmarch',
      mimeType: 'application/json',
      buffer: Buffer.from(serializeHexmarchFile(played, '0.1.0')),
    });
    await expect(page.getByTestId('turn-number')).toHaveText('Turn 21');
    await page.getByTestId('chronicle-button').click();
    const dialog = page.getByTestId('chronicle-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('chronicle-rule')).toContainText('only what every side may see');
    await page.getByTestId('chronicle-side').selectOption('Red');
    await expect(page.getByTestId('chronicle-rule')).toContainText('Only for Red');
    await page.screenshot(shot('publish-dialog-1280'));
    const downloading = page.waitForEvent('download');
    await page.getByTestId('chronicle-save').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('the-border-war-chronicle.html');
    await expect(page.getByTestId('chronicle-message')).toContainText(
      'Downloaded the-border-war-chronicle.html',
    );
    const folder = resolve('test-results/chronicle-red');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    await download.saveAs(join(folder, 'index.html'));

    // Blue's secrets: where its armies stand and what they did, beyond the battles Red fought against them.
    const text = siteText(folder);
    const blue = played.campaign.sides[1]!;
    const hidden = neverFought(played.campaign, blue.id);
    expect(hidden.length).toBeGreaterThan(0);
    for (const name of hidden) expect(text).not.toContain(`${name} (Blue)`);
    expect(text).not.toMatch(
      /\(Blue\) (marched|forded|crossed the bridge|fell back from [^.<]* to |fell back to )/,
    );

    // Opened from the file system: no server, and no request leaves the page.
    const site = await context.newPage();
    const requests: string[] = [];
    site.on('request', (request) => {
      if (!request.url().startsWith('file://') && !request.url().startsWith('data:'))
        requests.push(request.url());
    });
    const errors: string[] = [];
    site.on('pageerror', (error) => errors.push(String(error)));
    await site.goto(pathToFileURL(join(folder, 'index.html')).href);
    await expect(site.locator('h1')).toHaveText('The Border War');
    const data = await pageData(site);
    expect(data.frames.flatMap((f) => f.pieces).every((piece) => piece[1] === 0)).toBe(true);

    // The slider, by keyboard: Home is the start, each arrow a side-turn; the map and its text follow.
    const slider = site.locator('#turn');
    await slider.focus();
    await site.keyboard.press('Home');
    await expect(site.locator('#turn-label')).toHaveText('Start');
    await expect(site.locator('#map-caption')).toContainText('When the campaign started');
    await site.keyboard.press('ArrowRight');
    await site.keyboard.press('ArrowRight');
    await expect(site.locator('#turn-label')).toHaveText('Turn 2 · Red');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Turn 2 · Red');
    await expect(site.locator('#map-caption')).toContainText("At the end of turn 2 (Red's side-turn)");
    await expect(site.locator('#pieces .piece')).toHaveCount(data.frames[2]!.pieces.length);
    // Play steps on by itself and Pause stops it.
    await site.getByRole('button', { name: 'Play' }).click();
    await expect(site.locator('#turn-label')).toHaveText('Turn 3 · Blue');
    await site.getByRole('button', { name: 'Pause' }).click();
    await expect(site.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');

    // A battle: its odds, result and consequences; its link shows the map of its turn.
    const massacre = site.locator('details.battle', { hasText: 'Massacre' });
    await massacre.locator('summary').focus();
    await site.keyboard.press('Enter');
    await expect(massacre.locator('dd').nth(3)).toContainText('of the 36 possible rolls the attacker wins');
    await expect(massacre).toContainText('Consequences');
    await massacre.getByRole('link', { name: /Show the map after turn 15/ }).click();
    await expect(site.locator('#turn-label')).toHaveText('Turn 15 · Blue');
    // The turn's battles are ringed (frame 15 is side-turn 15).
    expect(data.frames[15]!.battles.length).toBeGreaterThan(0);
    await expect(site.locator('#battle-rings circle')).toHaveCount(data.frames[15]!.battles.length);

    // The diaries: tabs by keyboard.
    const redTab = site.getByRole('tab', { name: 'Red' });
    await redTab.focus();
    await site.keyboard.press('ArrowRight');
    const blueTab = site.getByRole('tab', { name: 'Blue' });
    await expect(blueTab).toBeFocused();
    await expect(blueTab).toHaveAttribute('aria-selected', 'true');
    await expect(site.locator('#diary-1')).toBeVisible();
    await expect(site.locator('#diary-0')).toBeHidden();
    await expect(site.locator('#diary-1 li').first()).toContainText('Turn 1:');

    await slider.focus();
    await site.keyboard.press('End');
    await site.setViewportSize({ width: 1280, height: 900 });
    await site.locator('#map').scrollIntoViewIfNeeded();
    await site.screenshot(shot('site-1280'));
    await massacre.scrollIntoViewIfNeeded();
    await site.screenshot(shot('site-1280-battle'));
    await site.setViewportSize({ width: 390, height: 844 });
    await site.evaluate(() => window.scrollTo(0, 0));
    await site.screenshot(shot('site-390'));
    await site.locator('#diaries').scrollIntoViewIfNeeded();
    await site.screenshot(shot('site-390-diary'));
    // Readable on a phone: nothing is wider than the screen.
    expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
  });

  test('hexmarch chronicle of a Firestorm campaign in its ORDERS step tells no order before it is revealed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const SECRET = 'Hold the Obsidian Gate by midsummer';
    let state: FsState = firestormDemoState(6);
    const iron = state.factions[0]!;
    for (const command of [
      { type: 'RecordSecretObjective', player: iron.playerIds[0], text: SECRET },
      { type: 'SubmitOrders', faction: iron.id, orders: policyOrders(state, iron.id, 'aggressive') },
    ]) {
      const result = kernelStep(firestormRuleset, state, command as never);
      if (!result.ok) throw new Error('the command was refused');
      state = result.state;
    }
    const orders = state.banners.filter((b) => b.factionId === iron.id && b.order?.path);
    expect(orders.length).toBeGreaterThan(0);
    const file = resolve('test-results/chronicle-firestorm.hexmarch');
    writeFileSync(
      file,
      serializeHexmarchFile({ mapDocument: demoHexmarchDocument().mapDocument, campaign: state }, '0.1.0'),
    );
    const folder = resolve('test-results/chronicle-firestorm');
    rmSync(folder, { recursive: true, force: true });
    // The CLI as a GM runs it (the TypeScript entry: the spec must not depend on a built dist-cli).
    const said = execFileSync('npx', ['tsx', 'scripts/cli.ts', 'chronicle', file, '--out', folder], {
      encoding: 'utf8',
    });
    expect(said).toMatch(/^Wrote .*index\.html/);
    const text = siteText(folder);
    expect(text).not.toContain(SECRET);
    await page.goto(pathToFileURL(join(folder, 'index.html')).href);
    const data = JSON.parse((await page.locator('#chronicle-data').textContent()) ?? '{}') as {
      frames: { turn: number; pieces: unknown[] }[];
    };
    // Banners are public (every faction sees them), so they are on the map; turn 7's orders are not told.
    expect(data.frames.at(-1)!.pieces).toHaveLength(state.banners.filter((b) => b.hex !== null).length);
    await expect(page.locator('.diary li', { hasText: 'Turn 7:' })).toHaveCount(0);
    // Nothing of turn 7 is told anywhere in the site: its orders are still secret (FS-ORDER-2).
    expect(text).not.toContain('Turn 7:');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot(shot('firestorm-1280'));
  });
});

for (const lang of ['en', 'de']) {
  test(`Publish chronicle… sits on the top bar's line at 1280 and 1920 px (${lang})`, async ({ page }) => {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
      const save = (await page.getByTestId('file-save').boundingBox())!;
      const button = page.getByTestId('chronicle-button');
      await expect(button).toHaveText(lang === 'de' ? 'Chronik…' : 'Chronicle…');
      const box = (await button.boundingBox())!;
      expect(Math.abs(box.y - save.y)).toBeLessThanOrEqual(2);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await button.click();
      await expect(page.getByTestId('chronicle-dialog')).toBeVisible();
      await page.screenshot(shot(`entry-${lang}-${width}`));
      await page.getByTestId('chronicle-cancel').click();
    }
  });
}
