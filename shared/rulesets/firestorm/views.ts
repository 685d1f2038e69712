import type { RulesetViews, Viewer } from '../../kernel';
import type { Banner, FsEvent, FsState } from './model/types';
import { visibleCharacters, visibleEvents, visibleOrder } from './viewer';

/**
 * Firestorm's views for the registry (RULESET_VIEWS), built on viewer.ts: banners are public pieces whose orders a
 * faction sees only for its own banners or once revealed (FS-ORDER-2), and whose characters it sees without another
 * faction's swaps until ORDERS ends (FS-MULTI-5). No `replayTo`: a Firestorm log starts after createFirestormCampaign,
 * with no creation event to fold the start from.
 */
export function visibleBanners(state: FsState, viewer: Viewer): Banner[] {
  return state.banners
    .filter((b) => b.hex !== null)
    .map((b) => {
      const order = visibleOrder(state, viewer, b);
      const characters = visibleCharacters(state, viewer, b);
      const shown = characters === b.characters ? b : { ...b, characters };
      if (order === b.order) return shown;
      const { order: _hidden, ...rest } = shown;
      return rest;
    });
}

export const firestormViews: RulesetViews<FsState, FsEvent, Banner> = {
  visiblePieces: visibleBanners,
  visibleLog: visibleEvents,
};
