import { expect, type Page } from '@playwright/test';
import { step, type Campaign, type Command } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import { hexToPage } from './mapScreen';

/**
 * The engine run alongside the app: every command the test makes the GM give is also stepped here, so the test
 * knows each roll, reachable hex and retreat option (same seed, same commands → same state, GEN-5).
 */
export class CampaignModel {
  constructor(public state: Campaign) {}

  play(command: Command): Campaign {
    const result = step(this.state, command);
    if (!result.ok) throw new Error(result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
    this.state = result.state;
    return this.state;
  }

  army(id: string) {
    const army = this.state.armies.entities[id];
    if (!army) throw new Error(`no army ${id}`);
    return army;
  }
}

/** Presses an army's hex and drags to `to` in small steps, as a hand would; the pointer stays down. */
export async function dragFrom(page: Page, from: HexKey, to: HexKey): Promise<void> {
  const start = await hexToPage(page, from);
  const end = await hexToPage(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
}

export async function clickHex(page: Page, hex: HexKey): Promise<void> {
  const point = await hexToPage(page, hex);
  await page.mouse.click(point.x, point.y);
}

export async function expectTurn(page: Page, turn: number, phase: string): Promise<void> {
  await expect(page.getByTestId('turn-number')).toHaveText(`Turn ${turn}`);
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', phase);
}
