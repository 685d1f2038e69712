import { rectangleMap } from '@shared/map';
import { stepAny } from '@shared/rulesets';
import {
  createFirestormCampaign,
  firestormRuleset,
  visibleEvents,
  visibleOrders,
  type FsState,
} from '@shared/rulesets/firestorm';
import { kernelStep, GM_VIEWER, seatViewer } from '@shared/kernel';
import { describe, expect, it } from 'vitest';

const factions = (n: number) =>
  ['Iron', 'Ash', 'Bone', 'Gut', 'Elf'].slice(0, n).map((name, i) => ({
    name,
    color: '#112233',
    alliance: (['Order', 'Chaos', 'Death', 'Destruction', 'Order'] as const)[i]!,
    players: [`${name}-player`],
  }));

describe('createFirestormCampaign (FS-SETUP-1..6)', () => {
  it('places the towers in the corners NW, SE, NE, SW with a first banner each (FS-SETUP-3, FS-SETUP-4)', () => {
    const made = createFirestormCampaign({
      name: 'T',
      map: rectangleMap(10, 8),
      seed: 1,
      factions: factions(4),
    });
    if (!made.ok) throw new Error(made.error.join());
    const s = made.value;
    const corners = s.map.corners;
    expect(s.factions.map((f) => f.originTowerHex)).toEqual([corners.NW, corners.SE, corners.NE, corners.SW]);
    for (const f of s.factions) {
      expect(s.territories[f.originTowerHex]).toEqual({
        owner: f.id,
        items: [{ type: 'lordsTower', builtTurn: 0 }],
      });
      expect(s.banners.find((b) => b.factionId === f.id)).toMatchObject({
        hex: f.originTowerHex,
        points: 2000,
      });
    }
    const claimed = Object.values(s.territories).filter((t) => t.owner !== null);
    expect(claimed).toHaveLength(4); // FS-SETUP-6
    expect(s.turn).toMatchObject({ number: 0, step: 'START' });
  });

  it('moves a tower off an impassable corner to the nearest passable hex (FS-SETUP-3, FS-MAP-1)', () => {
    const map = rectangleMap(6, 6, ({ col, row }) =>
      col === 0 && row === 0 ? { terrain: 'water' } : undefined,
    );
    const made = createFirestormCampaign({ name: 'T', map, seed: 1, factions: factions(2) });
    if (!made.ok) throw new Error(made.error.join());
    expect(made.value.factions[0]!.originTowerHex).not.toBe(map.corners.NW);
    expect(made.value.territories[map.corners.NW]).toBeUndefined();
    expect(made.value.factions[0]!.originTowerHex).toBe('0,1');
  });

  it('refuses fewer than 2 or more than 4 factions (FS-SETUP-1)', () => {
    for (const n of [1, 5]) {
      const made = createFirestormCampaign({
        name: 'T',
        map: rectangleMap(6, 6),
        seed: 1,
        factions: factions(n),
      });
      expect(made.ok).toBe(false);
    }
  });
});

describe('hidden orders (FS-ORDER-2)', () => {
  it('shows each faction only its own orders until the reveal', () => {
    const made = createFirestormCampaign({
      name: 'T',
      map: rectangleMap(8, 8),
      seed: 4,
      factions: factions(2),
    });
    if (!made.ok) throw new Error(made.error.join());
    let s: FsState = made.value;
    const step = (c: unknown) => {
      const r = kernelStep(firestormRuleset, s, c);
      if (!r.ok) throw new Error(JSON.stringify(r.violations));
      s = r.state;
    };
    step({ type: 'Advance' });
    const iron = s.banners[0]!;
    step({ type: 'SubmitOrders', faction: 'F1', orders: [{ banner: iron.id, type: 'hold' }] });
    expect(visibleOrders(s, seatViewer('F1'))).toEqual({ [iron.id]: { type: 'hold' } });
    expect(visibleOrders(s, seatViewer('F2'))).toEqual({});
    expect(visibleOrders(s, GM_VIEWER)).toEqual({ [iron.id]: { type: 'hold' } });
    const seen = visibleEvents(s, seatViewer('F2')).find((e) => e.type === 'OrdersSubmitted')!;
    expect(seen.payload.orders).toEqual([]);
    // A second submission is refused and changes nothing (GEN-10).
    const again = stepAny(s, { type: 'SubmitOrders', faction: 'F1', orders: [] });
    expect(again).toMatchObject({ ok: false, state: s });
  });
});
