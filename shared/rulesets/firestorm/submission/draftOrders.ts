import { hasItemWith } from '../state/selectors';
import type { HexKey } from '../../../hex';
import type { OrderSpec } from '../model/commands';
import type { FsState, OrderType } from '../model/types';
import { adjacentTerritories, bannerById, factionById, territoryAt } from '../state/selectors';

/** FS-ORDER-1 (with FS-ALLY-4): how many steps each order type takes, for this faction. */
export interface OrderTypeLimit {
  readonly type: OrderType;
  readonly minSteps: number;
  readonly maxSteps: number;
  readonly ruleIds: readonly string[];
}

export function orderTypeLimits(state: FsState, factionId: string): OrderTypeLimit[] {
  const destruction = factionById(state, factionId)?.alliance === 'Destruction';
  return [
    { type: 'move', minSteps: 1, maxSteps: 1, ruleIds: ['FS-ORDER-1', 'FS-ORDER-3'] },
    {
      type: 'forcedMarch',
      minSteps: 1,
      maxSteps: destruction ? 3 : 2,
      ruleIds: destruction ? ['FS-ORDER-1', 'FS-ALLY-4', 'FS-MOVE-7'] : ['FS-ORDER-1', 'FS-MOVE-7'],
    },
    { type: 'fortify', minSteps: 0, maxSteps: 0, ruleIds: ['FS-ORDER-1', 'FS-BATTLE-5'] },
    { type: 'hold', minSteps: 0, maxSteps: 0, ruleIds: ['FS-ORDER-1'] },
  ];
}

/** The longest path a banner of this faction may be given (a Forced March's). */
export const longestPath = (state: FsState, factionId: string): number =>
  Math.max(...orderTypeLimits(state, factionId).map((l) => l.maxSteps));

/** FS-ORDER-1: Fortify is refused in a territory with a Stronghold or a Lord's Tower. */
export function canFortify(state: FsState, hex: string): boolean {
  const t = territoryAt(state, hex);
  return !hasItemWith(t, 'blocksFortify');
}

/**
 * FS-ORDER-3: the hexes the path being dragged may step to next: territories adjacent to its last hex, not already
 * on it, while the path is shorter than the faction's longest order. What happens there is decided at execution
 * (FS-MOVE-1), so enemy banners and battles do not block a step here.
 */
export function nextSteps(state: FsState, bannerId: string, path: readonly HexKey[]): HexKey[] {
  const banner = bannerById(state, bannerId);
  const last = path[path.length - 1];
  if (!banner || last === undefined || path.length - 1 >= longestPath(state, banner.factionId)) return [];
  return adjacentTerritories(state, last).filter((h) => !path.includes(h));
}

/**
 * The drag: the pointer over a legal next step extends the path, over the hex before the last takes the last step
 * back; anywhere else leaves the path as it is.
 */
export function dragPath(
  state: FsState,
  bannerId: string,
  path: readonly HexKey[],
  hex: HexKey,
): readonly HexKey[] {
  if (path.length >= 2 && path[path.length - 2] === hex) return path.slice(0, -1);
  return nextSteps(state, bannerId, path).includes(hex) ? [...path, hex] : path;
}

/**
 * The order a dragged path gives: no step is a Hold, one step a Move, more a Forced March (FS-ORDER-1). Decision: a
 * one-step Forced March (legal, but it only adds Fatigue, FS-MOVE-7) is never guessed: the order buttons give it.
 */
export function orderFromPath(bannerId: string, path: readonly HexKey[]): OrderSpec {
  if (path.length <= 1) return { banner: bannerId, type: 'hold' };
  return { banner: bannerId, type: path.length === 2 ? 'move' : 'forcedMarch', path: [...path] };
}

/** The order types this banner may take now, with its current path (a path too long for Move rules it out). */
export function allowedTypes(state: FsState, bannerId: string, path: readonly string[]): OrderType[] {
  const banner = bannerById(state, bannerId);
  if (!banner?.hex) return [];
  const steps = path.length - 1;
  return orderTypeLimits(state, banner.factionId)
    .filter((l) => (l.maxSteps === 0 ? true : steps >= l.minSteps && steps <= l.maxSteps))
    .filter((l) => l.type !== 'fortify' || canFortify(state, banner.hex!))
    .map((l) => l.type);
}
