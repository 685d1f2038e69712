import { hexPointer } from '../editor/hexPointer';
import { MapPanels } from '../editor/MapPanels';
import { Toolbar } from '../editor/Toolbar';
import { MapView } from '../editor/MapView';
import {
  CampaignBar,
  CampaignBoard,
  CampaignOverlay,
  CampaignSidePanels,
  campaignViewPointer,
} from './CampaignView';
import type { AppMode, AppModeSpec } from '../store/appMode';

export { APP_MODE_IDS, type AppMode, type AppModeSpec } from '../store/appMode';
import { RULESET_UIS } from '../rulesets';

/**
 * The app's modes: the registry. App, the mode tabs and the map view read it; a new mode (a sub-game with a board
 * of its own) is its id above and one entry here.
 */
export const APP_MODES = {
  map: {
    label: 'app:modes.map.label',
    hint: 'app:modes.map.hint',
    Bar: Toolbar,
    Board: MapView,
    Panels: MapPanels,
    pointer: hexPointer,
  },
  campaign: {
    label: 'app:modes.campaign.label',
    hint: 'app:modes.campaign.hint',
    // The campaign's ruleset (core, Firestorm) supplies each part: RULESET_UIS (rulesets/index.ts).
    Bar: CampaignBar,
    Board: CampaignBoard,
    Panels: CampaignSidePanels,
    Overlay: CampaignOverlay,
    pointer: campaignViewPointer,
    workspaceClass: 'campaign',
  },
  assault: RULESET_UIS.assault.mode,
  defense: RULESET_UIS.defense.mode,
} as const satisfies Record<AppMode, AppModeSpec>;

export const appModeSpec = (mode: AppMode): AppModeSpec => APP_MODES[mode];
