import type { FsState } from '../model/types';

// Runtime only (never in state): territories records that one private auto-play loop owns for a while
// (runFirestormCampaign). patchTerritory changes such a record in place instead of copying it: a copy of every
// stored territory per claim was the largest cost of apply in an auto-played campaign (issue 11 profile). Only a
// loop that shows no state in between to anyone may own one, and it releases it before its result leaves (the
// same contract as core's ownedHexes and the kernel's appendTo log).
const owned = new WeakSet<object>();

/** Whether patchTerritory may change this territories record in place. */
export function ownsTerritories(territories: FsState['territories']): boolean {
  return owned.has(territories);
}

/**
 * `state` as a private auto-play loop owns it: its own log array and its own copy of the territories (same
 * territories, same key order), which patchTerritory changes in place until releaseTerritories. The caller's state
 * is left untouched.
 */
export function ownedFsState(state: FsState): FsState {
  const territories = { ...state.territories };
  owned.add(territories);
  return { ...state, log: [...state.log], territories };
}

/** Ends ownedFsState: from now on patchTerritory copies this record again, so states handed out stay immutable. */
export function releaseTerritories(state: FsState): void {
  owned.delete(state.territories);
}
