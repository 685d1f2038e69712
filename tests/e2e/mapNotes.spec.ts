import { expect, test, type Page } from '@playwright/test';
import { skirmishHexmarchDocument } from '@shared/document';
import { legalMoves } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import { CampaignModel, clickHex } from './campaignPlay';
import { colourDistance, hexColour, hexToPage, mapPixel } from './mapScreen';

/** MAPNOTES_SHOTS=1 writes the screenshots at 800, 1280 and 1920 px wide that a person looks at (issue 15). */
const SHOTS = process.env.MAPNOTES_SHOTS === '1';
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `test-results/mapnotes-${name}.png` });
};

/** Opens the skirmish and lets Red's third army attack: a pending battle on the returned hex (MOVE-7). */
async function skirmishWithBattle(page: Page): Promise<{ battleHex: HexKey; quietHex: HexKey }> {
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-skirmish').click();
  await expect(page.getByTestId('map-summary')).toContainText('8 × 8');
  const model = new CampaignModel(skirmishHexmarchDocument().campaign!);
  // The first two armies hold (each pick-up rolls its D3, MOVE-2), so the third rolls as in campaign.spec.
  for (const id of ['army-1', 'army-2']) {
    const army = model.army(id);
    model.play({ type: 'RollMove', armyId: id });
    await clickHex(page, army.hex!);
    await expect(page.getByTestId('picked-army')).toHaveAttribute('data-army', id);
    await page.getByTestId('hold-button').click();
    model.play({ type: 'MoveArmy', armyId: id, path: [army.hex!] });
  }
  const a3 = model.army('army-3');
  model.play({ type: 'RollMove', armyId: a3.id });
  const attack = legalMoves(model.state, a3.id).find((m) => m.battle)!;
  await clickHex(page, a3.hex!);
  await expect(page.getByTestId('picked-army')).toHaveAttribute('data-army', a3.id);
  await clickHex(page, attack.to);
  await expect(page.getByTestId('play-message')).toContainText('Battle at');
  model.play({ type: 'MoveArmy', armyId: a3.id, path: [...attack.path] });
  const occupied = new Set(Object.values(model.state.armies.entities).map((a) => a!.hex));
  const quietHex = (Object.keys(model.state.map.hexes) as HexKey[]).find((key) => {
    const hex = model.state.map.hexes[key]!;
    return !occupied.has(key) && !hex.settlement && hex.terrain === 'open';
  })!;
  return { battleHex: attack.to, quietHex };
}

for (const width of [800, 1280, 1920]) {
  test(`at ${width} px a GM sees a battle marker, writes a label and a note, undoes it, and reads the legend`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width === 800 ? 600 : width === 1280 ? 800 : 1080 });
    const { battleHex, quietHex: noted } = await skirmishWithBattle(page);
    const view = page.getByTestId('map-view');

    // BATTLE-1: the contested hex carries the crossed-swords marker in its upper right.
    await expect(view).toHaveAttribute('data-contested', battleHex);
    const scale = Number(await view.getAttribute('data-camera-scale'));
    const centre = await hexToPage(page, battleHex);
    const s = Math.max(32, 24 / scale) * scale;
    // The disc at the top of the hex, beside the white swords.
    const rim = { x: centre.x + 0.2 * s, y: centre.y - 0.72 * s };
    await page.mouse.move(5, 5);
    await page.waitForTimeout(150);
    await shot(page, `${width}-1-battle-marker`);
    expect(colourDistance(await mapPixel(page, rim), hexColour('#D55E00'))).toBeLessThan(40);

    // HEX-7: a label and a note on a hex, from the hex panel, during the campaign.
    await clickHex(page, noted);
    await page.getByTestId('hex-label-input').fill('Ford of Aln');
    await page.getByTestId('hex-label-input').press('Enter');
    await page.getByTestId('hex-note-input').fill('Ambush expected here.\nScouts saw Blue banners.');
    await page.getByTestId('hex-label-input').focus();
    await expect(view).toHaveAttribute('data-noted', noted);
    await shot(page, `${width}-2-note-and-label`);

    // A label longer than one line's worth is refused in words, and nothing is saved.
    await page.getByTestId('hex-label-input').fill('x'.repeat(61));
    await expect(page.getByRole('alert')).toContainText('at most 60 characters');
    await page.getByTestId('hex-label-input').press('Escape');

    // Undo takes the note back off, then the label; redo brings both back (nothing the GM wrote is lost).
    await page.getByTestId('undo-button').click();
    await expect(page.getByTestId('hex-note-input')).toHaveValue('');
    await expect(page.getByTestId('hex-label-input')).toHaveValue('Ford of Aln');
    await page.getByTestId('undo-button').click();
    await expect(view).toHaveAttribute('data-noted', '');
    await page.getByTestId('redo-button').click();
    await page.getByTestId('redo-button').click();
    await expect(page.getByTestId('hex-note-input')).toHaveValue(/Ambush expected here/);

    // The legend explains every mark, the battle marker and the note icon included; it hides again.
    await page.getByTestId('legend-toggle').click();
    for (const id of [
      'terrain-water',
      'village',
      'fortress',
      'controlled',
      'river',
      'bridge',
      'army-lord',
      'battle',
      'label',
      'note',
    ])
      await expect(page.getByTestId(`legend-${id}`)).toBeVisible();
    await expect(page.getByTestId('legend-battle')).toContainText('Contested hex');
    await shot(page, `${width}-3-legend`);
    await page.getByTestId('legend-toggle').click();
    await expect(page.getByTestId('legend-battle')).toHaveCount(0);

    // Step-by-step replay: back one history line at a time until the battle has not started yet, then forward.
    for (let i = 0; i < 5 && (await view.getAttribute('data-contested')) !== ''; i++)
      await page.getByTestId('replay-step-back').click();
    await expect(view).toHaveAttribute('data-contested', '');
    await expect(page.getByTestId('replay-step')).toContainText(/step \d+ of \d+/);
    await expect(page.getByTestId('replay-step-text')).toContainText('Red player 3');
    await shot(page, `${width}-4-replay-step`);
    await page.getByTestId('replay-step-forward').click();
    await expect(view).toHaveAttribute('data-contested', battleHex);
    await expect(page.getByTestId('replay-step-text')).toContainText('Battle at');
    await page.getByTestId('replay-exit').click();
    await expect(page.getByTestId('replay-step')).toHaveText('live');
  });
}
