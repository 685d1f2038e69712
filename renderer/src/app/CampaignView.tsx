import { useAppSelector } from './hooks';
import type { BoardProps } from '../features/mapView/MapView';
import type { HexPointer } from '../features/editor/hexPointer';
import type { AppThunk } from './store';
import { rulesetView, selectCampaignRuleset } from './rulesetViews';

/**
 * The Campaign tab's parts, each delegating to the view of the campaign's ruleset (app/rulesetViews.ts): core and
 * Firestorm are entries of that registry, not branches here.
 */
const useView = () => rulesetView(useAppSelector(selectCampaignRuleset));

export function CampaignBar() {
  const View = useView().Bar;
  return <View />;
}

export function CampaignBoard({ pointer }: BoardProps) {
  const View = useView().Board;
  return <View pointer={pointer} />;
}

export function CampaignSidePanels() {
  const View = useView().Panels;
  return <View />;
}

export function CampaignOverlay() {
  const View = useView().Overlay;
  return View ? <View /> : null;
}

/** The pointer goes to the tool of the ruleset on screen. */
export function campaignViewPointer(event: HexPointer): AppThunk {
  return (dispatch, getState) => dispatch(rulesetView(selectCampaignRuleset(getState())).pointer(event));
}
