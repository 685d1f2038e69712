import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoHexmarchDocument, firestormDemoState } from '@shared/document';
import { factionBanners } from '@shared/rulesets/firestorm';
import { stringsOf, untranslatedTexts } from './untranslatedText';
import { step } from './firestormPlay';

/**
 * Issue 32 for the order tent's phone page (cliapp's area): in the pseudo-locale (`?lang=en-XA`, as every screen) a
 * phone at 390 px shows no untranslated text on any of its screens (orders, a banner picked, the lock armed, the
 * receipt, the waiting page, a core side's page, a bad link), and a phone whose browser speaks German gets the page,
 * and the tent's refusals, in German. LANG_SHOTS=<folder> keeps the German screenshots.
 */
const SHOTS = process.env.LANG_SHOTS;
// Apart from orderTent.spec's ports, and per worktree (E2E_PORT), so parallel runs do not collide.
const TENT_PORT = Number(process.env.E2E_PORT ?? 4179) + 150;

const NAMES = [...stringsOf(demoHexmarchDocument()), ...stringsOf(firestormDemoState())];

async function phoneAt(browser: Browser, url: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  });
  const phone = await context.newPage();
  await phone.goto(url);
  return phone;
}

/** `http://host:port/#token` with `?lang=` before the fragment, as a GM would share a link for one visit. */
const withLang = (url: string, lang: string) => url.replace('/#', `/?lang=${lang}#`);

async function openFirestormTent(page: Page, port: number): Promise<(faction: string) => Promise<string>> {
  await page.goto('/');
  await page.getByTestId('open-firestorm-demo').click();
  await expect(step(page)).toHaveText('Orders');
  await page.getByTestId('tent-address').selectOption('127.0.0.1');
  await page.getByTestId('tent-port').fill(String(port));
  await page.getByTestId('tent-open').click();
  await expect(page.getByTestId('tent-seat')).toHaveCount(4);
  return async (faction) =>
    (await page
      .locator(`[data-testid=tent-seat][data-seat="${faction}"] [data-testid=tent-link]`)
      .textContent())!;
}

/** Every text of the page in the catalogues, besides the document's names and the receipt's fingerprints (digits). */
async function scan(phone: Page, what: string): Promise<void> {
  // Split into their groups: the dice notation filter may take a group like 2D61 out of the middle of one.
  const prints = (await phone.locator('.fingerprint, .full').allTextContents()).flatMap((p) => p.split('-'));
  expect(await untranslatedTexts(phone, '#phone', [...NAMES, ...prints]), what).toEqual([]);
}

test('the phone page in the pseudo-locale: every screen of a faction’s phone is translated', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const link = await openFirestormTent(page, TENT_PORT);
  const phone = await phoneAt(browser, withLang(await link('Iron Host'), 'en-XA'));
  await expect(phone.getByTestId('phone-banners')).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en-XA');
  await scan(phone, 'orders');

  // A banner picked: its order types and the path hint; then a step, which names the order and its place.
  await phone.locator('button.banner').first().tap();
  await expect(phone.locator('polygon.hex.next').first()).toBeVisible();
  await scan(phone, 'banner picked');
  const order = phone.locator('[data-testid=phone-order]').first();
  const before = await order.textContent();
  await phone.locator('polygon.hex.next').first().tap();
  await expect(order).not.toHaveText(before!);
  await scan(phone, 'one step ordered');
  await phone.locator('.map-tools button').tap();
  await scan(phone, 'whole map');

  // The lock, armed then given: the receipt.
  await phone.getByTestId('phone-lock').tap();
  await scan(phone, 'lock armed');
  await phone.getByTestId('phone-lock').tap();
  await expect(phone.getByTestId('phone-fingerprint')).toHaveText(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  await scan(phone, 'receipt');

  // Another faction sees who locked.
  const ash = await phoneAt(browser, withLang(await link('Ashen Court'), 'en-XA'));
  await expect(ash.getByTestId('phone-others')).toContainText('Iron Host', { timeout: 5000 });
  await scan(ash, 'others locked');

  // A link that is no seat of the tent, and one that carries no seat at all.
  const bad = await phoneAt(browser, withLang(`http://127.0.0.1:${TENT_PORT}/#${'x'.repeat(43)}`, 'en-XA'));
  await expect(bad.getByTestId('phone-fatal')).toBeVisible();
  await scan(bad, 'bad link');
  const none = await phoneAt(browser, withLang(`http://127.0.0.1:${TENT_PORT}/#short`, 'en-XA'));
  await expect(none.getByTestId('phone-fatal')).toBeVisible();
  await scan(none, 'no seat');
  await page.getByTestId('tent-close').click();
});

test('a core side’s page in the pseudo-locale', async ({ page, browser }) => {
  await page.goto('/');
  await expect(page.getByTestId('tent-desk')).toBeVisible();
  await page.getByTestId('tent-address').selectOption('127.0.0.1');
  await page.getByTestId('tent-port').fill(String(TENT_PORT + 1));
  await page.getByTestId('tent-open').click();
  const url = (await page.locator('[data-testid=tent-link]').first().textContent())!;
  const phone = await phoneAt(browser, withLang(url, 'en-XA'));
  await expect(phone.getByTestId('phone-armies')).toBeVisible();
  await scan(phone, 'core side');
  await page.getByTestId('tent-close').click();
});

test('a phone whose browser speaks German gets the page and the tent’s refusals in German', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const demo = firestormDemoState();
  const link = await openFirestormTent(page, TENT_PORT + 2);
  // The GM's desk stays in English: each phone has its own language.
  await expect(page.getByTestId('tent-desk')).toContainText('Order tent');
  const phone = await phoneAt(browser, await link('Iron Host'), 'de-DE');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'de');
  await expect(phone.getByRole('heading', { name: 'Ihre Befehle' })).toBeVisible();
  await expect(phone.getByTestId('phone-lock')).toHaveText('Befehle festlegen');
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/phone-de-orders.png`, fullPage: true });
  await phone.locator('button.banner').first().tap();
  await expect(phone.locator('polygon.hex.next').first()).toBeVisible();
  await expect(phone.locator('.hint').first()).toContainText('Tippen Sie auf die Hexfelder');
  // A hex no step can reach: the engine's refusal comes from the tent, worded for this phone.
  const ironHex = factionBanners(demo, demo.factions.find((f) => f.name === 'Iron Host')!.id)[0]!.hex!;
  const [q, r] = ironHex.split(',').map(Number) as [number, number];
  await phone.locator(`polygon.hex[data-hex="${q},${r - 3}"]`).tap();
  await expect(phone.getByTestId('phone-problems')).toContainText(/FS-ORDER-3|FS-MAP-1/);
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/phone-de-refused.png`, fullPage: true });
  await phone.getByTestId('phone-lock').tap();
  await expect(phone.getByTestId('phone-lock')).toHaveText('Noch einmal tippen: endgültig festlegen');
  await phone.getByTestId('phone-lock').tap();
  await expect(phone.getByTestId('phone-receipt')).toContainText('Befehle festgelegt');
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/phone-de-receipt.png`, fullPage: true });
  await expect(page.getByTestId('tent-log')).toContainText('Iron Host locked its orders for turn');
  await page.getByTestId('tent-close').click();
});

/** Two saves of the demo (downloads: no save picker), then the turn moved on, so Versions… lists two. */
async function twoVersions(page: Page, lang: string, theme?: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((chosen) => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    if (chosen) localStorage.setItem('hexmarch.theme', chosen);
  }, theme ?? null);
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  for (const moveOn of [true, false]) {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('file-save').click();
    await downloading;
    if (moveOn) await page.getByTestId('go-on-button').click();
  }
}

test('the desktop dialogs (Versions, Keyboard shortcuts, theme switch) in the pseudo-locale', async ({
  page,
}) => {
  await twoVersions(page, 'en-XA');
  // The snapshots' times are Intl's (`{{when, datetime}}`), whose words the pseudo-locale takes from English.
  const intlDateWords = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
    'AM',
    'PM',
  ];
  const allowed = [...stringsOf(demoHexmarchDocument()), ...intlDateWords];
  await page.getByTestId('file-versions').click();
  await expect(page.getByTestId('version-row')).toHaveCount(2);
  await page.getByTestId('version-row').nth(1).click();
  await expect(page.getByTestId('version-thumbnail')).toBeVisible();
  expect(await untranslatedTexts(page, '[data-testid="versions-dialog"]', allowed)).toEqual([]);
  await page.getByTestId('versions-close').click();
  await page.getByTestId('shortcuts-button').click();
  // Key names (Ctrl, Shift, F11) are the keyboard's own labels, not words.
  const keys = await page.locator('[data-testid="shortcuts-table"] kbd').allTextContents();
  expect(await untranslatedTexts(page, '[data-testid="shortcuts-dialog"]', [...allowed, ...keys])).toEqual(
    [],
  );
  await page.getByTestId('shortcuts-close').click();
  expect(await untranslatedTexts(page, '.theme-switch', allowed)).toEqual([]);
});

for (const theme of ['light', 'dark'] as const)
  test(`the desktop dialogs at 1920 px in German, ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await twoVersions(page, 'de', theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const shot = async (name: string) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${theme}-1920.png` });
    };
    await page.getByTestId('file-versions').click();
    await page.getByTestId('version-row').nth(1).click();
    await expect(page.getByTestId('version-thumbnail')).toBeVisible();
    await expect(page.getByTestId('versions-dialog')).toContainText('Versionen');
    await shot('versions');
    await page.getByTestId('versions-close').click();
    await page.getByTestId('shortcuts-button').click();
    await expect(page.getByTestId('shortcuts-dialog')).toContainText('Tastenkürzel');
    await shot('shortcuts');
    await page.getByTestId('shortcuts-close').click();
    await page.getByTestId('theme-switch').focus();
    await expect(page.locator('.theme-switch')).toContainText(theme === 'light' ? 'Hell' : 'Dunkel');
    await shot('theme-switch');
  });
