import { expect, test, type Page } from '@playwright/test';
import { demoMapDocument } from '@shared/document';
import { hexName } from '@shared/hex';
import { expectTurn } from './campaignPlay';
import { writeBattleFile } from './battleFile';
import { openHexmarchFile } from './openFile';

const WIDTHS = [800, 1280, 1920] as const;

/** Screenshots at 800, 1280 and 1920 px wide (the three sizes); E2E_SCREENSHOTS=0 skips them. */
async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 800 ? 600 : width === 1280 ? 800 : 1080 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `test-results/battlepanel-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the battle panel walks a generated scenario: deeds, the turn-5 roll, scoring, result; the Lord is then fixed', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  // Attritional Battle (SCEN-11), Standard Deployment: a roll5 game (SCEN-7).
  const path = info.outputPath('generated.hexmarch');
  const { state, defender, lord } = writeBattleFile(path, 'generator', {
    'scen.type': [1],
    'scen.deploy': [2],
    'scen.deeds': [1, 2, 1, 2],
  });
  const battle = state.battles.entities[state.battles.ids[0]!]!;
  const attacker = state.armies.entities[battle.attacker.armyId]!;
  await openHexmarchFile(page, path);
  await expectTurn(page, 1, 'FIGHT');
  const panel = page.getByTestId('battle-panel');
  await expect(panel.getByTestId('battle-briefing')).toContainText(`${lord.name} (${lord.loadout})`);
  for (const id of ['deeds', 'length', 'scoring', 'result'])
    await expect(panel.getByTestId(`walk-step-${id}`)).toBeVisible();
  await expect(panel.getByTestId('walk-step-objectives')).toHaveCount(0);

  // SCEN-6: the defender completes the first deed; it closes and the ledger counts it.
  const firstDeed = battle.scenario!.generated!.deeds[0]!.name;
  await panel.getByTestId(`deed-${firstDeed}`).getByTestId('deed-defender').click();
  await expect(panel.getByTestId(`deed-${firstDeed}`).getByTestId('deed-done')).toContainText(defender.name);
  await expect(panel.getByTestId('deeds-glory')).toContainText(`${defender.name} (defender) 1`);

  // SCEN-7: at the end of turn 5 the GM enters the physical D6: a 4 ends the game.
  await page.getByTestId('physical-dice').first().check();
  await expect(panel.getByTestId('length-enter')).toBeDisabled();
  await panel.getByTestId('length-physical').selectOption('4');
  await panel.getByTestId('length-enter').click();
  await expect(panel.getByTestId('walk-length')).toContainText('Rolled 4: the game ends after turn 5.');

  // SCEN-11: VP = ceil(ducats / 100) + kills: 4 against 3, so the attacker wins; the winner is carried below.
  await panel.getByTestId('score-ducats.A').fill('250');
  await panel.getByTestId('score-kills.A').fill('1');
  await panel.getByTestId('score-ducats.B').fill('300');
  await expect(panel.getByTestId('score-result')).toContainText(
    `${attacker.name} (attacker) wins the scenario`,
  );
  await expect(panel.getByTestId('score-result')).toContainText('VP 4 against 3');
  await panel.getByTestId('tabletop-winner').selectOption('none');
  await panel.getByTestId('score-use').click();
  await expect(panel.getByTestId('tabletop-winner')).toHaveValue('attacker');
  await shoot(page, 'generated-walk');

  // The history tells the deed and the roll (the battles filter keeps them).
  const log = page.getByTestId('event-log');
  await expect(log).toContainText(`${defender.name} (defender) completes the deed ${firstDeed} first`);
  await expect(log).toContainText(`Game length in the battle at hex ${hexName(battle.hex)}: D6 4`);

  // A draw: the attacker goes back, and the other side's MOVE begins.
  await panel.getByTestId('tabletop-winner').selectOption('none');
  await panel.getByTestId('tabletop-submit').click();
  await expectTurn(page, 2, 'MOVE');
  await expect(page.getByTestId('last-battle')).toContainText('SCEN-7: game-length D6 4, 5 turns played');
  await expect(page.getByTestId('last-battle')).toContainText(
    'SCEN-6: scenario Glory 0 (attacker) · 1 (defender)',
  );
  // LORD-3: the defender's Lord fought with its loadout, which is now fixed.
  await page.getByTestId(`pick-${defender.id}`).click();
  await expect(page.getByTestId('lord-card')).toContainText(lord.loadout);
  await expect(page.getByTestId('lord-loadout-fixed')).toContainText(
    `LORD-3: ${lord.name}'s loadout has been fixed`,
  );
  await expect(page.getByTestId('lord-loadout-input')).toHaveCount(0);
  await shoot(page, 'lord-fixed');
});

test('a Pitched Battle records both special objectives (BATTLE-5), refusing an achieved blank one', async ({
  page,
}, info) => {
  const path = info.outputPath('pitched.hexmarch');
  writeBattleFile(path, 'coreChart', { 'battle.scenario': [2] });
  await openHexmarchFile(page, path);
  await expectTurn(page, 1, 'FIGHT');
  const panel = page.getByTestId('battle-panel');
  await expect(panel.getByTestId('walk-step-deeds')).toHaveCount(0);
  const attacker = panel.getByTestId('objective-attacker');
  await attacker.getByTestId('objective-attacker-text').fill('Slay the enemy general');
  await attacker.getByTestId('objective-attacker-achieved').check();
  await attacker.getByTestId('objective-attacker-save').click();
  await expect(panel.getByTestId('objective-attacker-saved')).toHaveText(
    'Recorded: “Slay the enemy general”, achieved',
  );
  const defender = panel.getByTestId('objective-defender');
  await defender.getByTestId('objective-defender-achieved').check();
  await defender.getByTestId('objective-defender-save').click();
  await expect(page.getByTestId('play-message')).toContainText(
    'BATTLE-5: A blank objective cannot be achieved',
  );
  await defender.getByTestId('objective-defender-achieved').uncheck();
  await defender.getByTestId('objective-defender-save').click();
  await expect(panel.getByTestId('objective-defender-saved')).toHaveText('Recorded: blank');
  await expect(page.getByTestId('event-log')).toContainText('"Slay the enemy general", achieved');
  await shoot(page, 'pitched-objectives');
});

test("a GM enters a Lord's loadout at setup and corrects it before the first battle (SETUP-5, LORD-3)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-demo-map').click();
  await expect(page.getByTestId('setup-panel')).toBeVisible();
  const side = demoMapDocument().sides[0];
  const player = side.players[0]!;
  await page.getByTestId('setup-first-side').selectOption(side.id);
  await page.getByTestId(`setup-loadout-${player.id}`).fill('Barded warhorse, Sword of Might');
  await shoot(page, 'setup-loadout');
  await page.getByTestId('setup-start').click();
  await expectTurn(page, 1, 'MOVE');
  const picks = page.locator('[data-testid^="pick-"]');
  const count = await picks.count();
  for (let i = 0; i < count; i++) {
    await picks.nth(i).click();
    if ((await page.getByTestId('lord-card').count()) > 0) break;
  }
  const input = page.getByTestId('lord-loadout-input');
  await expect(input).toHaveValue('Barded warhorse, Sword of Might');
  await input.fill('Pegasus, Sword of Might, Talisman of Protection');
  await page.getByTestId('lord-loadout-save').click();
  await expect(page.getByTestId('event-log')).toContainText(
    'loadout: Pegasus, Sword of Might, Talisman of Protection (was: Barded warhorse, Sword of Might)',
  );
  await shoot(page, 'lord-loadout');
});
