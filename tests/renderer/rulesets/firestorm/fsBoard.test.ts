import { describe, expect, it } from 'vitest';
import { firestormDemoState } from '@shared/document';
import { GM_VIEWER, seatViewer } from '@shared/kernel';
import { stepAny } from '@shared/rulesets';
import { botOrdersFor } from './botOrdersFor';
import { buildTerritoryBoard } from '../../../../renderer/src/rulesets/firestorm/fsBoard';
import { gloryHistory } from '../../../../renderer/src/rulesets/firestorm/glory/gloryHistory';
import { legalOrderHexes } from '../../../../renderer/src/rulesets/firestorm/fsLegalOrders';
import { territoryCount } from '@shared/rulesets/firestorm';

describe('the Firestorm board as a viewer may see it (FS-ORDER-2)', () => {
  const demo = firestormDemoState(2);
  const [first, second] = demo.factions;
  // The first faction gives its orders; until reveal only it and the GM see them on the board.
  const submitted = stepAny(demo, {
    type: 'SubmitOrders',
    faction: first!.id,
    orders: botOrdersFor(demo, first!.id),
  });
  if (!submitted.ok) throw new Error(submitted.violations.map((v) => v.message).join());
  const state = submitted.state;

  it('draws every owned territory with its owner, items, specials and banners', () => {
    const board = buildTerritoryBoard(state, GM_VIEWER);
    expect(board.factions.map((f) => f.name)).toEqual(state.factions.map((f) => f.name));
    for (const [i, f] of state.factions.entries())
      expect([...board.owners.values()].filter((o) => o === i)).toHaveLength(territoryCount(state, f.id));
    expect(board.items.some((item) => item.badges.includes('LT'))).toBe(true);
    expect(board.specials.map((s) => s.name)).toContain('Infinity Gears');
    expect(board.banners.length).toBe(state.banners.filter((b) => b.hex !== null).length);
    expect(board.banners[0]!.label).toMatch(/^\S.* \d+$/);
  });

  it('shows a faction its own moving orders and hides them from another faction', () => {
    const moving = botOrdersFor(demo, first!.id).filter((o) => o.path && o.path.length > 1);
    expect(moving.length).toBeGreaterThan(0);
    expect(buildTerritoryBoard(state, GM_VIEWER).orders.length).toBe(moving.length);
    expect(buildTerritoryBoard(state, seatViewer(first!.id)).orders.length).toBe(moving.length);
    expect(buildTerritoryBoard(state, seatViewer(second!.id)).orders).toEqual([]);
  });
});

describe('glory over the turns', () => {
  it('starts at one territory each and follows each SCORING', () => {
    const state = firestormDemoState(3);
    const history = gloryHistory(state);
    expect(history[0]!.turn).toBe(0);
    for (const f of state.factions) expect(history[0]!.territories[f.id]).toBe(1);
    expect(history.map((p) => p.turn)).toEqual([0, 1, 2, 3]);
    const last = history.at(-1)!;
    for (const f of state.factions) expect(last.territories[f.id]).toBe(territoryCount(state, f.id));
  });
});

describe('legal order hexes (FS-ORDER-3, FS-ALLY-4)', () => {
  it('a Move reaches the adjacent territories, a Forced March two steps (three for Destruction)', () => {
    const state = firestormDemoState(0);
    const order = state.factions.find((f) => f.alliance === 'Order')!;
    const destruction = state.factions.find((f) => f.alliance === 'Destruction')!;
    const banner = (id: string) => state.banners.find((b) => b.factionId === id)!;
    const a = legalOrderHexes(state, banner(order.id).id);
    const d = legalOrderHexes(state, banner(destruction.id).id);
    expect(a.move.length).toBeGreaterThan(0);
    expect(a.move.every((h) => !a.forcedMarch.includes(h))).toBe(true);
    expect(d.forcedMarch.length).toBeGreaterThan(a.forcedMarch.length);
  });
});
