import { carryOwnedIndex } from '../state/ownership';
import { ownsPart } from '../state/ownedParts';
import {
  carryBannerIndex,
  carryBannerMove,
  factionBannerPositions,
  forgetBannerIndex,
  UNCLAIMED,
} from '../state/selectors';
import type { Banner, Battle, Faction, FsState, Siege, Territory } from '../model/types';

/**
 * Helpers for `apply`: each copies only what changes, except in a state and parts a private auto-play loop owns
 * (ownedParts), which they change in place. Both paths give the same fields in the same key order (a spread keeps
 * a key's place and appends new keys, as Object.assign and assignment do), so they end in byte-identical states
 * (tests/shared/rulesets/firestorm/inPlaceAutoPlay.test.ts). Either way each changed banner, territory, faction,
 * battle or siege is a new object, and each changed list a new array, so a resolver holding the old one still
 * reads it as it was.
 */

/** `state` with the top-level fields of `patch`. */
export function withFields(state: FsState, patch: Partial<FsState>): FsState {
  return ownsPart(state) ? Object.assign(state, patch) : { ...state, ...patch };
}

export function patchBanner(state: FsState, id: string, patch: (b: Banner) => Partial<Banner>): FsState {
  const inPlace = ownsPart(state.banners);
  const banners = inPlace ? (state.banners as Banner[]) : state.banners.slice();
  const at = banners.findIndex((b) => b.id === id);
  if (at >= 0) {
    const b = banners[at]!;
    const changed = { ...b, ...patch(b) };
    banners[at] = changed;
    if (changed.hex === b.hex) carryBannerIndex(state.banners, banners);
    else if (changed.hex !== null && b.hex !== null)
      carryBannerMove(state.banners, banners, at, b.hex, changed.hex);
    else if (inPlace) forgetBannerIndex(banners);
  } else carryBannerIndex(state.banners, banners);
  return inPlace ? state : withFields(state, { banners });
}

/** Every banner through `change`, which must move none (hex kept): the banner index carries over. */
export function mapBannersInPlace(state: FsState, change: (b: Banner) => Banner): FsState {
  if (ownsPart(state.banners)) {
    const banners = state.banners as Banner[];
    for (let i = 0; i < banners.length; i++) banners[i] = change(banners[i]!);
    return state;
  }
  const banners = state.banners.map(change);
  carryBannerIndex(state.banners, banners);
  return withFields(state, { banners });
}

/** The faction's banners on the map through `change`, which must move none (OrdersSubmitted): the index carries over. */
export function mapFactionBanners(state: FsState, faction: string, change: (b: Banner) => Banner): FsState {
  const positions = factionBannerPositions(state, faction);
  const inPlace = ownsPart(state.banners);
  const banners = inPlace ? (state.banners as Banner[]) : state.banners.slice();
  for (const i of positions) banners[i] = change(banners[i]!);
  if (inPlace) return state;
  carryBannerIndex(state.banners, banners);
  return withFields(state, { banners });
}

/** BannerRaised: `banner` joins the banners (the index is rebuilt on next use). */
export function addBanner(state: FsState, banner: Banner): FsState {
  if (!ownsPart(state.banners)) return withFields(state, { banners: [...state.banners, banner] });
  (state.banners as Banner[]).push(banner);
  forgetBannerIndex(state.banners);
  return state;
}

export function patchBattle(state: FsState, hex: string, patch: (b: Battle) => Partial<Battle>): FsState {
  return withFields(state, {
    battles: state.battles.map((b) => (b.hex === hex && b.state !== 'applied' ? { ...b, ...patch(b) } : b)),
  });
}

export function patchFaction(state: FsState, id: string, patch: (f: Faction) => Partial<Faction>): FsState {
  return withFields(state, {
    factions: state.factions.map((f) => (f.id === id ? { ...f, ...patch(f) } : f)),
  });
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
  const territories = ownsPart(state.territories)
    ? state.territories
    : { ...state.territories, [hex]: changed };
  (territories as Record<string, Territory>)[hex] = changed;
  carryOwnedIndex(state, territories, hex, t.owner, changed.owner);
  return territories === state.territories ? state : withFields(state, { territories });
}

/** The siege of the open battle at `hex`. */
export function patchSiege(state: FsState, hex: string, patch: (s: Siege) => Partial<Siege>): FsState {
  const battle = state.battles.find((b) => b.hex === hex && b.state !== 'applied');
  if (!battle) return state;
  return withFields(state, {
    sieges: state.sieges.map((s) => (s.battleId === battle.id ? { ...s, ...patch(s) } : s)),
  });
}
