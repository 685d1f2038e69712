import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoHexmarchDocument, demoMapDocument, skirmishHexmarchDocument } from '@shared/document';
import type { HexKey } from '@shared/hex';
import { legalMoves } from '@shared/rulesets/core';
import { CampaignModel, clickHex } from './campaignPlay';
import { stringsOf, untranslatedTexts } from './untranslatedText';

/**
 * Issue 32 for the core campaign screens and the Balance report: in the pseudo-locale (`en-XA`) the set-up
 * wizard, a battle (tabletop walk and dice), the retreat, the hex info, the victory screen and the Balance report
 * show no untranslated text; in German (1280 px) they are shot to be looked at, their figures in German style.
 * The documents' own text (names of sides, players, armies, places) is never translated.
 */
const DOCUMENT_TEXT = [
  ...stringsOf(demoHexmarchDocument()),
  ...stringsOf(demoMapDocument()),
  ...stringsOf(skirmishHexmarchDocument()),
  // The Firestorm rules' own name, offered beside the core campaign in the set-up.
  'Firestorm',
];

/**
 * The battle panel without what other areas make: the table plan (printpack's) and the briefing, whose items the
 * core engine writes (shared/rulesets/core battleBriefing, coreengine's area).
 */
const BATTLE_PANEL =
  '[data-testid="battle-panel"] > :not([data-testid="battle-plan"]):not([data-testid="battle-briefing"])';

async function appReady(page: Page, lang: string): Promise<void> {
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** The skirmish: Red holds two armies and attacks with the third (BATTLE-1); returns the defender's hex. */
async function skirmishBattle(page: Page): Promise<HexKey> {
  await page.getByTestId('open-skirmish').click();
  // The turn bar's words are the language's; its phase attribute is not.
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
  const model = new CampaignModel(skirmishHexmarchDocument().campaign!);
  for (const id of ['army-1', 'army-2']) {
    await page.getByTestId(`pick-${id}`).click();
    model.play({ type: 'RollMove', armyId: id });
    await page.getByTestId('hold-button').click();
    model.play({ type: 'MoveArmy', armyId: id, path: [model.army(id).hex!] });
  }
  await page.getByTestId('pick-army-3').click();
  model.play({ type: 'RollMove', armyId: 'army-3' });
  const attack = legalMoves(model.state, 'army-3').find((m) => m.battle)!;
  await clickHex(page, attack.to);
  await page.getByTestId('go-on-button').click();
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'FIGHT');
  await expect(page.getByTestId('battle-panel')).toBeVisible();
  return attack.to;
}

/** Plays `runs` campaigns of the Balance report and waits for the last. */
async function balanceReport(page: Page, runs: number) {
  await page.getByTestId('balance-button').click();
  const dialog = page.getByTestId('balance-dialog');
  await dialog.locator('.balance-controls input').fill(String(runs));
  await dialog.locator('.balance-controls button[type="submit"]').click();
  await expect(dialog.locator('[data-testid="balance-progress"] progress')).toHaveAttribute(
    'value',
    String(runs),
    { timeout: 150_000 },
  );
  await expect(dialog.locator('.balance-controls button[type="submit"]')).toBeEnabled({ timeout: 30_000 });
  return dialog;
}

test('the pseudo-locale finds no untranslated text on the core campaign screens and the Balance report', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await appReady(page, 'en-XA');
  const found: Record<string, string[]> = {};
  const scan = async (name: string, regions: string[]) => {
    for (const region of regions) await expect(page.locator(region).first()).toBeVisible();
    const texts = await untranslatedTexts(page, regions.join(','), DOCUMENT_TEXT);
    if (texts.length) found[name] = texts;
  };

  // The set-up wizard on the demo map (SETUP-1..8), and a hex as Start would make it.
  await page.getByTestId('open-demo-map').click();
  await expect(page.getByTestId('setup-panel')).toBeVisible();
  await page.getByTestId('setup-fortress-resolution').selectOption('assault');
  await scan('set-up', ['[data-testid="ruleset-choice"]', '[data-testid="setup-panel"]']);
  const fortress = Object.entries(demoMapDocument().map.hexes).find(
    ([, h]) => h.settlement?.type === 'fortress',
  );
  await clickHex(page, fortress![0] as never);
  await scan('hex info before Start', ['[data-testid="campaign-hex-info"]']);

  // A battle: the tabletop walk, then by dice with the app's and the physical dice.
  const defenderHex = await skirmishBattle(page);
  await scan('battle, tabletop', [BATTLE_PANEL]);
  await page.getByTestId('battle-method').selectOption('dice');
  await scan('battle, dice', [BATTLE_PANEL]);
  await page.getByTestId('physical-dice').first().check();
  await expect(page.getByTestId('physical-missing')).toBeVisible();
  await scan('battle, physical dice', [BATTLE_PANEL]);
  await page.getByTestId('physical-dice').first().uncheck();
  await page.getByTestId('battle-method').selectOption('tabletop');

  // The result: the defender is beaten and must retreat (RESULT-3/4, RETREAT-2..5).
  await page.getByTestId('tabletop-winner').selectOption('attacker');
  await page.getByTestId('tabletop-level').selectOption('minor');
  await page.getByTestId('tabletop-submit').click();
  await expect(page.getByTestId('retreat-panel')).toBeVisible();
  await scan('retreat and last battle', ['[data-testid="retreat-panel"]', '[data-testid="last-battle"]']);
  await clickHex(page, defenderHex);
  await scan('hex info, campaign running', ['[data-testid="campaign-hex-info"]']);
  await page.getByTestId('retreat-auto').click();
  await expect(page.getByTestId('retreat-panel')).toHaveCount(0);

  // The Balance report of the running campaign: its controls, charts and tables.
  const dialog = await balanceReport(page, 10);
  await scan('Balance report', ['[data-testid="balance-dialog"]']);
  await dialog.locator('.balance-controls button').last().click();

  // The rest by auto-play, to the victory screen (VICT-1..3).
  await page.getByTestId('simulate-button').click();
  await expect(page.getByTestId('victory-screen')).toBeVisible({ timeout: 120_000 });
  await scan('victory screen', ['[data-testid="victory-screen"]']);

  expect(found).toEqual({});
});

test('German at 1280 px: the core screens and the Balance report, figures in German style', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await appReady(page, 'de');
  mkdirSync('test-results', { recursive: true });
  const shot = (name: string) => page.screenshot({ path: `test-results/lang-de-core-${name}-1280.png` });

  await page.getByTestId('open-demo-map').click();
  await expect(page.getByTestId('setup-panel')).toContainText('Neue Kampagne auf dieser Karte');
  await shot('setup');
  await page.getByTestId('setup-panel').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await shot('setup-end');

  const defenderHex = await skirmishBattle(page);
  await expect(page.getByTestId('battle-panel')).toContainText('Würfelchancen');
  // Dice odds in German style: a decimal comma and a spaced percent sign.
  const odds = await page.getByTestId('battle-odds').locator('td').allTextContents();
  expect(odds.some((cell) => /^\d+,\d %$/.test(cell))).toBe(true);
  expect(odds.some((cell) => /\d\.\d/.test(cell))).toBe(false);
  await shot('battle-tabletop');
  await page.getByTestId('battle-method').selectOption('dice');
  await page.getByTestId('physical-dice').first().check();
  await shot('battle-dice');
  await page.getByTestId('physical-dice').first().uncheck();
  await page.getByTestId('battle-method').selectOption('tabletop');
  await page.getByTestId('tabletop-winner').selectOption('attacker');
  await page.getByTestId('tabletop-level').selectOption('minor');
  await page.getByTestId('tabletop-submit').click();
  await expect(page.getByTestId('retreat-panel')).toContainText('Rückzug');
  await clickHex(page, defenderHex);
  await expect(page.getByTestId('campaign-hex-info')).toContainText('Hexfeld');
  await shot('retreat');
  await page.getByTestId('retreat-auto').click();

  const dialog = await balanceReport(page, 10);
  await expect(dialog).toContainText('Wer gewinnt');
  const notes = await dialog.locator('.balance-note').allTextContents();
  expect(notes.some((note) => /Im Mittel \d+,\d Seitenzüge/.test(note))).toBe(true);
  await shot('balance');
  await dialog.locator('.balance-grid > section').nth(2).scrollIntoViewIfNeeded();
  await shot('balance-middle');
  await dialog.locator('.balance-grid > section').last().scrollIntoViewIfNeeded();
  await shot('balance-end');
  await dialog.locator('.balance-controls button').last().click();

  await page.getByTestId('simulate-button').click();
  await expect(page.getByTestId('victory-screen')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('victory-screen')).toContainText('Die Kampagne endete im Seitenzug');
  await shot('victory');
});
