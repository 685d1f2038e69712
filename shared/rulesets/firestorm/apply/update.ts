import { carryOwnedIndex } from '../state/ownership';
import { UNCLAIMED } from '../state/selectors';
import type { Banner, Battle, Faction, FsState, Siege, Territory } from '../model/types';

/** Immutable helpers for `apply`: each copies only what changes. */
export function patchBanner(state: FsState, id: string, patch: (b: Banner) => Partial<Banner>): FsState {
  return { ...state, banners: state.banners.map((b) => (b.id === id ? { ...b, ...patch(b) } : b)) };
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
  const territories = { ...state.territories, [hex]: changed };
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
