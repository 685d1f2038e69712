import { describe, expect, it } from 'vitest';
import { firestormDemoDocument, type HexmarchDocument } from '@shared/document';
import { kernelStep, seatViewer } from '@shared/kernel';
import { firestormAutoCommand, firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import { distance, parseHexKey, type HexKey } from '@shared/hex';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '@shared/print';
import { preparePrint } from '../../../renderer/src/print/exportPrint';
import {
  firestormPrint,
  firestormSeenBy,
} from '../../../renderer/src/rulesets/firestorm/print/firestormPrint';
import { renderSheet } from '../../../renderer/src/print/renderSheet';
import { handoutSides } from '../../../scripts/cli/exportOptions';
import { nodePrintEnvironment as env } from '../../../scripts/cli/nodePrintEnvironment';
import { hexPixel, pixels } from './printFixtures';
import { firestormPrintOf } from '../../../renderer/src/rulesets/firestorm/print/firestormPrintPart';
import {
  DEFAULT_PRINT_CHOICES,
  handoutAudiences,
  legendEntriesFor,
  printContentFor,
} from '../../../renderer/src/print/printContent';

/** Plays the bot's commands until `done` holds (the demo stands at ORDERS with no order given). */
function playUntil(state: FsState, done: (s: FsState) => boolean): FsState {
  for (let i = 0; i < 200 && !done(state); i++) {
    const result = kernelStep(firestormRuleset, state, firestormAutoCommand(state)!);
    if (!result.ok) throw new Error(JSON.stringify(result));
    state = result.state as FsState;
  }
  if (!done(state)) throw new Error('the demo never got there');
  return state;
}

const demo = firestormDemoDocument();
// Ash (the first faction) and Bone's predecessor in turn order have both locked their orders, none revealed.
const ordered = playUntil(demo.campaign as FsState, (s) => s.turn.submitted.length >= 2);
const [a, b] = ordered.turn.submitted.map((id) => ordered.factions.find((f) => f.id === id)!);
const documentAt = (state: FsState): HexmarchDocument => ({ ...demo, campaign: state });
const ordersOf = (state: FsState, faction: string) =>
  state.banners.filter((banner) => banner.factionId === faction && banner.order);

describe('a Firestorm handout (issue 12, FS-ORDER-2)', () => {
  it('shows its faction its own orders, as arrows and as tags on the flags', () => {
    const own = ordersOf(ordered, a!.id);
    expect(own.length).toBeGreaterThan(0);
    const print = firestormPrint(ordered, a!.id);
    expect(print.orders.map((o) => o.bannerId).sort()).toEqual(own.map((banner) => banner.id).sort());
    const moves = own.filter((banner) => (banner.order!.path?.length ?? 0) > 1);
    expect(print.board.orders.map((o) => o.path)).toEqual(
      expect.arrayContaining(moves.map((banner) => banner.order!.path)),
    );
  });

  it("contains none of another faction's submitted orders, anywhere in what the sheet is drawn from", () => {
    const theirs = ordersOf(ordered, b!.id);
    expect(theirs.length).toBeGreaterThan(0);
    const content = printContentFor(documentAt(ordered), { ...DEFAULT_PRINT_CHOICES, side: a!.id });
    expect(content.handoutNote).toBe(`Handout for ${a!.name}`);
    const ids = new Set(theirs.map((banner) => banner.id));
    expect(firestormPrintOf(content)!.orders.some((o) => ids.has(o.bannerId))).toBe(false);
    expect(firestormPrintOf(content)!.board.orders.some((o) => ids.has(o.bannerId))).toBe(false);
    // Their banners are on the sheet (banners are public), their orders are not.
    expect(firestormPrintOf(content)!.board.banners.filter((banner) => ids.has(banner.id))).toHaveLength(
      ids.size,
    );
    const drawn = JSON.stringify(firestormPrintOf(content));
    for (const banner of theirs)
      if ((banner.order!.path?.length ?? 0) > 1)
        expect(drawn).not.toContain(JSON.stringify(banner.order!.path));
  });

  it('reads the campaign through the ruleset views: no hidden order in its banners or its log', () => {
    const seen = firestormSeenBy(ordered, seatViewer(a!.id));
    expect(seen.banners.filter((banner) => banner.factionId === b!.id && banner.order)).toEqual([]);
    const last = (log: FsState['log']) =>
      log.filter((e) => e.type === 'OrdersSubmitted' && e.payload.faction === b!.id).at(-1)!;
    expect((last(ordered.log).payload.orders as unknown[]).length).toBeGreaterThan(0);
    expect(last(seen.log).payload.orders).toEqual([]);
  });

  it('shows no unrevealed order at all on the whole-map export, which every player sees', () => {
    const content = printContentFor(documentAt(ordered), DEFAULT_PRINT_CHOICES);
    expect(content.handoutNote).toBeNull();
    expect(firestormPrintOf(content)!.orders).toEqual([]);
    expect(firestormPrintOf(content)!.board.orders).toEqual([]);
  });

  it("shows another faction's order once it is revealed in EXECUTION", () => {
    const revealed = playUntil(ordered, (s) =>
      s.banners.some((banner) => banner.revealed && banner.order && banner.orderState === 'pending'),
    );
    const banner = revealed.banners.find((x) => x.revealed && x.order && x.orderState === 'pending')!;
    const other = revealed.factions.find((f) => f.id !== banner.factionId)!;
    expect(firestormPrint(revealed, other.id).orders.map((o) => o.bannerId)).toContain(banner.id);
  });
});

describe('a Firestorm printout', () => {
  it('hands out one file per faction, by its name', () => {
    expect(handoutAudiences(documentAt(ordered))).toEqual(
      ordered.factions.map((f) => ({ id: f.id, name: f.name })),
    );
  });

  it('hands out by faction from the command line too, naming the factions when one is unknown', () => {
    const all = handoutSides(documentAt(ordered), 'all');
    expect(all.ok && all.value.map((f) => f.name)).toEqual(ordered.factions.map((f) => f.name));
    const one = handoutSides(documentAt(ordered), a!.name.toUpperCase());
    expect(one.ok && one.value).toEqual([{ id: a!.id, name: a!.name }]);
    const none = handoutSides(documentAt(ordered), 'Nobody');
    expect(!none.ok && none.error).toBe(
      `No faction "Nobody" in this campaign; its factions are ${new Intl.ListFormat('en', { type: 'conjunction' }).format(ordered.factions.map((f) => f.name))}.`,
    );
  });

  it('prints territories, items, special territories and banners, and leaves banners out on request', () => {
    const content = printContentFor(documentAt(ordered), DEFAULT_PRINT_CHOICES);
    const owned = Object.values(ordered.territories).filter((t) => t.owner !== null).length;
    expect(firestormPrintOf(content)!.board.owners.size).toBe(owned);
    expect(firestormPrintOf(content)!.board.items.length).toBeGreaterThan(0);
    expect(firestormPrintOf(content)!.board.specials.length).toBeGreaterThan(0);
    expect(firestormPrintOf(content)!.board.banners.length).toBe(ordered.banners.filter((x) => x.hex).length);
    expect(content.turnNote).toBe(`Turn ${ordered.turn.number} · Orders`);
    const bare = printContentFor(documentAt(ordered), { ...DEFAULT_PRINT_CHOICES, showArmies: false });
    expect(firestormPrintOf(bare)!.board.banners).toEqual([]);
  });

  it('explains every mark in the legend: each faction, specials, banners, orders and the items present', () => {
    const handout = printContentFor(documentAt(ordered), { ...DEFAULT_PRINT_CHOICES, side: a!.id });
    const texts = legendEntriesFor(handout).map((e) => e.text);
    for (const faction of ordered.factions) expect(texts).toContain(faction.name);
    expect(texts).toEqual(
      expect.arrayContaining(['Special territory', 'Banner and its points', "The banner's order"]),
    );
    expect(texts).toContain("Lord's Tower");
    expect(texts).toContain('Forest');
    const map = legendEntriesFor(printContentFor(documentAt(ordered), DEFAULT_PRINT_CHOICES));
    expect(map.map((e) => e.text)).not.toContain("The banner's order");
  });
});

describe('a printed Firestorm handout', () => {
  const settings: PrintSettings = {
    ...DEFAULT_PRINT_SETTINGS,
    dpi: 150,
    legend: false,
  };
  const sheet = (side: string | null) => {
    const art = preparePrint(env, documentAt(ordered), settings, { ...DEFAULT_PRINT_CHOICES, side });
    if (!art.ok) throw new Error(art.error);
    const page = art.value.plan.pages[0]!;
    const surface = renderSheet(env, art.value, page);
    return {
      plan: art.value.plan,
      page,
      data: pixels(surface, 0, 0, surface.width, surface.height),
      surface,
    };
  };

  it("differs from the wall map only around its own ordered banners, never around another faction's", () => {
    const wall = sheet(null);
    const handout = sheet(a!.id);
    expect(wall.plan.pages).toHaveLength(1);
    const changedNear = (hex: string) => {
      const { q, r } = parseHexKey(hex as HexKey);
      const c = hexPixel(handout.plan, handout.page, q, r);
      const reach = Math.round((handout.plan.hexAcrossFlatsMm / 25.4) * 150 * 0.9);
      let changed = 0;
      for (let y = Math.max(0, c.y - reach); y < Math.min(handout.surface.height, c.y + reach); y++)
        for (let x = Math.max(0, c.x - reach); x < Math.min(handout.surface.width, c.x + 2 * reach); x++) {
          const i = (y * handout.surface.width + x) * 4;
          if (wall.data[i] !== handout.data[i] || wall.data[i + 1] !== handout.data[i + 1]) changed++;
        }
      return changed;
    };
    const own = ordersOf(ordered, a!.id);
    expect(own.some((banner) => changedNear(banner.hex!) > 20)).toBe(true);
    // Another faction's banners far from any of this faction's arrows: not one pixel differs there.
    const near = (h: string, k: string) => distance(parseHexKey(h as HexKey), parseHexKey(k as HexKey)) <= 2;
    const arrows = own.flatMap((banner) => banner.order!.path ?? [banner.hex!]);
    const theirs = ordersOf(ordered, b!.id).filter((banner) => arrows.every((h) => !near(h, banner.hex!)));
    expect(theirs.length).toBeGreaterThan(0);
    for (const banner of theirs) expect(changedNear(banner.hex!)).toBe(0);
  });
});
