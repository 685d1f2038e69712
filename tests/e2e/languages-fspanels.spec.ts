import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoMapDocument, firestormDemoState, newFirestormCampaign } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { kernelStep } from '@shared/kernel';
import {
  SIEGE_EQUIPMENT,
  firestormAutoCommand,
  firestormRuleset,
  openBattles,
  type FsState,
} from '@shared/rulesets/firestorm';
import { hexToPage } from './mapScreen';
import { stringsOf, untranslatedTexts } from './untranslatedText';
import { newFaction } from '../../renderer/src/rulesets/firestorm/setup/fsSetupDraft';
import { ITEM_NAMES } from '../../renderer/src/rulesets/firestorm/fsNames';

/**
 * Issue 32 for the Firestorm screens other than siege and glory (the `firestorm`, `fsTurn` and `fsLog` catalogues):
 * in the pseudo-locale no text of the set-up, a turn's orders, execution, battles, aftermath, Path to Glory, upkeep,
 * build, the log, the hex info, the legend and the victory screen is left untranslated, and German screens are shot
 * at 1280 and 1920 px to be looked at. Each step of play is a campaign the BOT played to that point (a default
 * 4-faction campaign, dice seed 1), opened as a file, so every screen shows real battles, choices and builds.
 */
const made = newFirestormCampaign({ seed: 1, factions: 4, name: 'Firestorm campaign' });
if (!made.ok) throw new Error(made.error);
const { campaign, mapDocument } = made.value;
const start: FsState = { ...campaign, settings: { ...campaign.settings, 'fs.autoResolve': true } };

type Stop = 'execution' | 'battles' | 'siegeChoice' | 'aftermath' | 'upkeep' | 'build' | 'ended';
/** The first state of each stop, as the BOT plays the campaign (GEN-5: the same seed, the same campaign). */
function stops(): Record<Stop, FsState> {
  const found: Partial<Record<Stop, FsState>> = {};
  const take = (stop: Stop, state: FsState, when: boolean) => {
    if (when && !found[stop]) found[stop] = state;
  };
  let state = start;
  for (let i = 0; i < 50_000 && state.status === 'running'; i++) {
    const pending = openBattles(state).filter((b) => b.state === 'pending');
    const { step, active, number } = state.turn;
    take('execution', state, step === 'EXECUTION' && active !== undefined && number >= 2);
    take(
      'battles',
      state,
      step === 'BATTLES' && pending.length > 1 && pending.every((b) => b.kind === 'field'),
    );
    take('siegeChoice', state, step === 'BATTLES' && pending.some((b) => b.kind === undefined));
    take('aftermath', state, step === 'AFTERMATH' && state.pending.length > 0);
    take('upkeep', state, step === 'UPKEEP' && number >= 2);
    take('build', state, step === 'BUILD' && active !== undefined && number >= 2);
    const command = firestormAutoCommand(state);
    if (!command) break;
    const stepped = kernelStep(firestormRuleset, state, command);
    if (!stepped.ok) throw new Error(stepped.violations[0]!.message);
    state = stepped.state;
  }
  take('ended', state, state.status === 'ended');
  for (const stop of [
    'execution',
    'battles',
    'siegeChoice',
    'aftermath',
    'upkeep',
    'build',
    'ended',
  ] as const)
    if (!found[stop]) throw new Error(`the BOT's campaign never reached ${stop}`);
  return found as Record<Stop, FsState>;
}
const STOPS = stops();

/** The campaign's own names (factions, players, specials), the set-up's default names and the book's equipment. */
const ALLOWED = [
  ...stringsOf(demoMapDocument()),
  ...stringsOf(start.factions),
  ...stringsOf(firestormDemoState().factions),
  ...Object.values(start.territories).flatMap((t) => (t.special ? [t.special.name] : [])),
  ...Object.values(firestormDemoState().territories).flatMap((t) => (t.special ? [t.special.name] : [])),
  ...[0, 1, 2, 3].flatMap((i) => [newFaction(i).name, ...newFaction(i).players]),
  ...Object.values(SIEGE_EQUIPMENT).map((type) => type.name),
  // The map's item badges (LT, MG, Bk…) are the book's abbreviations, drawn the same in every language, and the
  // fatigue mark "z".
  ...Object.values(ITEM_NAMES).map((item) => item.badge),
  'z',
  // Intl.ListFormat joins a list in the language's own way ("A, B, and C"): the pseudo-locale lists in English.
  'and',
  // HXO1 begins every order code (the placeholder shows its shape): notation, not a word.
  'HXO1',
];

/** The containers of this area's screens; one that is not on screen adds nothing. */
const MY_PANELS = [
  '[data-testid="turn-bar"]',
  '[data-testid="fs-start-turn"]',
  '[data-testid="fs-orders-status"]',
  '[data-testid="fs-order-import"]',
  '[data-testid="fs-execution"]',
  '[data-testid="fs-battles"] > :not([data-testid="fs-battle"])',
  // Inside a battle: the siege's parts (fsengine's area, siege/) and the briefing's engine-made lines are left out.
  '[data-testid="fs-battle"] > :not(.fs-briefing):not(.fs-siege):not([data-testid="battle-plan"])',
  '.fs-briefing > summary',
  '.fs-briefing-side h4',
  '[data-testid="fs-briefing-points"]',
  '[data-testid="fs-aftermath"]',
  '[data-testid="fs-ptg"]',
  '[data-testid="fs-upkeep"]',
  '[data-testid="fs-build-menu"]',
  '[data-testid="fs-log"]',
  '[data-testid="fs-hex-info"]',
  '[data-testid="banner-roster-panel"] h2',
  // The BOT policies' names and summaries are the engine's (fsengine's area): the row's label only.
  '[data-testid="fs-autoplay-panel"] > :not(.fs-autoplay-row)',
  '.fs-autoplay-row > label',
  '[data-testid="fs-legend"]',
  '[data-testid="fs-victory"]',
];

async function openCampaign(page: Page, state: FsState, path: string, lang: string): Promise<void> {
  writeFileSync(
    path,
    serializeHexmarchFile({ mapDocument: { ...mapDocument, map: state.map }, campaign: state }, '0.1.0'),
  );
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (await choosing).setFiles(path);
  await expect(page.getByTestId('fs-turn')).toHaveText(/\d/);
}

/** Selects the hex of the campaign's first banner, so the hex info shows a territory with a banner on it. */
async function selectBannerHex(page: Page, state: FsState): Promise<void> {
  const banner = state.banners.find((b) => b.hex !== null)!;
  const at = await hexToPage(page, banner.hex!);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByTestId('fs-hex-info')).toBeVisible();
}

test('the pseudo-locale finds no untranslated text on the Firestorm screens of play', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const found: Record<string, string[]> = {};
  const scan = async (name: string) => {
    // An order fingerprint (FS-ORDER-2) is hexadecimal digits in groups: a code, not words.
    const texts = (await untranslatedTexts(page, MY_PANELS.join(','), ALLOWED)).filter(
      (text) => !/^[0-9A-F\s-]+$/.test(text),
    );
    if (texts.length) found[name] = texts;
  };
  // The set-up, with four factions on the demo map: its land-grab warning too.
  await page.goto('/?lang=en-XA');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-demo-map').click();
  await page.getByRole('radio', { name: 'Firestorm' }).check();
  await page.getByTestId('fs-add-faction').click();
  await page.getByTestId('fs-add-faction').click();
  await expect(page.getByTestId('fs-land-grab')).toBeVisible();
  const setup = await untranslatedTexts(
    page,
    [
      '[data-testid="fs-setup"] > :not(.fs-setup-figures)',
      '[data-testid="fs-setup-figures"] > :not([data-testid="fs-fairness-notes"])',
      '[data-testid="fs-legend"]',
    ].join(','),
    ALLOWED,
  );
  if (setup.length) found['set-up'] = setup;

  // Orders: the demo at its turn's Orders, with the legend open and a banner's hex selected.
  await page.getByTestId('open-firestorm-demo').click();
  await expect(page.getByTestId('fs-step')).not.toHaveText('');
  await page.getByTestId('fs-legend').getByRole('button').first().click();
  await selectBannerHex(page, firestormDemoState());
  await scan('orders');

  /** What each stop shows: the panel the scan must find on screen. */
  const SHOWN: Record<Exclude<Stop, 'ended'>, string> = {
    execution: 'fs-execute-next',
    battles: 'fs-game-form',
    siegeChoice: 'fs-choose-siege',
    aftermath: 'fs-choice',
    upkeep: 'fs-upkeep-done',
    build: 'fs-build-menu',
  };
  for (const stop of ['execution', 'battles', 'siegeChoice', 'aftermath', 'upkeep', 'build'] as const) {
    await openCampaign(page, STOPS[stop], info.outputPath(`${stop}.hexmarch`), 'en-XA');
    await selectBannerHex(page, STOPS[stop]);
    await expect(page.getByTestId(SHOWN[stop]).first()).toBeVisible();
    if (stop === 'aftermath') await expect(page.getByTestId('fs-ptg')).toBeVisible();
    await expect(page.getByTestId('fs-log-line').first()).toBeVisible();
    await scan(stop);
    if (stop === 'battles') {
      // A game recorded at the table: the games list and the outcome preview.
      await page.getByTestId('fs-record-game').first().click();
      await scan('battles, a game recorded');
    }
  }
  await openCampaign(page, STOPS.ended, info.outputPath('ended.hexmarch'), 'en-XA');
  await expect(page.getByTestId('fs-victory')).toBeVisible();
  await scan('victory');
  expect(found).toEqual({});
});

test('German: the Firestorm screens of play are shot at 1280 and 1920 px', async ({ page }, info) => {
  test.setTimeout(300_000);
  mkdirSync('test-results', { recursive: true });
  const shoot = async (name: string) => {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/lang-de-fspanels-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  // The set-up with its land-grab warning, and the demo's Orders with the legend open and a hex selected.
  await page.goto('/?lang=de');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-demo-map').click();
  await page.getByRole('radio', { name: 'Firestorm' }).check();
  await page.getByTestId('fs-add-faction').click();
  await page.getByTestId('fs-add-faction').click();
  await expect(page.getByTestId('fs-land-grab')).toContainText('Landnahme');
  await page.getByTestId('fs-setup-figures').scrollIntoViewIfNeeded();
  await shoot('setup');
  await page.getByTestId('open-firestorm-demo').click();
  await expect(page.getByTestId('fs-step')).toHaveText('Befehle');
  await page.getByTestId('fs-legend').getByRole('button').first().click();
  await selectBannerHex(page, firestormDemoState());
  await page.getByTestId('fs-hex-info').scrollIntoViewIfNeeded();
  await shoot('orders');
  for (const stop of ['execution', 'battles', 'aftermath', 'upkeep', 'build'] as const) {
    await openCampaign(page, STOPS[stop], info.outputPath(`${stop}.hexmarch`), 'de');
    await selectBannerHex(page, STOPS[stop]);
    await shoot(stop);
  }
  await expect(page.getByTestId('fs-build-menu')).toContainText('baut');
  await openCampaign(page, STOPS.ended, info.outputPath('ended.hexmarch'), 'de');
  await expect(page.getByTestId('fs-victory')).toContainText('gewinnt');
  await shoot('victory');
});
