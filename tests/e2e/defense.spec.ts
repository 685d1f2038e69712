import { expect, test, type Page } from '@playwright/test';

/** renderer/src/canvas/DefenseBoard.tsx: 64-px squares, the hand one row below the 7×7 board. */
const S = 64;
const HAND_Y = 7 * S + 24;
const TARGETS = ['3,3', '2,3', '4,3', '3,2', '3,4', '2,2', '4,4', '2,4', '4,2', '1,3', '5,3', '3,1', '3,5'];

async function boardBox(page: Page) {
  const box = await page.getByTestId('defense-board').locator('canvas').first().boundingBox();
  if (!box) throw new Error('no defense board');
  return box;
}

/** A real mouse drag from hand tile `i` onto square "x,y". */
async function dragFromHand(page: Page, i: number, square: string) {
  const box = await boardBox(page);
  const [x, y] = square.split(',').map(Number) as [number, number];
  await page.mouse.move(box.x + i * (S + 4) + S / 2, box.y + HAND_Y + S / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + x * S + S / 2, box.y + y * S + S / 2, { steps: 8 });
  await page.mouse.up();
}

/** The GM drags hand tiles onto free squares until one is accepted; with none affordable, the player passes. */
async function playActionByHand(page: Page, used: Set<string>) {
  const turn = await page.getByTestId('defense-turn').textContent();
  for (let i = 0; i < 5; i++) {
    const square = TARGETS.find((s) => !used.has(s))!;
    await dragFromHand(page, i, square);
    if (
      (await page.getByTestId('defense-turn').textContent()) !== turn ||
      !(await page.getByText(/^Action/).count())
    ) {
      used.add(square);
      return 'placed';
    }
    await expect(page.getByTestId('defense-refusal')).toContainText(/ANV-\d+/);
  }
  await page.getByTestId('defense-pass').click();
  return 'passed';
}

test('a GM plays two rounds of a two-player settlement defense by dragging tiles, sees an assault, then auto-plays to the score', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('mode-defense').click();
  await page.getByTestId('defense-players').selectOption('2');
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
