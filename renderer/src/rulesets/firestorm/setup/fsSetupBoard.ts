import { createSelector } from '@reduxjs/toolkit';
import type { HexKey } from '@shared/hex';
import { defaultTowerHexes } from '@shared/rulesets/firestorm';
import type { RootState } from '../../../app/store';
import type { BannerMark, TerritoryBoard } from '../canvas/territoryBoard';
import { selectMap } from '../../../document/map/selectors';
import { ITEM_NAMES, RELIC_NAMES } from '../fsNames';
import type { FsSetupDraft } from './fsSetupDraft';

const selectDraft = (state: RootState) => state.firestorm.setupDraft;
const selectSettingUp = (state: RootState) =>
  state.play.setupRuleset === 'firestorm' && state.document.present.campaign === null;

/** FS-SETUP-3 as the campaign will place them: the GM's moved start hexes kept, the others at their corners. */
export const selectSetupTowers = createSelector([selectMap, selectDraft], (map, draft): HexKey[] =>
  defaultTowerHexes(
    map,
    draft.factions.length,
    draft.factions.map((f) => f.tower),
  ),
);

/** The setup on the board: each start territory with its Lord's Tower and first banner, and the specials. */
export const selectSetupBoard = createSelector(
  [selectSettingUp, selectDraft, selectSetupTowers],
  (settingUp, draft, towers): TerritoryBoard | null => (settingUp ? setupBoard(draft, towers) : null),
);

function setupBoard(draft: FsSetupDraft, towers: readonly HexKey[]): TerritoryBoard {
  const owners = new Map<HexKey, number>();
  const banners: BannerMark[] = [];
  towers.forEach((hex, i) => {
    owners.set(hex, i);
    banners.push({
      id: `setup-${i}`,
      hex,
      faction: i,
      label: draft.factions[i]?.name ?? '',
      points: draft.bannerPoints,
      fatigued: false,
      done: false,
    });
  });
  return {
    factions: draft.factions.map((f) => ({ name: f.name, color: f.color })),
    owners,
    items: towers.map((hex) => ({ hex, badges: [ITEM_NAMES.lordsTower.badge] })),
    specials: Object.entries(draft.specials).map(([hex, s]) => ({
      hex: hex as HexKey,
      name: s.name,
      glory: s.glory,
      ...(s.relic ? { relic: RELIC_NAMES[s.relic] } : {}),
    })),
    banners,
    conflicts: [],
    orders: [],
    labels: towers.map((hex, i) => ({ hex, text: draft.factions[i]?.name ?? '' })),
  };
}
