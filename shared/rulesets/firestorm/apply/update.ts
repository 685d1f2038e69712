import { carryOwnedIndex } from '../state/ownership';
import { ownsTerritories } from '../state/ownedTerritories';
import { carryBannerIndex, carryBannerMove, UNCLAIMED } from '../state/selectors';
import type { Banner, Battle, Faction, FsState, Siege, Territory } from '../model/types';

/** Immutable helpers for `apply`: each copies only what changes. */
export function patchBanner(state: FsState, id: string, patch: (b: Banner) => Partial<Banner>): FsState {
  const banners = state.banners.slice();
  const at = banners.findIndex((b) => b.id === id);
  if (at < 0) {
    carryBannerIndex(state.banners, banners);
    return { ...state, banners };
  }
  const b = banners[at]!;
  const changed = { ...b, ...patch(b) };
  banners[at] = changed;
  if (changed.hex === b.hex) carryBannerIndex(state.banners, banners);
  else if (changed.hex !== null && b.hex !== null)
    carryBannerMove(state.banners, banners, at, b.hex, changed.hex);
  return { ...state, banners };
}

/** Every banner through `change`, which must move none (hex kept): the banner index carries over. */
export function mapBannersInPlace(state: FsState, change: (b: Banner) => Banner): FsState {
  const banners = state.banners.map(change);
  carryBannerIndex(state.banners, banners);
  return { ...state, banners };
}

export function patchBattle(state: FsState, hex: string, patch: (b: Battle) => Partial<Battle>): FsState {
  return {
    ...state,
    battles: state.battles.map((b) => (b.hex === hex && b.state !== 'applied' ? { ...b, ...patch(b) } : b)),
  };
}

export function patchFaction(state: FsState, id: string, patch: (f: Faction) => Partial<Faction>): FsState {
  return { ...state, factions: state.factions.map((f) => (f.id === id ? { ...f, ...patch(f) } : f)) };
}

export function patchTerritory(
  state: FsState,
  hex: string,
  patch: (t: Territory) => Partial<Territory>,
): FsState {
  // FS-SETUP-6: an unclaimed, empty territory is not stored; a change to one stores it.
  const t = state.territories[hex] ?? UNCLAIMED;
  const changed = { ...t, ...patch(t) };
  // An owned record (runFirestormCampaign's) takes the change itself; a spread keeps a key's place and appends a
  // new key, as this assignment does, so both paths give the same record in the same key order (GEN-5).
  const territories = ownsTerritories(state.territories)
    ? state.territories
    : { ...state.territories, [hex]: changed };
  (territories as Record<string, Territory>)[hex] = changed;
  carryOwnedIndex(state, territories, hex, t.owner, changed.owner);
  return { ...state, territories };
}

/** The siege of the open battle at `hex`. */
export function patchSiege(state: FsState, hex: string, patch: (s: Siege) => Partial<Siege>): FsState {
  const battle = state.battles.find((b) => b.hex === hex && b.state !== 'applied');
  if (!battle) return state;
  return {
    ...state,
    sieges: state.sieges.map((s) => (s.battleId === battle.id ? { ...s, ...patch(s) } : s)),
  };
}
