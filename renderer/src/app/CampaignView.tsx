import type { CampaignRulesetId } from '@shared/document';
import { selectCampaignRuleset } from '../campaign/playSelectors';
import { RULESET_UIS } from '../rulesets';
import type { AppThunk } from './store';
import type { BoardProps, HexPointer } from '../store/appMode';
import { useAppSelector } from '../store/hooks';
import type { CampaignView } from '../store/rulesetUi';

/** The Campaign tab's view of a campaign ruleset (RULESET_UIS, rulesets/index.ts). */
export const campaignView = (ruleset: CampaignRulesetId): CampaignView => RULESET_UIS[ruleset].campaign;

/**
 * The Campaign tab's parts, each delegating to the view of the campaign's ruleset: core and Firestorm are entries
 * of the rulesets registry, not branches here.
 */
const useView = () => campaignView(useAppSelector(selectCampaignRuleset));

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
  return (dispatch, getState) => dispatch(campaignView(selectCampaignRuleset(getState())).pointer(event));
}
