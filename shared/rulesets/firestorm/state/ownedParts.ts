import type { FsState } from '../model/types';

// Runtime only (never in state): the state object, territories record and banners array that one private auto-play
// loop owns for a while (runFirestormCampaign). apply changes such a part in place instead of copying it: a copy of
// every stored territory per claim, of every banner (with its index) per move, and of the state per event (a
// spread of states whose shapes vary took the slow path) were the largest costs of apply in an auto-played
// campaign (issue 11 profile). Only a loop that shows no state in between
// to anyone may own one, and it releases them before its result leaves (the same contract as core's ownedHexes and
// the kernel's appendTo log).
const owned = new WeakSet<object>();

/** Whether apply may change this state, territories record or banners array in place. */
export function ownsPart(part: FsState | FsState['territories'] | FsState['banners']): boolean {
  return owned.has(part);
}

/**
 * `state` as a private auto-play loop owns it: a copy of the state with its own log array, its own copy of the
 * territories (same territories, same key order) and of the banners array (same banners), which apply changes in
 * place until releaseOwnedParts. The caller's state is left untouched.
 */
export function ownedFsState(state: FsState): FsState {
  const territories = { ...state.territories };
  const banners = state.banners.slice();
  owned.add(territories);
  owned.add(banners);
  const own = { ...state, log: [...state.log], territories, banners };
  owned.add(own);
  return own;
}

/** Ends ownedFsState: from now on apply copies these parts again, so states handed out stay immutable. */
export function releaseOwnedParts(state: FsState): void {
  owned.delete(state);
  owned.delete(state.territories);
  owned.delete(state.banners);
}
