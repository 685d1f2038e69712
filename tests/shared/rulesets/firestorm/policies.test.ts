import type { HexKey } from '@shared/hex';
import { kernelStep } from '@shared/kernel';
import { rectangleMap } from '@shared/map';
import {
  createFirestormCampaign,
  firestormAutoCommand,
  firestormRuleset,
  FS_POLICIES,
  leadingRival,
  newBannerRecord,
  policiesForAll,
  policyOrders,
  runFirestormCampaign,
  type FsState,
  type Territory,
} from '@shared/rulesets/firestorm';
import { botOrders } from '@shared/rulesets/firestorm/bot/botOrders';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign } from './fixtures';

/** Two factions on an open 7×7 map, towers in the NW and SE corners, with extra banners and owners as given. */
function duel(
  extra: { id: string; faction: 'F1' | 'F2'; hex: string; points?: number }[] = [],
  owners: Record<string, Territory> = {},
): FsState {
  const made = createFirestormCampaign({
    name: 'Duel',
    map: rectangleMap(7, 7),
    seed: 1,
    factions: [
      { name: 'Iron', color: '#aa0000', alliance: 'Chaos', players: ['Ian'] },
      { name: 'Ash', color: '#00aa00', alliance: 'Chaos', players: ['Abe'] },
    ],
  });
  if (!made.ok) throw new Error(made.error.join('; '));
  const state = made.value;
  const banners = [
    ...state.banners,
    ...extra.map((b, i) =>
      newBannerRecord({
        id: b.id,
        seq: 10 + i,
        factionId: b.faction,
        hex: b.hex as HexKey,
        points: b.points ?? 2000,
        playerIds: b.faction === 'F1' ? ['Ian'] : ['Abe'],
        orderState: 'pending',
      }),
    ),
  ];
  return { ...state, banners, territories: { ...state.territories, ...owners } };
}

const own = (owner: string): Territory => ({ owner, items: [] });

describe('Firestorm order policies (issue 24, README "Auto-play policies")', () => {
  it('cautious is BOT-18 exactly: the same orders as botOrders, and the engine default when nobody chooses', () => {
    const state = fourFactionCampaign(3);
    const played = runFirestormCampaign(state, { maxTurns: 6 }).state;
    for (const f of played.factions)
      expect(policyOrders(played, f.id, 'cautious')).toEqual(botOrders(played, f.id));
    const a = runFirestormCampaign(state, { maxTurns: 8 }).state;
    const b = runFirestormCampaign(state, {
      maxTurns: 8,
      policies: policiesForAll(['F1', 'F2', 'F3', 'F4'], 'cautious'),
    }).state;
    expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
  });

  it('aggressive attacks an adjacent enemy of up to 250 more points (BOT-18 needs it no stronger)', () => {
    // B1 at 0,0 (2000 points); an enemy banner of 2200 points next to it at 0,1.
    const state = duel([{ id: 'B9', faction: 'F2', hex: '0,1', points: 2200 }], { '0,1': own('F2') });
    expect(policyOrders(state, 'F1', 'aggressive')[0]).toEqual({
      banner: 'B1',
      type: 'move',
      path: ['0,0', '0,1'],
    });
    expect(botOrders(state, 'F1')[0]).not.toEqual({ banner: 'B1', type: 'move', path: ['0,0', '0,1'] });
    const stronger = duel([{ id: 'B9', faction: 'F2', hex: '0,1', points: 2300 }], { '0,1': own('F2') });
    expect(policyOrders(stronger, 'F1', 'aggressive')[0]!.path).not.toEqual(['0,0', '0,1']);
  });

  it('aggressive takes an undefended enemy territory before empty land, BOT-18 the other way round', () => {
    const state = duel([], { '1,0': own('F2') });
    expect(policyOrders(state, 'F1', 'aggressive')[0]).toEqual({
      banner: 'B1',
      type: 'move',
      path: ['0,0', '1,0'],
    });
    expect(botOrders(state, 'F1')[0]).toEqual({ banner: 'B1', type: 'move', path: ['0,0', '0,1'] });
  });

  it('between two rivals equally near, aggressive goes for the leading one: most glory, then initiative', () => {
    const made = createFirestormCampaign({
      name: 'Three',
      map: rectangleMap(7, 7),
      seed: 1,
      factions: ['Iron', 'Ash', 'Bone'].map((name, i) => ({
        name,
        color: ['#aa0000', '#00aa00', '#0000aa'][i]!,
        alliance: 'Chaos' as const,
        players: [name],
      })),
    });
    if (!made.ok) throw new Error(made.error.join('; '));
    // B1 of F1 at 0,0; its two neighbours, undefended, one of F2's and one of F3's: both enemy land (frontOrder 0).
    const base: FsState = {
      ...made.value,
      territories: { ...made.value.territories, '1,0': own('F2'), '0,1': own('F3') },
    };
    const withGlory = (f2: number, f3: number, initiative?: string[]): FsState => ({
      ...base,
      factions: base.factions.map((f) =>
        f.id === 'F2' ? { ...f, gloryBanked: f2 } : f.id === 'F3' ? { ...f, gloryBanked: f3 } : f,
      ),
      turn: { ...base.turn, ...(initiative ? { initiativeOrder: initiative } : {}) },
    });
    const target = (s: FsState) => policyOrders(s, 'F1', 'aggressive')[0]!.path![1];
    expect(leadingRival(withGlory(3, 0), 'F1')).toBe('F2');
    expect(target(withGlory(3, 0))).toBe('1,0');
    expect(target(withGlory(0, 3))).toBe('0,1');
    // Equal glory: the rival earlier in this turn's initiative order (a die roll, FS-INIT), whichever side it is on.
    expect(target(withGlory(2, 2, ['F3', 'F1', 'F2']))).toBe('0,1');
    expect(target(withGlory(2, 2, ['F2', 'F3', 'F1']))).toBe('1,0');
  });

  it('aggressive marches on towards enemy land through its own, and stops short of an enemy banner', () => {
    const mine = Object.fromEntries(['0,1', '1,0', '1,-1', '0,2', '1,1'].map((h) => [h, own('F1')]));
    const state = duel([], mine);
    const order = policyOrders(state, 'F1', 'aggressive')[0]!;
    expect(order.type).toBe('forcedMarch');
    expect(order.path).toHaveLength(3);
    // The path's end is a territory not its own: claimed on arrival (FS-MOVE-2), never a battle.
    const end = order.path![2]!;
    expect(state.territories[end]?.owner ?? null).toBeNull();
  });

  it('defensive fortifies when an enemy banner is two territories away, and attacks only a weaker one', () => {
    const mine = { '0,1': own('F1'), '0,2': own('F1'), '1,0': own('F1'), '1,1': own('F1'), '0,3': own('F2') };
    const state = duel(
      [
        { id: 'B8', faction: 'F1', hex: '0,2' },
        { id: 'B9', faction: 'F2', hex: '0,4' },
      ],
      { ...mine, '0,4': own('F2'), '1,2': own('F1'), '1,3': own('F2'), '0,3': own('F2') },
    );
    const orders = policyOrders(state, 'F1', 'defensive');
    expect(orders.find((o) => o.banner === 'B8')).toEqual({ banner: 'B8', type: 'fortify' });
    const weaker = duel([{ id: 'B9', faction: 'F2', hex: '0,1', points: 1500 }], { '0,1': own('F2') });
    expect(policyOrders(weaker, 'F1', 'defensive')[0]).toEqual({
      banner: 'B1',
      type: 'move',
      path: ['0,0', '0,1'],
    });
    const equal = duel([{ id: 'B9', faction: 'F2', hex: '0,1' }], { '0,1': own('F2') });
    expect(policyOrders(equal, 'F1', 'defensive')[0]!.path).not.toEqual(['0,0', '0,1']);
  });

  it('every policy orders each banner once, never two onto one hex, deterministically, and plays to the end', () => {
    for (const policy of FS_POLICIES) {
      const policies = policiesForAll(['F1', 'F2', 'F3', 'F4'], policy);
      const a = runFirestormCampaign(fourFactionCampaign(7), { maxTurns: 80, policies });
      const b = runFirestormCampaign(fourFactionCampaign(7), { maxTurns: 80, policies });
      expect(JSON.stringify(b.state.log)).toBe(JSON.stringify(a.state.log));
      expect(a.stop).toBe('ended');
      for (const e of a.state.log.filter((x) => x.type === 'OrdersSubmitted'))
        expect(e.payload).toBeDefined();
    }
    const mid = runFirestormCampaign(fourFactionCampaign(7), {
      maxTurns: 5,
      policies: policiesForAll(['F1', 'F2', 'F3', 'F4'], 'aggressive'),
    }).state;
    for (const f of mid.factions) {
      const orders = policyOrders(mid, f.id, 'aggressive');
      const ends = orders.map((o) =>
        o.path ? o.path[o.path.length - 1] : mid.banners.find((b) => b.id === o.banner)!.hex,
      );
      expect(new Set(ends).size).toBe(ends.length);
    }
  });

  it('auto-play asks each faction’s own policy for its orders', () => {
    let state = duel([], { '1,0': own('F2') });
    // Up to ORDERS (START and INITIATIVE advance by themselves).
    while (state.turn.step !== 'ORDERS') {
      const c = firestormAutoCommand(state)!;
      const r = kernelStep(firestormRuleset, state, c);
      if (!r.ok) throw new Error(r.violations[0]!.message);
      state = r.state;
    }
    const command = firestormAutoCommand(state, { F1: 'aggressive' });
    expect(command).toMatchObject({ type: 'SubmitOrders', faction: 'F1' });
    expect((command as { orders: unknown[] }).orders[0]).toEqual({
      banner: 'B1',
      type: 'move',
      path: ['0,0', '1,0'],
    });
    expect((firestormAutoCommand(state) as { orders: unknown[] }).orders[0]).toEqual(
      botOrders(state, 'F1')[0],
    );
  });
});
