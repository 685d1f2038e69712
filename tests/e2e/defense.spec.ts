import { expect, test } from '@playwright/test';
import { playActionByHand } from './defensePlay';

test('a GM plays two rounds of a two-player settlement defense by dragging tiles, sees an assault, then auto-plays to the score', async ({
  page,
}) => {
  // The win-rate estimate plays 1,000 games on workers: on a loaded machine that alone takes most of a minute.
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByTestId('mode-defense').click();
  await page.getByTestId('defense-players').selectOption('2');
  // Win rates from auto-played games on Web Workers: progress with an interval, Stop keeps what was played.
  await page.getByTestId('defense-estimate').click();
  await expect(page.getByTestId('defense-win-rate')).toContainText(
    /auto-played games the city held \d+% of the time \(95% interval \d+%–\d+%/,
    { timeout: 60_000 },
  );
  await page.screenshot({ path: 'test-results/defense-setup-1280.png' });
  if ((await page.getByTestId('defense-estimate').textContent()) === 'Stop')
    await page.getByTestId('defense-estimate').click();
  await expect(page.getByTestId('defense-win-rate')).toContainText(/^In [\d,]+ auto-played games/);
  await page.getByTestId('defense-start').click();
  await expect(page.getByTestId('defense-turn')).toContainText('Turn 1');

  const used = new Set<string>();
  const placed: string[] = [];
  for (let turn = 0; turn < 4; turn++) {
    placed.push(await playActionByHand(page, used));
    // Enemies Prepare and any assault, resolved on screen by the buttons.
    for (let k = 0; k < 4 && !(await page.getByText(/^ — Action/).count()); k++) {
      const label = (await page.getByTestId('defense-decide').textContent()) ?? '';
      if (!/Roll|Run/.test(label)) break;
      await page.getByTestId('defense-decide').click();
    }
  }
  expect(placed).toContain('placed');
  await expect(page.getByTestId('defense-log')).toContainText(
    /placed .* on \d,\d \(paid \d\) \(ANV-10, ANV-12\)/,
  );

  // "Decide for me" plays on (the bots buy city buildings, which lets enemies gather) until enemies assault; the
  // assault is then resolved with the button.
  for (let k = 0; k < 40 && !(await page.getByText(/Assault under way|Final Assault:/).count()); k++) {
    await page.getByTestId('defense-decide').click();
  }
  await expect(page.getByTestId('defense-log')).toContainText(/Assault on side \d: .* revealed \(/);
  await page.screenshot({ path: 'test-results/defense-1280.png' });
  await page.getByTestId('defense-decide').click();
  await expect(page.getByTestId('defense-log')).toContainText(
    /The assault on side \d ended \(ANV-30\)|Scored/,
  );

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByTestId('defense-autoplay').click();
  await expect(page.getByTestId('defense-score')).toBeVisible();
  await expect(page.getByTestId('defense-log')).toContainText(/Scored: .* \(ANV-32, ANV-40\)/);
  await expect(page.getByTestId('defense-score')).toContainText(/won|city fell/);
  await page.screenshot({ path: 'test-results/defense-1920.png' });
});
