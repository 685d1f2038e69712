import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoMapDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { NO_SIEGE_FLAGS, type Siege } from '@shared/rulesets/firestorm';
import { siegedCampaign } from '../fixtures/siegedFirestorm';
import { shots } from './firestormPlay';
import { openHexmarchFile } from './openFile';

/**
 * SSCN-1..9: the siege panel tells the GM how to set up and play the battleplan about to be fought. The SIEGE-17
 * campaign (Ash's banner besieges Iron's level-2 stronghold), put back to the opening or to a siege turn.
 */
function siegeFile(path: string, patch: Partial<Siege>): string {
  const campaign = siegedCampaign();
  const sieges = campaign.sieges.map((s) => ({
    ...s,
    completedSiegeTurns: 0,
    flags: NO_SIEGE_FLAGS,
    ledger: [],
    chosen: {},
    ...patch,
  }));
  const doc = { mapDocument: { ...demoMapDocument(), map: campaign.map }, campaign: { ...campaign, sieges } };
  writeFileSync(path, serializeHexmarchFile(doc, '0.1.0'));
  return path;
}

async function openFile(page: Page, path: string): Promise<void> {
  await openHexmarchFile(page, path);
  await expect(page.getByTestId('fs-siege')).toBeVisible();
}

const plan = (page: Page, id: string) =>
  page.locator(`[data-testid="fs-battleplan"][data-battleplan="${id}"]`);

test('while a siege opens, the GM reads how to set up and play Send for Help! and Forlorn Hope, folded under the opening button', async ({
  page,
}, info) => {
  await openFile(page, siegeFile(info.outputPath('opening.hexmarch'), { state: 'opening' }));
  const plans = page.getByTestId('fs-battleplans');
  await expect(plans).toContainText('the besieger rolls a D6: 1–3 Send for Help!, 4–6 Forlorn Hope');
  await expect(plan(page, 'SSCN-1').locator('summary')).toHaveText(
    'How to set up and play Send for Help! (SSCN-1)',
  );
  await expect(plan(page, 'SSCN-2').locator('summary')).toHaveText(
    'How to set up and play Forlorn Hope (SSCN-2)',
  );
  // Folded, the briefings leave the opening button in sight at 1280×800.
  await expect(page.getByTestId('fs-siege-open')).toBeInViewport();

  await plan(page, 'SSCN-1').locator('summary').click();
  await expect(plan(page, 'SSCN-1')).toContainText('Fought when the besieger’s opening D6 is 1–3 (SIEGE-4).');
  // SIEGE-20: siege force points with their army points (fs.siegeForcePointValue 100).
  await expect(plan(page, 'SSCN-1')).toContainText('Besieger (Ash): 1 hero of at most 3 SFP (300 points)');
  await expect(plan(page, 'SSCN-1')).toContainText('First turn');
  await expect(plan(page, 'SSCN-1')).toContainText('Iron, the besieged.');
  await expect(plan(page, 'SSCN-1')).toContainText(
    'A side without enough points for this battleplan fields what it has.',
  );
  await plan(page, 'SSCN-1').scrollIntoViewIfNeeded();
  await shots(page, 'sscn-opening');
});

test('in a siege turn, each option fought as a battleplan carries its briefing, and the besieger’s chosen one is shown while the besieged chooses', async ({
  page,
}, info) => {
  const path = siegeFile(info.outputPath('turn.hexmarch'), { state: 'siegeTurns', turnStep: 'choose' });
  await openFile(page, path);
  const attacker = page.getByTestId('fs-siege-options-attacker');
  await expect(attacker.getByTestId('fs-battleplan').locator('summary')).toHaveText([
    'How to set up and play Undermine (SSCN-8)',
    'How to set up and play Starve Out (SSCN-6)',
    'How to set up and play Testing the Defenses (SSCN-3)',
    'How to set up and play Infiltrate (SSCN-5)',
  ]);
  // The folded briefings leave the options and the Final Assault button on one screen at 1280×800.
  await attacker.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(page.getByTestId('fs-declare-assault')).toBeInViewport();
  await shots(page, 'sscn-attacker-chooses');

  await attacker.getByRole('button', { name: 'Test the Defense', exact: true }).click();
  const chosen = page.getByTestId('fs-battleplans').getByTestId('fs-battleplan');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.locator('summary')).toHaveText('How to set up and play Testing the Defenses (SSCN-3)');
  await chosen.locator('summary').click();
  await expect(page.getByTestId('fs-battleplans')).toContainText(
    'Ash (besieger) chose Test the Defense, to be fought first this siege turn (SIEGE-4).',
  );
  await expect(chosen).toContainText('Besieged (Iron): 500 points: 1 hero, and 1 Siege Point for defences.');
  await expect(chosen).toContainText('The besieger sets up more than 24" from the castle.');
  await expect(chosen).toContainText(
    'The app rolls the quick result: the besieger rolls a D6 and wins on 5+.',
  );
  // The besieged's own battleplan options, folded beside its buttons.
  await expect(
    page.getByTestId('fs-siege-options-defender').getByTestId('fs-battleplan').locator('summary'),
  ).toHaveText([
    'How to set up and play Send for Help! (SSCN-1)',
    'How to set up and play Sally Out (SSCN-7)',
  ]);
  await chosen.scrollIntoViewIfNeeded();
  await shots(page, 'sscn-defender-chooses');
});
