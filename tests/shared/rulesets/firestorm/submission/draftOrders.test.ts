import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kernelStep } from '@shared/kernel';
import { adjacentTerritories, factionBanners, firestormRuleset } from '@shared/rulesets/firestorm';
import {
  allowedTypes,
  dragPath,
  nextSteps,
  orderFromPath,
  orderTypeLimits,
} from '@shared/rulesets/firestorm/submission';
import type { HexKey } from '@shared/hex';
import { fourFactionCampaign } from '../fixtures';

const atOrders = (() => {
  const r = kernelStep(firestormRuleset, fourFactionCampaign(3), { type: 'Advance' });
  if (!r.ok) throw new Error('no Advance');
  return r.state;
})();

describe('giving a banner its order by dragging it along a path (FS-ORDER-1, FS-ORDER-3)', () => {
  it('offers the adjacent territories, two steps deep (three for Destruction, FS-ALLY-4)', () => {
    const ash = factionBanners(atOrders, 'F2')[0]!;
    const start = [ash.hex!];
    expect(nextSteps(atOrders, ash.id, start)).toEqual(adjacentTerritories(atOrders, ash.hex!));
    const one = dragPath(atOrders, ash.id, start, nextSteps(atOrders, ash.id, start)[0]!);
    const two = dragPath(atOrders, ash.id, one, nextSteps(atOrders, ash.id, one)[0]!);
    expect(two).toHaveLength(3);
    expect(nextSteps(atOrders, ash.id, two)).toEqual([]);
    const gut = factionBanners(atOrders, 'F4')[0]!;
    expect(orderTypeLimits(atOrders, 'F4').find((l) => l.type === 'forcedMarch')?.maxSteps).toBe(3);
    let path: readonly HexKey[] = [gut.hex!];
    for (let i = 0; i < 3; i++)
      path = dragPath(atOrders, gut.id, path, nextSteps(atOrders, gut.id, path)[0]!);
    expect(path).toHaveLength(4);
  });

  it('steps back when the pointer returns to the hex before the last, and ignores other hexes', () => {
    const ash = factionBanners(atOrders, 'F2')[0]!;
    const step = nextSteps(atOrders, ash.id, [ash.hex!])[0]!;
    const one = dragPath(atOrders, ash.id, [ash.hex!], step);
    expect(dragPath(atOrders, ash.id, one, ash.hex!)).toEqual([ash.hex]);
    expect(dragPath(atOrders, ash.id, one, '99,99' as HexKey)).toBe(one);
  });

  it("no Fortify on a Lord's Tower; Move only with one step", () => {
    const ash = factionBanners(atOrders, 'F2')[0]!;
    expect(allowedTypes(atOrders, ash.id, [ash.hex!])).toEqual(['hold']);
    const one = [ash.hex!, nextSteps(atOrders, ash.id, [ash.hex!])[0]!];
    expect(allowedTypes(atOrders, ash.id, one)).toEqual(['move', 'forcedMarch', 'hold']);
  });

  it('whatever way the pointer wanders, the order the drag gives is accepted by the engine', () => {
    const banners = atOrders.factions.map((f) => factionBanners(atOrders, f.id)[0]!);
    fc.assert(
      fc.property(fc.nat({ max: 3 }), fc.array(fc.nat({ max: 6 }), { maxLength: 12 }), (which, moves) => {
        const banner = banners[which]!;
        let path: readonly HexKey[] = [banner.hex!];
        for (const m of moves) {
          const around = [...nextSteps(atOrders, banner.id, path), path[path.length - 2] ?? banner.hex!];
          path = dragPath(atOrders, banner.id, path, around[m % around.length]!);
        }
        const command = {
          type: 'SubmitOrders',
          faction: banner.factionId,
          orders: [orderFromPath(banner.id, path)],
        };
        expect(firestormRuleset.validate(atOrders, command)).toEqual([]);
      }),
    );
  });
});
