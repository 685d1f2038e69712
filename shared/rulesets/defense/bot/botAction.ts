import { CITY_SQUARES, isCitySquare, neighboursOf, sideOfSquare, type Side } from '../model/board';
import type { DefenseCommand } from '../model/commands';
import type { DefenseState } from '../model/state';
import { dieFaces, type UnitTile } from '../model/tiles';
import { discountAt, enemiesOnSide, isFree } from '../engine/queries';
import { botPayment, maxPayment } from './payment';

/**
 * BOT-37: units on the free city square touching the most numbered squares of sides that hold an enemy (ties: most
 * numbered squares, then row-major); buildings on the free city square touching the fewest numbered squares.
 */
export function botSquare(state: DefenseState, kind: 'unit' | 'building' | 'city'): string | undefined {
  const threatened = new Set<Side>(
    ([1, 2, 3, 4] as Side[]).filter((s) => enemiesOnSide(state, s).length > 0),
  );
  let best: { key: string; score: number[] } | undefined;
  for (const key of CITY_SQUARES) {
    if (!isFree(state, key)) continue;
    const numbered = neighboursOf(key).filter((k) => !isCitySquare(k));
    const score =
      kind === 'unit'
        ? [-numbered.filter((k) => threatened.has(sideOfSquare(k)!)).length, -numbered.length]
        : [numbered.length];
    if (!best || lessThan(score, best.score)) best = { key, score };
  }
  return best?.key;
}

const lessThan = (a: number[], b: number[]): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

const bestDie = (unit: UnitTile): number[] => {
  const melee = unit.melee ? dieFaces(unit.melee) : 0;
  const ranged = unit.ranged ? dieFaces(unit.ranged) : 0;
  return [Math.max(melee, ranged), melee >= ranged ? 1 : 0];
};

/** BOT-30: buy the dearest affordable city building; else the unit with the best die; else the cheapest building; else pass. */
export function botAction(state: DefenseState): DefenseCommand {
  const index = state.activePlayer;
  const player = state.players[index]!;
  const citySquare = botSquare(state, 'city');
  if (citySquare) {
    const slots = state.market
      .map((id, i) => ({ id, slot: i + 1 }))
      .filter((s): s is { id: string; slot: number } => s.id !== null)
      .map((s) => ({
        ...s,
        due: Math.max(
          0,
          state.tiles[s.id]!.kind === 'city'
            ? (state.tiles[s.id] as { cost: { amount: number } }).cost.amount -
                discountAt(state, player.id, citySquare)
            : 0,
        ),
      }))
      .sort((a, b) => b.due - a.due || a.slot - b.slot);
    for (const s of slots) {
      if (maxPayment(state, index, 'gold') < s.due) continue;
      const pay = botPayment(state, index, 'gold', s.due);
      if (pay) return { type: 'BuyCityBuilding', player: player.id, slot: s.slot, square: citySquare, pay };
    }
  }
  for (const kind of ['unit', 'building'] as const) {
    const square = botSquare(state, kind);
    if (!square) break;
    const candidates = player.hand
      .filter((id) => state.tiles[id]!.kind === kind)
      .sort((a, b) => {
        const ta = state.tiles[a]!;
        const tb = state.tiles[b]!;
        if (kind === 'unit') {
          const [da, db] = [bestDie(ta as UnitTile), bestDie(tb as UnitTile)];
          if (da[0] !== db[0]) return db[0]! - da[0]!;
          if (da[1] !== db[1]) return db[1]! - da[1]!;
        } else if (ta.kind === 'building' && tb.kind === 'building' && ta.cost.amount !== tb.cost.amount)
          return ta.cost.amount - tb.cost.amount;
        return a < b ? -1 : a > b ? 1 : 0;
      });
    for (const id of candidates) {
      const tile = state.tiles[id]!;
      if (tile.kind !== 'unit' && tile.kind !== 'building') continue;
      const due = Math.max(0, tile.cost.amount - discountAt(state, player.id, square));
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
