import { SIDES, keyOfIndex } from '../model/board';
import { CITY_INDICES, NUMBERED_NEIGHBOURS_BY_SIDE } from '../model/squareTables';
import type { DefenseCommand } from '../model/commands';
import { isEmptySquare, type DefenseState } from '../model/state';
import { dieFaces, type UnitTile } from '../model/tiles';
import { discountAt, enemyCountOnSide } from '../engine/queries';
import { botPayment, maxPayment } from './payment';

/** A square's BOT-37 numbers: numbered squares touched in all, and of the sides in `threatened` (a bit per side). */
function touching(index: number, threatened: number): { all: number; facing: number } {
  const bySide = NUMBERED_NEIGHBOURS_BY_SIDE[index]!;
  let all = 0;
  let facing = 0;
  for (const side of SIDES) {
    all += bySide[side]!;
    if (threatened & (1 << side)) facing += bySide[side]!;
  }
  return { all, facing };
}

/** City squares in BOT-37's order of preference (a stable sort keeps row-major order among equals). */
const preferring = (score: (index: number) => number[]): readonly number[] =>
  [...CITY_INDICES].sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i]! - sb[i]!;
    return 0;
  });

/** Buildings: fewest numbered squares touched. */
const BUILDING_ORDER = preferring((i) => [touching(i, 0).all]);
/** Units, for each set of sides holding an enemy (bits 1..4): most threatened numbered squares, then most in all. */
const UNIT_ORDER: readonly (readonly number[])[] = Array.from({ length: 32 }, (_, threatened) =>
  preferring((i) => {
    const { all, facing } = touching(i, threatened);
    return [-facing, -all];
  }),
);

/**
 * BOT-37: units on the free city square touching the most numbered squares of sides that hold an enemy (ties: most
 * numbered squares, then row-major); buildings on the free city square touching the fewest numbered squares. The
 * orders are worked out once; a choice is the first free square in its order.
 */
export function botSquare(state: DefenseState, kind: 'unit' | 'building' | 'city'): string | undefined {
  let threatened = 0;
  if (kind === 'unit')
    for (const side of SIDES) if (enemyCountOnSide(state, side) > 0) threatened |= 1 << side;
  const order = kind === 'unit' ? UNIT_ORDER[threatened]! : BUILDING_ORDER;
  const free = order.find((index) => isEmptySquare(state.board[index]));
  return free === undefined ? undefined : keyOfIndex(free);
}

/** BOT-30's unit order as one number, larger first: the largest die, then melee over ranged. */
const dieRank = (unit: UnitTile): number => {
  const melee = unit.melee ? dieFaces(unit.melee) : 0;
  const ranged = unit.ranged ? dieFaces(unit.ranged) : 0;
  return Math.max(melee, ranged) * 2 + (melee >= ranged ? 1 : 0);
};

/** BOT-30: buy the dearest affordable city building; else the unit with the best die; else the cheapest building; else pass. */
export function botAction(state: DefenseState): DefenseCommand {
  const index = state.activePlayer;
  const player = state.players[index]!;
  // BOT-37 scores city and faction buildings alike: one square serves both.
  const buildingSquare = botSquare(state, 'city');
  if (!buildingSquare) return { type: 'Pass', player: player.id, discard: [] };
  const buildingDiscount = discountAt(state, player.id, buildingSquare);
  const gold = maxPayment(state, index, 'gold');
  const slots: { slot: number; due: number }[] = [];
  state.market.forEach((id, i) => {
    const tile = id === null ? undefined : state.tiles[id];
    if (tile)
      slots.push({
        slot: i + 1,
        due: Math.max(0, tile.kind === 'city' ? tile.cost.amount - buildingDiscount : 0),
      });
  });
  slots.sort((a, b) => b.due - a.due || a.slot - b.slot);
  for (const s of slots) {
    if (gold < s.due) continue;
    const pay = botPayment(state, index, 'gold', s.due);
    if (pay) return { type: 'BuyCityBuilding', player: player.id, slot: s.slot, square: buildingSquare, pay };
  }
  for (const kind of ['unit', 'building'] as const) {
    const square = kind === 'unit' ? botSquare(state, 'unit')! : buildingSquare;
    const discount = kind === 'unit' ? discountAt(state, player.id, square) : buildingDiscount;
    const candidates = player.hand
      .filter((id) => state.tiles[id]!.kind === kind)
      .sort((a, b) => {
        const ta = state.tiles[a]!;
        const tb = state.tiles[b]!;
        if (kind === 'unit' && dieRank(ta as UnitTile) !== dieRank(tb as UnitTile))
          return dieRank(tb as UnitTile) - dieRank(ta as UnitTile);
        if (ta.kind === 'building' && tb.kind === 'building' && ta.cost.amount !== tb.cost.amount)
          return ta.cost.amount - tb.cost.amount;
        return a < b ? -1 : a > b ? 1 : 0;
      });
    for (const id of candidates) {
      const tile = state.tiles[id]!;
      if (tile.kind !== 'unit' && tile.kind !== 'building') continue;
      const due = Math.max(0, tile.cost.amount - discount);
      if (maxPayment(state, index, tile.cost.resource, id) < due) continue;
      const pay = botPayment(state, index, tile.cost.resource, due, id);
      if (pay) return { type: 'PlaceTile', player: player.id, tile: id, square, pay };
    }
  }
  return { type: 'Pass', player: player.id, discard: [] };
}

/** GEN-6 "decide for me": the command auto-play makes now for whoever must act; undefined when the game is over. */
export function autoCommand(state: DefenseState): DefenseCommand | undefined {
  switch (state.phase) {
    case 'setup':
      return state.dealt ? { type: 'StartPlay' } : { type: 'SetUp' };
    case 'action':
      return botAction(state);
    case 'draw':
      return { type: 'DrawTiles' };
    case 'enemiesPrepare':
      return { type: 'EnemiesPrepare' };
    case 'assault':
    case 'finalAssault':
      return { type: 'RunAttackWaves' };
    case 'scored':
      return undefined;
  }
}
