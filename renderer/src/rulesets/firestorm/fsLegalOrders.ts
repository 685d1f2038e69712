import type { HexKey } from '@shared/hex';
import { adjacentTerritories, bannerById, factionById, type FsState } from '@shared/rulesets/firestorm';

/** Where a banner's order may take it this turn (FS-ORDER-3, FS-ALLY-4), for the board to highlight. */
export interface LegalOrderHexes {
  /** One step: a Move (FS-ORDER-3). */
  readonly move: readonly HexKey[];
  /** Two steps (three for Destruction, FS-ALLY-4): only a Forced March gets there. */
  readonly forcedMarch: readonly HexKey[];
}

/**
 * The hexes a banner may end an order on, by breadth-first search over adjacent territories (FS-MAP-1): one step
 * for a Move, up to two (Destruction three) for a Forced March. Hold and Fortify stay put (FS-ORDER-1).
 */
export function legalOrderHexes(state: FsState, bannerId: string): LegalOrderHexes {
  const banner = bannerById(state, bannerId);
  if (!banner?.hex) return { move: [], forcedMarch: [] };
  const reach = factionById(state, banner.factionId)?.alliance === 'Destruction' ? 3 : 2;
  const seen = new Set<string>([banner.hex]);
  let frontier: HexKey[] = [banner.hex];
  const move: HexKey[] = [];
  const forcedMarch: HexKey[] = [];
  for (let step = 1; step <= reach; step++) {
    const next: HexKey[] = [];
    for (const hex of frontier)
      for (const n of adjacentTerritories(state, hex)) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
        (step === 1 ? move : forcedMarch).push(n);
      }
    frontier = next;
  }
  return { move, forcedMarch };
}

/** Every banner of a faction with its legal order hexes (what a faction's order screen shows at once). */
export function factionLegalOrders(state: FsState, factionId: string): Record<string, LegalOrderHexes> {
  const out: Record<string, LegalOrderHexes> = {};
  for (const b of state.banners)
    if (b.factionId === factionId && b.hex !== null) out[b.id] = legalOrderHexes(state, b.id);
  return out;
}
