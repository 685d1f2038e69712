import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { clickHex } from './campaignPlay';
import type { HexKey } from '@shared/hex';

/** The skirmish's Blue fortress, where the fixture's defense game is played. */
const BROMODALE = '6,3' as HexKey;
const FIXTURE = fileURLToPath(
  new URL('../fixtures/files/optional/v2-defense-game.hexmarch', import.meta.url),
);

/** The fixture campaign with its defense game damaged: a War Cry difficulty of 9 (ANV-8 has 1 to 4). */
function damagedFile(): Buffer {
  const envelope = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
    document: { defenseGame: { config: { difficulty: number } } };
  };
  envelope.document.defenseGame.config.difficulty = 9;
  return Buffer.from(JSON.stringify(envelope));
}

test('a campaign whose defense game is damaged opens, says so, and a new game asks before replacing it (issue 26)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (
    await choosing
  ).setFiles({ name: 'Border war.hexmarch', mimeType: 'application/json', buffer: damagedFile() });
  await expect(page.getByTestId('file-message')).toContainText(
    'Opened Border war.hexmarch. The settlement defense game saved in this campaign cannot be opened',
  );
  await expect(page.getByTestId('file-message')).toContainText(
    'War Cry difficulty (ANV-8) must be one of 1, 2, 3, 4',
  );
  await page.screenshot({ path: 'test-results/damaged-defense-1-opened-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: 'test-results/damaged-defense-1-opened-1920.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Starting a new defense game would replace the damaged one in the file: Hexmarch asks, and No keeps it.
  await clickHex(page, BROMODALE);
  await page.getByTestId('defend-settlement').click();
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('defense-start').click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toMatch(
    /^This campaign file holds a settlement defense game that could not be opened/,
  );
  await expect(page.getByTestId('defense-turn')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/damaged-defense-2-kept-1280.png' });

  // On a yes the new game starts.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('defense-start').click();
  await expect(page.getByTestId('defense-turn')).toContainText('Bromodale Keep');
});
