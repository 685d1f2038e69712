import { expect, test } from '@playwright/test';
import { skirmishHexmarchDocument } from '@shared/document';
import { awaitedRetreatOptions, legalMoves, liveArmies, sideOfArmy } from '@shared/rulesets/core';
import { distance, parseHexKey, type HexKey } from '@shared/hex';
import { CampaignModel, clickHex, dragFrom, expectTurn } from './campaignPlay';
import { colourDistance, hexToPage, mapPixel } from './mapScreen';

const shot = (name: string) => ({ path: `test-results/campaign-${name}.png` });

test('a GM plays the skirmish: drags, a refused drop, a tabletop battle, a retreat, undo, a dice battle, replay, simulation to victory', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const view = page.getByTestId('map-view');
  await expect(view).toHaveAttribute('data-camera-scale', /\d/);
  // The demo starts ready to play: Campaign mode, turn 1, MOVE, armies on the map.
  await expect(view).toHaveAttribute('data-mode', 'campaign');
  await expectTurn(page, 1, 'MOVE');
  await expect(page.getByTestId('phase-MOVE')).toHaveAttribute('aria-current', 'step');
  await page.screenshot(shot('1-demo'));

  await page.getByTestId('open-skirmish').click();
  await expect(page.getByTestId('map-summary')).toContainText('8 × 8');
  await expectTurn(page, 1, 'MOVE');
  await expect(page.getByTestId('active-side')).toContainText('Red');
  const model = new CampaignModel(skirmishHexmarchDocument().campaign!);
  await page.waitForTimeout(200);
  await page.screenshot(shot('2-skirmish'));

  // Red's first army: pick up (the app rolls its D3), drag with the mouse over the highlighted hexes, drop.
  const a1 = model.army('army-1');
  model.play({ type: 'RollMove', armyId: a1.id });
  const moves1 = legalMoves(model.state, a1.id).filter((m) => !m.battle);
  const target1 = [...moves1].sort((x, y) => x.path.length - y.path.length)[0]!;
  const probe = moves1.find((m) => m.to !== target1.to && m.path.length > 1 && !target1.path.includes(m.to))!;
  const probePoint = await hexToPage(page, probe.to);
  const before = await mapPixel(page, probePoint);
  await dragFrom(page, a1.hex!, target1.to);
  await expect(page.getByTestId('allowance')).toContainText(`Allowance ${model.army(a1.id).moveAllowance}`);
  const highlighted = await mapPixel(page, probePoint);
  expect(colourDistance(before, highlighted)).toBeGreaterThan(20);
  await page.screenshot(shot('3-drag-highlight'));
  await page.mouse.up();
  model.play({ type: 'MoveArmy', armyId: a1.id, path: [...target1.path] });
  await expect(page.getByTestId('event-log')).toContainText(
    `Red's ${a1.name} moves ${target1.path.length - 1}`,
  );

  // The second army is dropped out of reach: the refusal names its rule and the army stays put.
  const a2 = model.army('army-2');
  model.play({ type: 'RollMove', armyId: a2.id });
  const allowance2 = model.army(a2.id).moveAllowance!;
  const far = (Object.keys(model.state.map.hexes) as HexKey[]).find(
    (h) => distance(parseHexKey(h), parseHexKey(a2.hex!)) > allowance2 + 1,
  )!;
  await dragFrom(page, a2.hex!, far);
  await page.screenshot(shot('4-refused-drop'));
  await page.mouse.up();
  await expect(page.getByTestId('play-message')).toHaveAttribute('data-kind', 'refusal');
  await expect(page.getByTestId('play-message')).toContainText(/MOVE-\d+/);
  await page.getByTestId('hold-button').click();
  model.play({ type: 'MoveArmy', armyId: a2.id, path: [a2.hex!] });

  // The third army by clicks (the keyboard/click alternative): click it, click an enemy in reach: a battle.
  const a3 = model.army('army-3');
  model.play({ type: 'RollMove', armyId: a3.id });
  const attack = legalMoves(model.state, a3.id).find((m) => m.battle);
  expect(attack, 'the skirmish puts an enemy within reach of army-3').toBeDefined();
  await clickHex(page, a3.hex!);
  await expect(page.getByTestId('picked-army')).toHaveAttribute('data-army', a3.id);
  await clickHex(page, attack!.to);
  model.play({ type: 'MoveArmy', armyId: a3.id, path: [...attack!.path] });
  await expect(page.getByTestId('play-message')).toContainText('Battle at');

  await page.getByTestId('go-on-button').click();
  model.play({ type: 'EndMovePhase' });
  await expectTurn(page, 1, 'FIGHT');
  // The hint follows the phase: nothing moves now, the battles are fought in the panel.
  await expect(page.getByTestId('status-message')).toContainText('Fight each battle in the panel');
  await expect(page.getByTestId('go-on-button')).toBeDisabled();
  await expect(page.getByTestId('go-on-reason')).toContainText('TURN-1');
  await expect(page.getByTestId('battle-odds')).toContainText('/36');
  await expect(page.getByTestId('battle-briefing')).toContainText('BRIEF-1');
  await page.screenshot(shot('5-battle-panel'));

  // Tabletop entry: the attacker won a minor victory; the defender must retreat and its owner picks the hex.
  const battleId = model.state.battles.ids[0]!;
  await page.getByTestId('tabletop-winner').selectOption('attacker');
  await page.getByTestId('tabletop-level').selectOption('minor');
  await page.getByTestId('tabletop-submit').click();
  model.play({
    type: 'RecordTabletopResult',
    battleId,
    winner: 'attacker',
    level: 'minor',
    lordUsed: [],
    lordKilledInChallenge: [],
  });
  await expectTurn(page, 1, 'RESULTS');
  const options = awaitedRetreatOptions(model.state);
  expect(options.length).toBeGreaterThan(1);
  await expect(page.getByTestId('retreat-panel')).toBeVisible();
  await expect(page.getByTestId('go-on-reason')).toContainText('RETREAT-4');
  await page.screenshot(shot('6-retreat-choice'));

  // Choose on the map, undo, and choose the other hex with the keyboard-reachable button.
  const retreating = model.state.turn.awaiting!.armyId;
  await clickHex(page, options[0]!.to);
  await expectTurn(page, 2, 'MOVE');
  await page.getByTestId('undo-button').click();
  await expectTurn(page, 1, 'RESULTS');
  await expect(page.getByTestId('retreat-panel')).toBeVisible();
  await page.getByTestId(`retreat-${options[1]!.to}`).click();
  model.play({ type: 'ChooseRetreat', armyId: retreating, hex: options[1]!.to });
  await expectTurn(page, 2, 'MOVE');
  await expect(page.getByTestId('active-side')).toContainText('Blue');
  await expect(page.getByTestId('event-log')).toContainText('retreats');

  // Blue attacks back; this battle is resolved by dice and the dice are shown.
  const blue = liveArmies(model.state).filter(
    (a) => sideOfArmy(model.state, a) === model.state.turn.activeSideId,
  );
  let blueAttack: { armyId: string; from: HexKey; to: HexKey; path: readonly HexKey[] } | undefined;
  for (const army of blue) {
    model.play({ type: 'RollMove', armyId: army.id });
    await clickHex(page, army.hex!);
    await expect(page.getByTestId('allowance')).toBeVisible();
    const found = legalMoves(model.state, army.id).find((m) => m.battle);
    if (found) {
      blueAttack = { armyId: army.id, from: army.hex!, to: found.to, path: found.path };
      break;
    }
    await page.getByTestId('hold-button').click();
    model.play({ type: 'MoveArmy', armyId: army.id, path: [army.hex!] });
  }
  expect(blueAttack, 'a Blue army can reach a Red army in turn 2').toBeDefined();
  await dragFrom(page, blueAttack!.from, blueAttack!.to);
  await page.mouse.up();
  model.play({ type: 'MoveArmy', armyId: blueAttack!.armyId, path: [...blueAttack!.path] });
  await page.getByTestId('go-on-button').click();
  model.play({ type: 'EndMovePhase' });
  await expectTurn(page, 2, 'FIGHT');
  const diceBattle = model.state.battles.ids.find(
    (id) => model.state.battles.entities[id]!.state === 'pending',
  )!;
  await page.getByTestId('battle-method').selectOption('dice');
  model.play({ type: 'SetResolution', battleId: diceBattle, method: 'dice' });
  await page.getByTestId('auto-resolve').click();
  model.play({ type: 'AutoResolve', battleId: diceBattle });
  const rolled = model.state.log.filter((e) => e.type === 'DiceRolled').slice(-2);
  const naturals = rolled.map((e) => (e.type === 'DiceRolled' ? e.payload.natural : 0));
  await expect(page.getByTestId('last-battle-dice')).toContainText(`rolled ${naturals[0]}`);
  await expect(page.getByTestId('last-battle-dice')).toContainText(`rolled ${naturals[1]}`);
  await page.screenshot(shot('7-dice-result'));
  if (model.state.turn.awaiting) {
    await page.getByTestId('retreat-auto').click();
  }
  await expect(page.getByTestId('turn-number')).toHaveText(/Turn [3-9]/);

  // Replay: step back to turn 1 (read-only), then back to live.
  await page.getByTestId('replay-back').click();
  await expect(page.getByTestId('replay-note')).toBeVisible();
  await expect(page.getByTestId('go-on-button')).toBeDisabled();
  await page.screenshot(shot('8-replay'));
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('replay-turn')).toHaveText('live');

  // The rest of the campaign by auto-play, to its victory screen.
  await page.getByTestId('simulate-button').click();
  await expect(page.getByTestId('victory-screen')).toBeVisible({ timeout: 60_000 });
  await page.screenshot(shot('9-victory'));
  await page.getByTestId('victory-close').click();
  await expect(page.getByTestId('turn-bar')).toContainText('Campaign over');
});

test('a GM sets a campaign up on the demo map and simulates it to its end', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('open-demo-map').click();
  await expect(page.getByTestId('setup-panel')).toBeVisible();
  await page.getByTestId('setup-name').fill('Club campaign');
  await page.getByTestId('setup-first-side').selectOption('side-blue');
  await page.screenshot(shot('10-setup'));
  await page.getByTestId('setup-start').click();
  await expectTurn(page, 1, 'MOVE');
  await expect(page.getByTestId('active-side')).toContainText('Blue');
  await expect(page.getByTestId('event-log')).toContainText('Campaign "Club campaign" created');
  await page.getByTestId('simulate-button').click();
  await expect(page.getByTestId('simulation-progress').or(page.getByTestId('victory-screen'))).toBeVisible();
  await expect(page.getByTestId('victory-screen')).toBeVisible({ timeout: 90_000 });
  await page.screenshot(shot('11-demo-victory'));
});
