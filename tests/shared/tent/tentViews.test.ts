import { describe, expect, it } from 'vitest';
import { demoHexmarchDocument, firestormDemoState } from '@shared/document';
import { kernelStep } from '@shared/kernel';
import type { Campaign } from '@shared/rulesets/core/model/campaign';
import { factionBanners, firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import { nextSteps } from '@shared/rulesets/firestorm/submission';
import { coreSideView, draftAnswer, firestormSeatView } from '@shared/tent/tentViews';

const standing = { version: 1, locked: null, lockedFactions: [] };

/** The demo at ORDERS with Ash's orders entered in the engine: a Move of its first banner. */
function withAshOrders(): { state: FsState; path: string[] } {
  const demo = firestormDemoState();
  const ash = factionBanners(demo, 'F2')[0]!;
  const path = [ash.hex!, nextSteps(demo, ash.id, [ash.hex!])[0]!];
  const r = kernelStep(firestormRuleset, demo, {
    type: 'SubmitOrders',
    faction: 'F2',
    orders: [{ banner: ash.id, type: 'move', path }],
  });
  if (!r.ok) throw new Error('refused');
  return { state: r.state, path };
}

describe('what a phone of the tent is sent (issue 28, FS-ORDER-2)', () => {
  it('a faction sees every banner but only its own orders before the reveal', () => {
    const { state, path } = withAshOrders();
    const iron = firestormSeatView(state, 'F1', standing);
    expect(iron.banners.length).toBe(state.banners.filter((b) => b.hex !== null).length);
    expect(iron.banners.filter((b) => b.order)).toEqual([]);
    expect(JSON.stringify(iron)).not.toContain(JSON.stringify(path));
    const ash = firestormSeatView(state, 'F2', standing);
    expect(ash.banners.find((b) => b.order)?.order).toEqual({ type: 'move', path });
    expect(ash.ordering).toBe(false);
    expect(iron.ordering).toBe(true);
  });

  it('names only the fields it means to send: no dice state, log, objectives or settings', () => {
    const view = firestormSeatView(firestormDemoState(), 'F1', standing);
    expect(Object.keys(view).sort()).toEqual(
      [
        'banners',
        'campaign',
        'faction',
        'factions',
        'kind',
        'lockedFactions',
        'locked',
        'orderTypes',
        'ordering',
        'step',
        'territories',
        'turn',
        'version',
      ].sort(),
    );
  });

  it('answers a draft with the engine’s refusal and rule ID, and the next steps of a legal path', () => {
    const demo = firestormDemoState();
    const b = factionBanners(demo, 'F1')[0]!;
    const ok = draftAnswer(demo, 'F1', [{ banner: b.id, type: 'hold' }], { banner: b.id, path: [b.hex!] });
    expect(ok.problems).toEqual([]);
    expect(ok.next).toEqual(nextSteps(demo, b.id, [b.hex!]));
    const other = factionBanners(demo, 'F2')[0]!;
    const bad = draftAnswer(demo, 'F1', [{ banner: other.id, type: 'hold' }]);
    expect(bad.problems[0]).toMatch(/^FS-ORDER-1: .* belongs to another faction/);
    // Another faction's banner as the focus gives nothing away about it.
    expect(draftAnswer(demo, 'F1', [], { banner: other.id, path: [other.hex!] })).toMatchObject({
      next: [],
      types: [],
    });
  });

  it('a core side’s page shows its own armies only', () => {
    const campaign = demoHexmarchDocument().campaign as Campaign;
    const side = campaign.sides[0]!;
    const view = coreSideView(campaign, side.id, 3);
    const own = new Set(campaign.players.filter((p) => p.sideId === side.id).map((p) => p.id));
    const armies = campaign.armies.ids
      .map((id) => campaign.armies.entities[id]!)
      .filter((a) => a.hex !== null);
    expect(view.armies.map((a) => a.id).sort()).toEqual(
      armies
        .filter((a) => own.has(a.ownerId))
        .map((a) => a.id)
        .sort(),
    );
    expect(view.armies.length).toBeLessThan(armies.length);
  });
});
