import { describe, expect, it } from 'vitest';
import {
  moveSettlement,
  placeSettlement,
  removeSettlement,
  renameSettlement,
  setController,
  type SettlementPlacement,
} from '@shared/mapedit';
import type { CampaignMap } from '@shared/map';
import { at, SIDES, smallMap, snapshot, withSettlement } from './smallMap';

// 7×5 map: a mountain at col 3, row 2; water at col 1, row 3. West edge is col 0, East edge col 6.
const base = (): CampaignMap => smallMap(7, 5, ['ooooooo', 'ooooooo', 'oooMooo', 'owooooo', 'ooooooo']);

describe('placeSettlement', () => {
  const cases: { name: string; hex: string; placement: SettlementPlacement; error: RegExp | null }[] = [
    { name: 'a village on open ground', hex: at(3, 1), placement: { type: 'village' }, error: null },
    { name: 'a named city', hex: at(4, 4), placement: { type: 'city', name: ' Ostmark ' }, error: null },
    {
      name: 'a town on a mountain',
      hex: at(3, 2),
      placement: { type: 'town' },
      error: /mountain is impassable \(HEX-6, SETUP-1\)/,
    },
    {
      name: 'a village on water',
      hex: at(1, 3),
      placement: { type: 'village' },
      error: /water is impassable/,
    },
    {
      name: 'a fortress without owner',
      hex: at(1, 1),
      placement: { type: 'fortress' },
      error: /needs an owner player \(SETUP-3\)/,
    },
    {
      name: 'a fortress of an unknown player',
      hex: at(1, 1),
      placement: { type: 'fortress', owner: 'zz' },
      error: /not a player of either side \(SETUP-3\)/,
    },
    {
      name: 'a fortress on the home edge itself',
      hex: at(0, 2),
      placement: { type: 'fortress', owner: 'p1' },
      error: /second line in from the West edge/,
    },
    {
      name: 'a fortress on the third line',
      hex: at(2, 2),
      placement: { type: 'fortress', owner: 'p1' },
      error: /SETUP-3/,
    },
    {
      name: 'a fortress on the far side',
      hex: at(5, 2),
      placement: { type: 'fortress', owner: 'p1' },
      error: /West edge/,
    },
    {
      name: 'a West fortress on the second line',
      hex: at(1, 2),
      placement: { type: 'fortress', owner: 'p2' },
      error: null,
    },
    {
      name: 'an East fortress on the second line',
      hex: at(5, 2),
      placement: { type: 'fortress', owner: 'p3' },
      error: null,
    },
    {
      name: 'a settlement off the map',
      hex: '20,20',
      placement: { type: 'village' },
      error: /not on the map \(HEX-8\)/,
    },
  ];

  it.each(cases)('$name → $error', ({ hex, placement, error }) => {
    const map = base();
    const before = snapshot(map);
    const result = placeSettlement(map, hex as never, placement, SIDES);
    expect(map).toEqual(before);
    if (error) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(error);
    } else {
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value.hexes[hex as never]!.settlement?.type).toBe(placement.type);
    }
  });

  it('starts villages, towns and cities neutral (SETUP-6) and trims their name', () => {
    const result = placeSettlement(base(), at(4, 4), { type: 'city', name: ' Ostmark ' });
    expect(result.ok && result.value.hexes[at(4, 4)]!.settlement).toEqual({
      type: 'city',
      controller: null,
      name: 'Ostmark',
    });
  });

  it('gives a fortress to its owner from the start (SETUP-3)', () => {
    const result = placeSettlement(base(), at(1, 1), { type: 'fortress', owner: 'p1' }, SIDES);
    expect(result.ok && result.value.hexes[at(1, 1)]!.settlement).toEqual({
      type: 'fortress',
      controller: 'p1',
      originalOwner: 'p1',
    });
  });

  it('refuses a second settlement on one hex (HEX-7)', () => {
    const result = placeSettlement(withSettlement(base(), at(3, 1), 'town'), at(3, 1), { type: 'village' });
    expect(result).toEqual({
      ok: false,
      error: 'Hex 0402 already has a town; one settlement per hex (HEX-7).',
    });
  });

  it('refuses a second fortress for the same player (SETUP-3)', () => {
    const map = withSettlement(base(), at(1, 0), 'fortress', 'p1');
    const result = placeSettlement(map, at(1, 4), { type: 'fortress', owner: 'p1' }, SIDES);
    expect(!result.ok && result.error).toMatch(/Alice already has a fortress at hex 0201/);
  });

  it('places a fortress anywhere passable when the sides are not known yet', () => {
    expect(placeSettlement(base(), at(3, 3), { type: 'fortress', owner: 'p1' }).ok).toBe(true);
  });
});

describe('moveSettlement', () => {
  it('moves a settlement with its name and controller and empties the old hex', () => {
    const start = placeSettlement(base(), at(3, 1), { type: 'town', name: 'Ash' });
    if (!start.ok) throw new Error(start.error);
    const withControl = setController(start.value, at(3, 1), 'p3', SIDES);
    if (!withControl.ok) throw new Error(withControl.error);
    const moved = moveSettlement(withControl.value, at(3, 1), at(4, 4), SIDES);
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(moved.value.hexes[at(3, 1)]!.settlement).toBeUndefined();
    expect(moved.value.hexes[at(4, 4)]!.settlement).toEqual({ type: 'town', controller: 'p3', name: 'Ash' });
  });

  it.each([
    {
      name: 'from a hex without settlement',
      from: at(4, 4),
      to: at(4, 3),
      error: /has no settlement \(HEX-7\)/,
    },
    { name: 'onto a mountain', from: at(3, 1), to: at(3, 2), error: /impassable \(HEX-6, SETUP-1\)/ },
    {
      name: 'onto another settlement',
      from: at(3, 1),
      to: at(5, 1),
      error: /already has a village; one settlement per hex \(HEX-7\)/,
    },
    { name: 'off the map', from: at(3, 1), to: at(9, 9), error: /not on the map \(HEX-8\)/ },
  ])('refuses a move $name', ({ from, to, error }) => {
    const map = withSettlement(withSettlement(base(), at(3, 1), 'town'), at(5, 1), 'village');
    const result = moveSettlement(map, from, to, SIDES);
    expect(!result.ok && result.error).toMatch(error);
  });

  it("keeps a moved fortress on its owner's second line (SETUP-3)", () => {
    const map = withSettlement(base(), at(1, 1), 'fortress', 'p1');
    expect(moveSettlement(map, at(1, 1), at(1, 4), SIDES).ok).toBe(true);
    const away = moveSettlement(map, at(1, 1), at(3, 1), SIDES);
    expect(!away.ok && away.error).toMatch(/second line in from the West edge/);
  });

  it('returns the same map when the settlement is dropped where it stands', () => {
    const map = withSettlement(base(), at(3, 1), 'town');
    expect(moveSettlement(map, at(3, 1), at(3, 1))).toEqual({ ok: true, value: map });
  });
});

describe('renameSettlement, removeSettlement and setController', () => {
  const town = () => withSettlement(base(), at(3, 1), 'town');

  it('renames, and clears the name with a blank one', () => {
    const named = renameSettlement(town(), at(3, 1), '  Vale ');
    expect(named.ok && named.value.hexes[at(3, 1)]!.settlement?.name).toBe('Vale');
    if (!named.ok) return;
    const cleared = renameSettlement(named.value, at(3, 1), ' ');
    expect(cleared.ok && cleared.value.hexes[at(3, 1)]!.settlement).toEqual({
      type: 'town',
      controller: null,
    });
  });

  it('removes a settlement and refuses to remove nothing', () => {
    const removed = removeSettlement(town(), at(3, 1));
    expect(removed.ok && removed.value.hexes[at(3, 1)]).toEqual({
      q: 3,
      r: 0,
      terrain: 'open',
      river: false,
      bridge: false,
    });
    expect(removeSettlement(base(), at(3, 1))).toEqual({
      ok: false,
      error: 'Hex 0402 has no settlement (HEX-7).',
    });
  });

  it.each([
    { controller: 'p2', error: null },
    { controller: null, error: null },
    { controller: 'nobody', error: /not a player of either side \(SETUP-7\)/ },
  ])('sets the controller to $controller (SETUP-7)', ({ controller, error }) => {
    const map = town();
    const before = snapshot(map);
    const result = setController(map, at(3, 1), controller, SIDES);
    expect(map).toEqual(before);
    if (error) expect(!result.ok && result.error).toMatch(error);
    else expect(result.ok && result.value.hexes[at(3, 1)]!.settlement?.controller).toBe(controller);
  });

  it('refuses a controller on a hex without settlement: only settlements carry control (SETUP-7)', () => {
    expect(setController(base(), at(2, 2), 'p1', SIDES).ok).toBe(false);
  });
});
