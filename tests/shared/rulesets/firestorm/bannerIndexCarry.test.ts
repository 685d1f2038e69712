import { kernelStep } from '@shared/kernel';
import {
  bannersAt,
  factionBanners,
  firestormAutoCommand,
  firestormRuleset,
  liveBanners,
  type FsState,
} from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign } from './fixtures';

/** The banner lists as the selectors read them: ids per hex and per faction, in the order given. */
function bannerLists(state: FsState): string {
  const ids = (list: { id: string }[]) => list.map((b) => b.id).join(',');
  const hexes = Object.keys(state.map.hexes).map((h) => `${h}:${ids(bannersAt(state, h))}`);
  const factions = state.factions.map((f) => `${f.id}:${ids(factionBanners(state, f.id))}`);
  return [ids(liveBanners(state)), ...hexes, ...factions].join(';');
}

/**
 * Issue 11 speed: apply carries the banner index over a change that moves one banner (carryBannerMove) instead of
 * rebuilding it. After every command of auto-played campaigns the carried index must read what an index built
 * afresh from the same banners reads (a new array of the same banners has no index yet).
 */
describe('Firestorm banner index carried over moves', () => {
  it.each([1, 2, 3])('reads like a rebuilt index after every command (seed %i)', (seed) => {
    let state = fourFactionCampaign(seed);
    let moves = 0;
    for (let n = 0; n < 1500 && state.status === 'running'; n++) {
      bannerLists(state); // builds the index, so the next step carries it
      const stepped = kernelStep(firestormRuleset, state, firestormAutoCommand(state));
      if (!stepped.ok) throw new Error(stepped.violations[0]!.message);
      moves += stepped.events.filter((e) => e.type === 'BannerMoved').length;
      state = stepped.state;
      expect(bannerLists(state)).toBe(bannerLists({ ...state, banners: [...state.banners] }));
    }
    expect(moves).toBeGreaterThan(20);
  });
});
