import { expect, test, type Page } from '@playwright/test';
import { campaignOnMap, skirmishHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { botDeployment, nextPhase, rosterTotals, type RosterEntry } from '@shared/rulesets/assault';
import { legalMoves, previewFortressAssault, type Campaign } from '@shared/rulesets/core';
import { CampaignModel, clickHex, expectTurn } from './campaignPlay';

/** Set ASSAULT_SHOTS to a folder to keep the screenshots (1280 and 1920 px wide). */
const SHOTS = process.env.ASSAULT_SHOTS;

/**
 * The skirmish map with "Fortress battles by: assault" (LOC-7); campaign seed 2 gives Red's third army the move to
 * Blue's fortress at 6,3, where Blue's first army stands (SETUP-4, BOT-1), on turn 1.
 */
function siegeCampaign(): { document: ReturnType<typeof skirmishHexmarchDocument>; campaign: Campaign } {
  const skirmish = skirmishHexmarchDocument();
  const campaign = campaignOnMap(skirmish.mapDocument, 2, 'Siege of the Blue fortress', {
    firstSide: skirmish.mapDocument.sides[0].id,
    fortressResolution: 'assault',
  });
  return { document: { mapDocument: skirmish.mapDocument, campaign }, campaign };
}

const RED_CSV = 'name;br;troops\nOgres;3;60\nHeavy infantry;2;120\nSpearmen;1,5;100\nArchers;1;80\n';
const RED: RosterEntry[] = [
  { id: 'army-3-ogres', name: 'Ogres', br: 3, troops: 60 },
  { id: 'army-3-heavy-infantry', name: 'Heavy infantry', br: 2, troops: 120 },
  { id: 'army-3-spearmen', name: 'Spearmen', br: 1.5, troops: 100 },
  { id: 'army-3-archers', name: 'Archers', br: 1, troops: 80 },
];
/** Blue's garrison, typed in row by row (the editor names new rows' ids unit, unit-2, …). */
const BLUE: RosterEntry[] = [
  { id: 'army-4-unit', name: 'Guards', br: 1, troops: 100 },
  { id: 'army-4-unit-2', name: 'Militia', br: 0.5, troops: 150 },
  { id: 'army-4-unit-3', name: 'Levy', br: 0.5, troops: 120 },
];

const summary = (roster: readonly RosterEntry[]) => {
  const t = rosterTotals(roster);
  const n = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
  return `${n(t.troopUnits, 'troop unit', 'troop units')}, ${n(t.heroes, 'hero', 'heroes')}, ${n(t.equipmentUnits, 'equipment unit', 'equipment units')}; total rating ${t.br}, ${n(t.troops, 'troop', 'troops')}.`;
};

async function shot(page: Page, name: string, width: number) {
  if (!SHOTS) return;
  await page.waitForTimeout(800); // the diagram's cards glide to their places
  await page.screenshot({ path: `${SHOTS}/fortress-${name}-${width}.png` });
}

async function openCampaignFile(page: Page, document: ReturnType<typeof skirmishHexmarchDocument>) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (
    await choosing
  ).setFiles({
    name: 'Siege.hexmarch',
    mimeType: 'application/json',
    buffer: Buffer.from(serializeHexmarchFile(document, '0.1.0')),
  });
  await expect(page.getByTestId('file-name')).toHaveText('Siege.hexmarch');
}

for (const width of [1280, 1920]) {
  test(`at ${width} px a GM builds two rosters, resolves a fortress battle by assault step by step with a hand deployment, reads the odds, and the losses reach the rosters`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: width >= 1920 ? 1080 : 800 });
    await page.goto('/');
    await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
    const { document, campaign } = siegeCampaign();
    await openCampaignFile(page, document);
    await expectTurn(page, 1, 'MOVE');

    // Red's host: a club's CSV army list in the army's panel.
    const panel = page.getByTestId('army-roster-panel');
    await page.getByTestId('roster-army-select').selectOption('army-3');
    await page.getByTestId('edit-army-roster').click();
    await page.getByTestId('army-roster-import').setInputFiles({
      name: 'red-host.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(RED_CSV),
    });
    await page.getByTestId('roster-save').click();
    await expect(panel.getByTestId('army-roster-summary')).toHaveText(summary(RED));
    // Blue's garrison, typed in.
    await page.getByTestId('roster-army-select').selectOption('army-4');
    await page.getByTestId('edit-army-roster').click();
    const dialog = page.getByTestId('roster-dialog');
    for (const [i, unit] of BLUE.entries()) {
      await dialog.getByTestId('army-roster-add').click();
      await dialog.getByTestId(`army-roster-name-${i}`).fill(unit.name!);
      await dialog.getByTestId(`army-roster-br-${i}`).fill(String(unit.br));
      await dialog.getByLabel(`Troops of ${unit.name!}`).fill(String(unit.troops));
    }
    await page.getByTestId('roster-save').click();
    await expect(panel.getByTestId('army-roster-summary')).toHaveText(summary(BLUE));
    await shot(page, 'rosters', width);

    // The engine alongside: same file, same rosters, same commands → same rolls (GEN-5).
    const model = new CampaignModel(campaign);
    const withRoster = (state: Campaign, id: string, roster: RosterEntry[]): Campaign => ({
      ...state,
      armies: {
        ...state.armies,
        entities: { ...state.armies.entities, [id]: { ...state.armies.entities[id]!, roster } },
      },
    });
    model.state = withRoster(withRoster(model.state, 'army-3', RED), 'army-4', BLUE);

    // Red's third army storms into Blue's fortress: a fortress battle, set to assault by the campaign.
    model.play({ type: 'RollMove', armyId: 'army-3' });
    const storm = legalMoves(model.state, 'army-3').find((m) => m.to === '6,3')!;
    await clickHex(page, model.army('army-3').hex!);
    await expect(page.getByTestId('picked-army')).toHaveAttribute('data-army', 'army-3');
    await clickHex(page, storm.to);
    model.play({ type: 'MoveArmy', armyId: 'army-3', path: [...storm.path] });
    await expect(page.getByTestId('play-message')).toContainText('Battle at');
    await page.getByTestId('go-on-button').click();
    model.play({ type: 'EndMovePhase' });
    await expectTurn(page, 1, 'FIGHT');
    await expect(page.getByTestId('battle-title')).toContainText('fortress siege (LOC-7)');
    await expect(page.getByTestId('battle-method')).toHaveValue('assault');
    await shot(page, 'battle-panel', width);

    // Resolve by assault…: the Assault tab, bound to this battle, with the two rosters.
    await page.getByTestId('resolve-by-assault').click();
    await expect(page.getByTestId('assault-binding')).toContainText('Red player 3 against Blue player 1');
    await expect(page.getByTestId('assault-bar-phase')).toHaveText('Turn 1 · Setup');
    // The odds before anything is risked.
    await page.getByTestId('odds-start').click();
    await expect(page.getByTestId('odds-result')).toContainText('of 10,000 assaults.', { timeout: 240_000 });
    await expect(page.getByTestId('odds-result')).toContainText(/\d+ % \(\d+–\d+ %\)/);

    // The GM's own choice: only the Ogres and the Heavy infantry storm the walls (ASLT-9).
    const battleId = model.state.battles.ids[0]!;
    const commands: Record<string, unknown>[] = [];
    const assaultNow = () => {
      const preview = previewFortressAssault(model.state, battleId, commands);
      if (!preview.ok) throw new Error(preview.violations.map((v) => v.message).join('; '));
      return preview.assault;
    };
    for (const unit of ['Ogres', 'Heavy infantry']) await page.getByLabel(`${unit}: Ladders`).check();
    await page.getByTestId('deploy-by-hand').click();
    commands.push({ type: 'DeployBesieger', assault: ['army-3-ogres', 'army-3-heavy-infantry'], breach: [] });
    await expect(page.getByTestId('assault-bar-phase')).toHaveText("Turn 1 · Defender's deployment");
    await expect(page.getByTestId('assault-log')).toContainText(
      'Ogres moves from the reserve to the assault zone.',
    );
    // Decide for me: BOT-20 mans the walls.
    await page.getByTestId('assault-step').click();
    commands.push({ type: 'DeployDefender', walls: [...botDeployment(assaultNow(), 'defender').placed] });
    await expect(page.getByTestId('assault-bar-phase')).toHaveText('Turn 1 · Artillery phase');
    // Three phases one by one: throws and hits on the diagram and in the log.
    for (const next of ['Missile phase', 'Melee phase', 'Morale']) {
      commands.push({ type: 'RunAssaultTurn', until: nextPhase(assaultNow(), assaultNow().phase) });
      await page.getByTestId('assault-step').click();
      await expect(page.getByTestId('assault-bar-phase')).toHaveText(`Turn 1 · ${next}`);
    }
    await shot(page, 'assault-melee', width);
    await page.getByTestId('assault-run-end').click();
    commands.push({ type: 'RunAssaultTurn', until: 'ENDED' });
    await expect(page.getByTestId('assault-bar-phase')).toHaveText('Assault over');
    expect(assaultNow().phase).toBe('ENDED');
    await expect(page.getByTestId('assault-outcome')).toContainText('troops');
    const outcome = await page.getByTestId('assault-outcome').textContent();
    await shot(page, 'assault-ended', width);

    // Record in the campaign: LOC-7 and RESULT-1 as for any battle; the rosters lose what the assault cost.
    await page.getByTestId('assault-record-campaign').click();
    model.play({ type: 'ResolveByAssault', battleId, commands: commands as never });
    await expect(page.getByTestId('map-view')).toHaveAttribute('data-mode', 'campaign');
    const recorded = model.state.log.find((e) => e.type === 'FortressAssaulted');
    if (recorded?.type !== 'FortressAssaulted') throw new Error('the model recorded no assault');
    await expect(page.getByTestId('event-log')).toContainText(
      /The fortress is (held|taken by storm|surrendered)/,
    );
    const redAfter = model.army('army-3').roster!;
    const blueAfter = model.army('army-4').roster!;
    expect(redAfter.length + blueAfter.length).toBeLessThan(RED.length + BLUE.length);
    await page.getByTestId('roster-army-select').selectOption('army-3');
    await expect(panel.getByTestId('army-roster-summary')).toHaveText(summary(redAfter));
    await page.getByTestId('roster-army-select').selectOption('army-4');
    await expect(panel.getByTestId('army-roster-summary')).toHaveText(summary(blueAfter));
    await shot(page, 'campaign-after', width);

    // Later, from the history: the assault of this past battle opens again and replays to the same end.
    await page.getByTestId('history-filter-battles').click();
    await page.getByTestId('replay-assault').click();
    await expect(page.getByTestId('assault-bar-phase')).toHaveText('Assault over');
    await expect(page.getByTestId('assault-outcome')).toHaveText(outcome!);
    await page.getByTestId('assault-take-back').click();
    await expect(page.getByTestId('assault-bar-phase')).toHaveText('Turn 1 · Morale');
    await shot(page, 'history-replay', width);
  });
}
