import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { planLayout, planOfBattle } from '@shared/battlefield';
import { demoMapDocument, firestormDemoState, skirmishHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { kernelStep } from '@shared/kernel';
import { legalMoves } from '@shared/rulesets/core';
import { firestormAutoCommand, firestormRuleset, openBattles } from '@shared/rulesets/firestorm';
import { CampaignModel, clickHex, expectTurn } from './campaignPlay';
import { openHexmarchFile } from './openFile';

const shot = (name: string) => ({ path: `test-results/battlefield-${name}.png` });

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(250);
    await page.screenshot(shot(`${name}-${width}`));
  }
}

test('a battle fought in the app shows its table plan: re-roll, drag a piece, undo, and the pack carries it (issue 29)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-skirmish').click();
  await expectTurn(page, 1, 'MOVE');
  const model = new CampaignModel(skirmishHexmarchDocument().campaign!);

  // Red's first two armies hold (the app rolls each one's move when it is picked up, as the model does) …
  for (const id of ['army-1', 'army-2']) {
    const army = model.army(id);
    model.play({ type: 'RollMove', armyId: army.id });
    await clickHex(page, army.hex!);
    await expect(page.getByTestId('picked-army')).toHaveAttribute('data-army', army.id);
    await page.getByTestId('hold-button').click();
    model.play({ type: 'MoveArmy', armyId: army.id, path: [army.hex!] });
  }
  // … and the third attacks by clicks (BATTLE-1); the GM goes on to FIGHT.
  const a3 = model.army('army-3');
  model.play({ type: 'RollMove', armyId: a3.id });
  const attack = legalMoves(model.state, a3.id).find((m) => m.battle)!;
  await clickHex(page, a3.hex!);
  await clickHex(page, attack.to);
  await expect(page.getByTestId('play-message')).toContainText('Battle at');
  model.play({ type: 'MoveArmy', armyId: a3.id, path: [...attack.path] });
  await page.getByTestId('go-on-button').click();
  model.play({ type: 'EndMovePhase' });
  await expectTurn(page, 1, 'FIGHT');

  // The battle panel shows the plan of the battle hex.
  const panel = page.getByTestId('battle-panel');
  const section = panel.getByTestId('battle-plan');
  await expect(section.getByTestId('battle-plan-picture')).toBeVisible();
  await expect(section).toContainText('Table plan (72″×48″');
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'panel');

  const battleId = model.state.battles.ids.find(
    (id) => model.state.battles.entities[id]!.state === 'pending',
  )!;
  const plan = planOfBattle(model.state, battleId, undefined)!;
  await section.getByTestId('battle-plan-open').click();
  const dialog = page.getByTestId('battlefield-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Seed 1.');
  await expect(dialog.getByTestId('battlefield-nudges')).toHaveText('No piece moved by hand.');
  await shoot(page, 'dialog');

  // Drag the first organic piece 4″ to the right (at 1920 × 1080, the dialog's size).
  const piece = plan.pieces.find(
    (p) => p.footprint.type === 'circle' && p.kind !== 'bridge' && p.kind !== 'ford',
  )!;
  expect(piece, 'the skirmish battle has a piece to drag').toBeDefined();
  const canvas = dialog.getByTestId('battlefield-canvas');
  const box = (await canvas.boundingBox())!;
  const layout = planLayout(plan);
  const fit = box.width / layout.width;
  const at = (x: number, y: number) => ({
    x: box.x + (layout.tableX + x * layout.scale) * fit,
    y: box.y + (layout.tableY + y * layout.scale) * fit,
  });
  const from = at(piece.footprint.x, piece.footprint.y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 20 * fit, from.y, { steps: 4 });
  await page.mouse.move(from.x + 40 * fit, from.y, { steps: 4 });
  await page.mouse.up();
  await expect(dialog.getByTestId('battlefield-nudges')).toHaveText('1 piece moved by hand.');
  await page.screenshot(shot('dragged-1920'));

  // Kept when the plan is closed and opened again; Undo takes the move back.
  await dialog.getByTestId('battlefield-close').click();
  await section.getByTestId('battle-plan-open').click();
  await expect(dialog.getByTestId('battlefield-nudges')).toHaveText('1 piece moved by hand.');
  await page.keyboard.press('Control+z');
  await expect(dialog.getByTestId('battlefield-nudges')).toHaveText('No piece moved by hand.');

  // Re-roll lays the table out afresh; another table too; a size that is no table is refused in words.
  await dialog.getByTestId('battlefield-reroll').click();
  await expect(dialog).toContainText('Seed 2.');
  await dialog.getByTestId('battlefield-table').selectOption('44″×30″');
  await expect(section).toContainText('Table plan (44″×30″');
  await dialog.getByTestId('battlefield-table').selectOption('other');
  await dialog.getByTestId('battlefield-custom-table').fill('10x8');
  await dialog.getByRole('button', { name: 'Use size' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The table width must be between 24 and 144 inches, not 10.',
  );
  // The plan exports as SVG at tabletop scale (a download in the browser edition).
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export SVG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-plan\.svg$/);
  const svg = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(svg).toString('utf8')).toContain('width="440" height="300"');
  await dialog.getByTestId('battlefield-close').click();

  // The game-night pack's battle sheet carries the plan as the GM left it.
  await page.getByTestId('pack-button').click();
  const sheet = page.getByTestId('pack-page').first();
  await expect(sheet.getByTestId('pack-battlefield')).toBeVisible();
  await expect(sheet).toContainText('Table plan (44″×30″, seed 2)');
  await sheet.getByTestId('pack-battlefield').scrollIntoViewIfNeeded();
  await shoot(page, 'pack');
});

test('a Firestorm battle shows the plan of its territory’s hex (issue 29, FS-MAP-1)', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  // The demo played on to its first battle waiting in BATTLES (the BOT policies, as the demo is made).
  let state = firestormDemoState(0);
  for (let n = 0; n < 5000; n++) {
    if (state.turn.step === 'BATTLES' && openBattles(state).some((b) => b.state === 'pending')) break;
    const r = kernelStep(firestormRuleset, state, firestormAutoCommand(state)!);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join());
    state = r.state;
  }
  const path = info.outputPath('firestorm-battle.hexmarch');
  writeFileSync(path, serializeHexmarchFile({ mapDocument: demoMapDocument(), campaign: state }, '0.1.0'));
  await openHexmarchFile(page, path);
  const battles = page.getByTestId('fs-battles');
  await expect(battles).toBeVisible();
  const section = battles.getByTestId('battle-plan');
  await expect(section.getByTestId('battle-plan-picture')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'firestorm-panel');
  await section.getByTestId('battle-plan-open').click();
  await expect(page.getByTestId('battlefield-dialog')).toContainText('Seed 1.');
  await shoot(page, 'firestorm-dialog');
});
