import { describe, expect, it } from 'vitest';
import { firestormRuleset, factionBanners } from '@shared/rulesets/firestorm';
import { checkSubmission } from '@shared/rulesets/firestorm/submission';
import { kernelStep } from '@shared/kernel';
import { fourFactionCampaign } from '../fixtures';

function atOrders() {
  const start = fourFactionCampaign(7);
  const r = kernelStep(firestormRuleset, start, { type: 'Advance' });
  if (!r.ok) throw new Error('no Advance');
  return r.state;
}

describe('checking received orders before the GM enters them (FS-ORDER-1..3)', () => {
  it('accepts legal orders for this campaign, turn and faction as a SubmitOrders command', () => {
    const state = atOrders();
    const banner = factionBanners(state, 'F2')[0]!;
    const r = checkSubmission(state, {
      campaign: 'Test',
      turn: 1,
      faction: 'F2',
      orders: [{ banner: banner.id, type: 'hold' }],
    });
    expect(r).toEqual({
      ok: true,
      value: { type: 'SubmitOrders', faction: 'F2', orders: [{ banner: banner.id, type: 'hold' }] },
    });
  });

  it('refuses another campaign, another turn, an unknown faction and illegal orders, naming the rule', () => {
    const state = atOrders();
    const base = { campaign: 'Test', turn: 1, faction: 'F2', orders: [] as unknown[] };
    const error = (s: typeof base) => {
      const r = checkSubmission(state, s as never);
      return r.ok ? [] : r.error;
    };
    expect(error({ ...base, campaign: 'Other' })[0]).toMatch(/campaign "Other"/);
    expect(error({ ...base, turn: 2 })[0]).toMatch(/Ash's orders are for turn 2; the campaign is at turn 1/);
    expect(error({ ...base, faction: 'F9' })[0]).toMatch(/does not have/);
    const b = factionBanners(state, 'F2')[0]!;
    expect(error({ ...base, orders: [{ banner: b.id, type: 'move', path: [b.hex, b.hex] }] })[0]).toMatch(
      /^FS-ORDER-3|^HEX-9|^FS-MAP-1/,
    );
    expect(error({ ...base, orders: [{ banner: 'B1', type: 'hold' }] })[0]).toMatch(/^FS-ORDER-1/);
  });
});
