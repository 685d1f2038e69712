import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demoHexmarchDocument, firestormDemoState } from '@shared/document';
import type { Campaign } from '@shared/rulesets/core/model/campaign';
import { parseHexKey } from '@shared/hex';
import { factionBanners } from '@shared/rulesets/firestorm';
import { executeByHand, step } from './firestormPlay';

/**
 * Issue 28 "done means": the GM opens the order tent in the Firestorm demo, two phones (mobile emulation, touch,
 * 390×844) order their faction's banners and lock, neither phone ever receives the other's orders before the reveal
 * (every response the phone gets is inspected), the GM reveals and executes, and the phones' receipts are the
 * fingerprints the log shows. TENT_SHOTS=<folder> keeps the screenshots (phones at 390 px, desk at 1280 and 1920).
 */
const SHOTS = process.env.TENT_SHOTS;
const TENT_PORT = Number(process.env.TENT_PORT ?? 4303);

async function phoneContext(page: Page): Promise<BrowserContext> {
  return page
    .context()
    .browser()!
    .newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
    });
}

interface Phone {
  readonly page: Page;
  /** Every JSON body the tent sent this phone, in order. */
  readonly bodies: unknown[];
}

async function openPhone(page: Page, url: string): Promise<Phone> {
  const context = await phoneContext(page);
  const phone = await context.newPage();
  const bodies: unknown[] = [];
  phone.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    void response
      .text()
      .then((text) => text && bodies.push(JSON.parse(text)))
      .catch(() => undefined);
  });
  await phone.goto(url);
  return { page: phone, bodies };
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Orders of other factions in what a phone received: any banner of another faction that carries an order. */
function foreignOrders(bodies: readonly unknown[], faction: string): string[] {
  const out: string[] = [];
  for (const body of bodies) {
    const banners =
      (body as { banners?: { factionId: string; order?: unknown; id: string }[] }).banners ?? [];
    for (const b of banners)
      if (b.factionId !== faction && b.order) out.push(`${b.id}: ${JSON.stringify(b.order)}`);
  }
  return out;
}

/** The phone gives its first banner a path of `steps` steps by tapping the highlighted hexes. */
async function orderFirstBanner(phone: Page, steps: number): Promise<void> {
  await phone.locator('button.banner').first().tap();
  for (let i = 0; i < steps; i++) {
    const next = phone.locator('polygon.hex.next');
    await expect(next.first()).toBeVisible();
    const count = await phone.locator('[data-testid=phone-order]').first().textContent();
    await next.first().tap();
    await expect(phone.locator('[data-testid=phone-order]').first()).not.toHaveText(count!);
  }
}

test('two phones order through the tent, see nothing of each other, and their receipts match the log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const demo = firestormDemoState();
  const id = (name: string) => demo.factions.find((f) => f.name === name)!.id;
  await page.goto('/');
  await page.getByTestId('open-firestorm-demo').click();
  await expect(step(page)).toHaveText('Orders');

  // Bone Legion and Gutbusters are played by the BOT; Iron Host and Ashen Court order from their phones.
  await page.getByTestId('fs-autoplay-Bone Legion').check();
  await page.getByTestId('fs-autoplay-Gutbusters').check();
  await expect(page.getByTestId('fs-orders-status')).toContainText('Gutbusters: locked');

  const desk = page.getByTestId('tent-desk');
  await expect(desk).toContainText('Order tent');
  await page.getByTestId('tent-address').selectOption('127.0.0.1');
  await page.getByTestId('tent-port').fill(String(TENT_PORT));
  await page.getByTestId('tent-open').click();
  await expect(page.getByTestId('tent-seat')).toHaveCount(4);
  const link = async (name: string) =>
    (await page
      .locator(`[data-testid=tent-seat][data-seat="${name}"] [data-testid=tent-link]`)
      .textContent())!;
  const ironUrl = await link('Iron Host');
  const ashUrl = await link('Ashen Court');
  expect(ironUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${TENT_PORT}/#[A-Za-z0-9_-]{43}$`));
  await expect(page.locator('[data-seat="Gutbusters"] [data-testid=tent-seat-state]')).toHaveText('locked');
  await expect(page.locator('[data-seat="Iron Host"] [data-testid=tent-seat-state]')).toHaveText('ordering');
  // Gutbusters locked in the app (auto-play), not in the tent: there is nothing for the tent to unlock.
  await expect(page.locator('[data-seat="Gutbusters"] [data-testid=tent-unlock]')).toHaveCount(0);
  if (SHOTS)
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
      await desk.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/desk-open-${width}.png` });
    }
  await page.setViewportSize({ width: 1280, height: 800 });

  const iron = await openPhone(page, ironUrl);
  const ash = await openPhone(page, ashUrl);
  await expect(iron.page.getByTestId('phone-seat')).toHaveText('Iron Host');
  await expect(ash.page.getByTestId('phone-seat')).toHaveText('Ashen Court');
  await shot(iron.page, 'phone-iron-start');

  // Iron Host: a Move of one step; then a tap on a hex no path can reach is refused with the engine's rule ID.
  await orderFirstBanner(iron.page, 1);
  await expect(iron.page.locator('[data-testid=phone-order]').first()).toContainText('Move');
  // Three hexes north of the banner: on screen, and no step of a path can reach it.
  const ironHex = factionBanners(demo, id('Iron Host'))[0]!.hex!;
  const { q, r } = parseHexKey(ironHex);
  const far = iron.page.locator(`polygon.hex[data-hex="${q},${r - 3}"]`);
  await far.tap();
  await expect(iron.page.getByTestId('phone-problems')).toContainText(/FS-ORDER-3|FS-MAP-1/);
  await expect(iron.page.locator('[data-testid=phone-order]').first()).toContainText('Move');
  await shot(iron.page, 'phone-iron-refused');
  await iron.page.getByTestId('phone-lock').tap();
  await expect(iron.page.getByTestId('phone-lock')).toHaveText('Tap again: lock for good');
  await iron.page.getByTestId('phone-lock').tap();
  await expect(iron.page.getByTestId('phone-fingerprint')).toHaveText(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  await expect(iron.page.getByTestId('phone-receipt')).toContainText(
    'This phone and the tent computed the same',
  );
  await shot(iron.page, 'phone-iron-locked');

  // Ashen Court: a Forced March of two steps.
  await expect(ash.page.getByTestId('phone-others')).toContainText('Iron Host', { timeout: 5000 });
  await orderFirstBanner(ash.page, 2);
  await expect(ash.page.locator('[data-testid=phone-order]').first()).toContainText('Forced March');
  await shot(ash.page, 'phone-ash-orders');
  await ash.page.getByTestId('phone-lock').tap();
  await ash.page.getByTestId('phone-lock').tap();
  await expect(ash.page.getByTestId('phone-fingerprint')).toHaveText(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);

  // An unlock needs the faction's consent (its phone) or the GM's override, which the tent logs with its reason.
  await iron.page.getByTestId('phone-reopen').tap();
  await expect(iron.page.getByTestId('phone-lock')).toBeVisible();
  await orderFirstBanner(iron.page, 1);
  await iron.page.getByTestId('phone-lock').tap();
  await iron.page.getByTestId('phone-lock').tap();
  await expect(iron.page.getByTestId('phone-fingerprint')).toHaveText(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  await page.locator('[data-seat="Ashen Court"] [data-testid=tent-unlock]').click();
  await page.getByTestId('tent-unlock-reason').fill('Abe tapped Lock by mistake');
  await page.getByTestId('tent-unlock-confirm').click();
  await expect(page.getByTestId('tent-log')).toContainText(
    "The GM unlocked Ashen Court's orders without its consent: Abe tapped Lock by mistake",
  );
  await expect(page.getByTestId('tent-log')).toContainText(
    'Iron Host reopened its orders from its own phone.',
  );
  await expect(ash.page.getByTestId('phone-lock')).toBeVisible({ timeout: 5000 });
  await orderFirstBanner(ash.page, 2);
  await ash.page.getByTestId('phone-lock').tap();
  await ash.page.getByTestId('phone-lock').tap();
  await expect(ash.page.getByTestId('phone-fingerprint')).toHaveText(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  const ironPrint = (await iron.page.getByTestId('phone-fingerprint').textContent())!;
  const ashPrint = (await ash.page.getByTestId('phone-fingerprint').textContent())!;

  // The desk sees who locked, never what: no order or path of a faction appears on the GM's screen.
  await expect(page.locator('[data-seat="Ashen Court"] [data-testid=tent-seat-state]')).toHaveText('locked');
  await expect(page.getByTestId('tent-log')).toContainText('Ashen Court locked its orders for turn');
  await expect(desk).not.toContainText('Forced March');

  // Before the reveal neither phone has received any order of another faction (every response inspected).
  await iron.page.waitForTimeout(2500);
  expect(foreignOrders(iron.bodies, id('Iron Host'))).toEqual([]);
  expect(foreignOrders(ash.bodies, id('Ashen Court'))).toEqual([]);
  expect(JSON.stringify(iron.bodies)).not.toContain(ashPrint.replace(/-/g, '').toLowerCase());
  expect(JSON.stringify(ash.bodies)).not.toContain(ironPrint.replace(/-/g, '').toLowerCase());
  expect(iron.bodies.length).toBeGreaterThan(3);

  // The reveal: the GM takes the orders from the tent and the turn goes on as today.
  await expect(page.getByTestId('tent-reveal')).toBeEnabled();
  await page.getByTestId('tent-reveal').click();
  await executeByHand(page, ['Iron Host', 'Ashen Court']);
  const log = page.getByTestId('fs-log');
  const receipts = page.getByTestId('tent-receipt');
  await expect(receipts).toHaveCount(2);
  await expect(receipts.first()).toContainText('(the same)');
  await expect(log).toContainText(`Orders fingerprint ${ironPrint}`);
  await expect(log).toContainText(`Orders fingerprint ${ashPrint}`);
  if (SHOTS) {
    await receipts.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/desk-revealed-1280.png` });
  }

  // After the reveal the phones follow the turn and see the revealed orders.
  await expect(iron.page.getByTestId('phone-waiting')).toBeVisible({ timeout: 5000 });
  await expect(iron.page.getByTestId('phone-receipt')).toContainText(ironPrint);
  await shot(iron.page, 'phone-iron-after-reveal');

  // Closing the tent stops its server: the phones' next request finds nobody listening.
  await page.getByTestId('tent-close').click();
  await expect(page.getByTestId('tent-seat')).toHaveCount(0);
  await expect
    .poll(() =>
      iron.page
        .evaluate(() =>
          fetch('/api/map').then(
            (r) => r.status,
            () => 'closed',
          ),
        )
        .catch(() => 'closed'),
    )
    .toBe('closed');
});

test('a core side follows its own armies on a phone, read-only ("your side" page)', async ({ page }) => {
  const campaign = demoHexmarchDocument().campaign as Campaign;
  const side = campaign.sides[0]!;
  const players = new Set(campaign.players.filter((p) => p.sideId === side.id).map((p) => p.id));
  const own = campaign.armies.ids
    .map((armyId) => campaign.armies.entities[armyId]!)
    .filter((a) => a.hex !== null && players.has(a.ownerId));
  await page.goto('/');
  await expect(page.getByTestId('tent-desk')).toContainText('Your side pages');
  await page.getByTestId('tent-address').selectOption('127.0.0.1');
  await page.getByTestId('tent-port').fill(String(TENT_PORT + 1));
  await page.getByTestId('tent-open').click();
  await expect(page.getByTestId('tent-seat')).toHaveCount(campaign.sides.length);
  const url = (await page
    .locator(`[data-testid=tent-seat][data-seat="${side.name}"] [data-testid=tent-link]`)
    .textContent())!;
  const phone = await openPhone(page, url);
  await expect(phone.page.getByTestId('phone-seat')).toHaveText(side.name);
  await expect(phone.page.locator('[data-testid=phone-armies] li')).toHaveCount(own.length);
  await expect(phone.page.locator('g.piece')).toHaveCount(own.length);
  for (const body of phone.bodies) {
    const armies = (body as { armies?: { id: string }[] }).armies ?? [];
    for (const a of armies) expect(own.map((o) => o.id)).toContain(a.id);
  }
  await shot(phone.page, 'phone-core-side');
  await page.getByTestId('tent-close').click();
});
