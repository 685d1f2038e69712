import { expect, type Page } from '@playwright/test';

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
export async function dragFromHand(page: Page, i: number, square: string) {
  const box = await boardBox(page);
  const [x, y] = square.split(',').map(Number) as [number, number];
  await page.mouse.move(box.x + i * (S + 4) + S / 2, box.y + HAND_Y + S / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + x * S + S / 2, box.y + y * S + S / 2, { steps: 8 });
  await page.mouse.up();
}

/** The GM drags hand tiles onto free squares until one is accepted; with none affordable, the player passes. */
export async function playActionByHand(page: Page, used: Set<string>) {
  const turn = await page.getByTestId('defense-turn').textContent();
  for (let i = 0; i < 5; i++) {
    const square = TARGETS.find((s) => !used.has(s))!;
    await dragFromHand(page, i, square);
    // A tile with something to pay asks first (issue 27): the player lets the app choose the payment, then pays.
    const payment = page.getByTestId('defense-payment');
    if (await payment.isVisible()) {
      await page.getByTestId('defense-payment-decide').click();
      await page.getByTestId('defense-payment-pay').click();
    }
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
