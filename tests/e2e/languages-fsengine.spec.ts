import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoMapDocument, firestormDemoState } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { NO_SIEGE_FLAGS, type FsState, type Siege } from '@shared/rulesets/firestorm';
import { siegedCampaign } from '../fixtures/siegedFirestorm';
import { stringsOf, untranslatedTexts } from './untranslatedText';

/**
 * Issue 32 for the Firestorm siege and glory panels (helper fsengine): in the pseudo-locale the siege battleplans,
 * the Final Assault briefing and its equipment forms, how the Final Assault is resolved, the glory table and charts
 * and the Secret Objectives show no untranslated text; in German each is shot at 1280 px and looked at. The SIEGE-17
 * campaign (Ash's banner besieges Iron's level-2 stronghold) is put back to the opening, to a siege turn, or left
 * at its Final Assault; the glory panels are the Firestorm demo's.
 */
type Lang = 'en-XA' | 'de';

function siegeFile(path: string, patch: Partial<Siege>, campaignPatch: Partial<FsState> = {}): string {
  const campaign = siegedCampaign();
  const sieges = campaign.sieges.map((s) => ({ ...s, ...patch }));
  const doc = {
    mapDocument: { ...demoMapDocument(), map: campaign.map },
    campaign: { ...campaign, ...campaignPatch, sieges },
  };
  writeFileSync(path, serializeHexmarchFile(doc, '0.1.0'));
  return path;
}

/** The GM starts the browser edition in `lang` and opens `path` with Open… (the file chooser). */
async function openIn(page: Page, lang: Lang, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (await choosing).setFiles(path);
  await expect(page.getByTestId('fs-siege')).toBeVisible();
}

/** Unfolds every <details> inside `selector`, so their text is visible to the scan and the screenshot. */
async function unfold(page: Page, selector: string): Promise<void> {
  await page.evaluate((s) => {
    for (const el of document.querySelectorAll(s)) {
      if (el instanceof HTMLDetailsElement) el.open = true;
      for (const d of el.querySelectorAll('details')) d.open = true;
    }
  }, selector);
}

/** Shoots `selector`'s first element (German, 1280 px) for the record; the spec's author looks at them. */
async function shoot(page: Page, selector: string, name: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .screenshot({ path: `test-results/lang-de-fsengine-${name}-1280.png` });
}

/**
 * The document's own names, and two words from outside this area: Intl.ListFormat's "and" (it reads the
 * pseudo-locale as English; German lists say "und") and "hex" of the hex name the siege panel (helper fspanels'
 * area) passes in.
 */
const names = (campaign: object, ...more: string[]) => [...stringsOf(campaign), 'and', 'hex', ...more];
const MINE = {
  battleplans: '[data-testid="fs-battleplans"], [data-testid="fs-battleplan"]',
  finalAssault: '[data-testid="fs-final-assault"], [data-testid="fs-final-assault-method"]',
};

const opening: Partial<Siege> = {
  state: 'opening',
  completedSiegeTurns: 0,
  flags: NO_SIEGE_FLAGS,
  ledger: [],
  chosen: {},
};
const attackerChose: Partial<Siege> = {
  ...opening,
  state: 'siegeTurns',
  turnStep: 'choose',
  chosen: { attacker: { option: 'undermine' }, defender: { option: 'sallyOut', target: 'siegeEquipment' } },
};
/** The Final Assault with every flag that changes it and equipment bought on both sides. */
const assault: Partial<Siege> = {
  flags: {
    ...NO_SIEGE_FLAGS,
    gateDestroyed: true,
    braveryBonus: true,
    attackerWarMachinesDoubleCost: true,
    defenderEquipmentDoubleCost: true,
  },
  equipment: {
    attacker: [
      { item: 'siegeTower', count: 1 },
      { item: 'logRam', count: 1 },
    ],
    defender: [{ item: 'boilingOil', count: 2 }],
  },
};

for (const lang of ['en-XA', 'de'] as const)
  test(`the siege panels in ${lang}: battleplans at the opening and in a siege turn, the Final Assault briefing and its method`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const campaign = siegedCampaign();
    const allowed = names(campaign);
    const problems: string[] = [];

    await openIn(page, lang, siegeFile(info.outputPath('opening.hexmarch'), opening));
    await expect(page.getByTestId('fs-battleplans')).toBeVisible();
    await unfold(page, MINE.battleplans);
    if (lang === 'en-XA') problems.push(...(await untranslatedTexts(page, MINE.battleplans, allowed)));
    else {
      await expect(page.getByTestId('fs-battleplans')).toContainText('würfelt der Belagerer einen W6');
      await shoot(page, '[data-testid="fs-battleplans"]', 'opening');
    }

    await openIn(page, lang, siegeFile(info.outputPath('turn.hexmarch'), attackerChose));
    await expect(page.getByTestId('fs-battleplans')).toBeVisible();
    await unfold(page, MINE.battleplans);
    if (lang === 'en-XA') problems.push(...(await untranslatedTexts(page, MINE.battleplans, allowed)));
    else {
      await expect(page.getByTestId('fs-battleplans')).toContainText('Belagerungszug');
      await shoot(page, '[data-testid="fs-battleplans"]', 'siege-turn');
    }

    // At the Final Assault without rosters: the quick roll, the briefing, both sides' equipment forms.
    await openIn(page, lang, siegeFile(info.outputPath('assault.hexmarch'), assault));
    await expect(page.getByTestId('fs-final-assault')).toBeVisible();
    await unfold(page, MINE.finalAssault);
    if (lang === 'en-XA') problems.push(...(await untranslatedTexts(page, MINE.finalAssault, allowed)));
    else {
      await expect(page.getByTestId('fs-final-assault-method')).toContainText('Schnellwurf');
      await expect(page.getByTestId('fs-equipment-cost-defender')).toContainText('BelP');
      await shoot(page, '[data-testid="fs-final-assault"]', 'final-assault');
      await shoot(page, '[data-testid="fs-final-assault-method"]', 'method-quick');
    }

    // With both banners' rosters: fought as an assault (SIEGE-16/17).
    const roster = [{ id: 'r1', br: 2, troops: 100 }];
    const withRosters = {
      banners: campaign.banners.map((b, i) => ({ ...b, roster: [{ ...roster[0]!, id: `r${i}` }] })),
    };
    await openIn(page, lang, siegeFile(info.outputPath('rosters.hexmarch'), {}, withRosters));
    await expect(page.getByTestId('fs-final-assault-method')).toHaveAttribute('data-method', 'assault');
    if (lang === 'en-XA')
      problems.push(...(await untranslatedTexts(page, MINE.finalAssault, names(withRosters, ...allowed))));
    else await shoot(page, '[data-testid="fs-final-assault-method"]', 'method-assault');

    expect(problems).toEqual([]);
  });

for (const lang of ['en-XA', 'de'] as const)
  test(`the glory panels in ${lang}: the glory table and charts, the Secret Objectives and glory from the book`, async ({
    page,
  }) => {
    const demo = firestormDemoState();
    const iron = demo.factions.find((f) => f.name === 'Iron Host')!;
    const [first, second] = iron.playerIds;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/?lang=${lang}`);
    await page.getByTestId('open-firestorm-demo').click();
    await expect(page.getByTestId('fs-glory')).toBeVisible();
    const panel = page.getByTestId('fs-objectives');
    await panel.locator('summary').click();
    // One card recorded and met, one recorded, the others still to record: every row's form shows.
    const row = (player: string) => page.locator(`[data-testid="fs-objective"][data-player="${player}"]`);
    await row(first!).locator('input').first().fill('Hold the Caverns of Fulminax');
    await row(first!).getByRole('button').first().click();
    await expect(row(first!)).toContainText('Fulminax');
    if (second) {
      await row(second).locator('input').first().fill('Raze a Shrine');
      await row(second).getByRole('button').first().click();
      await row(second).getByRole('button').nth(1).click();
    }
    const regions = '[data-testid="fs-glory"], [data-testid="fs-objectives"]';
    if (lang === 'en-XA') {
      const allowed = names(demo, 'Hold the Caverns of Fulminax', 'Raze a Shrine');
      expect(await untranslatedTexts(page, regions, allowed)).toEqual([]);
    } else {
      await expect(page.getByTestId('fs-glory')).toContainText('Ruhm im Lauf der Züge');
      await shoot(page, '[data-testid="fs-glory"]', 'glory');
      await shoot(page, '[data-testid="fs-objectives"]', 'objectives');
    }
  });
