import type { ComponentType } from 'react';
import { hexPointer, type HexPointer } from '../features/editor/hexPointer';
import { MapPanels } from '../features/editor/MapPanels';
import { Toolbar } from '../features/editor/Toolbar';
import { MapView, type BoardProps } from '../features/mapView/MapView';
import { campaignPointer } from '../features/play/campaignPointer';
import { CampaignPanels } from '../features/play/CampaignPanels';
import { TurnBar } from '../features/play/TurnBar';
import { VictoryScreen } from '../features/play/VictoryScreen';
import type { AppThunk } from './store';
import { ASSAULT_MODE } from '../features/assault/assaultMode';

/** What one mode of the app puts on screen and how the board answers the pointer there. */
export interface AppModeSpec {
  /** The tab's label and its hint. */
  readonly label: string;
  readonly hint: string;
  /** The mode's bar in the top bar (the editor's tools, the campaign's turn bar). */
  readonly Bar: ComponentType;
  /** The board filling the window: the hex map, or a mode's own board (a settlement defense). */
  readonly Board: ComponentType<BoardProps>;
  /** The side panel's contents. */
  readonly Panels: ComponentType;
  /** Shown over everything while the mode is on (the campaign's victory screen), if any. */
  readonly Overlay?: ComponentType;
  /** The pointer tool a hex board hands its pointer events to. */
  readonly pointer: (event: HexPointer) => AppThunk;
  /** Extra class of the workspace (the campaign's layout). */
  readonly workspaceClass?: string;
}

/** The modes' ids, in the tabs' order. "map": the editor (locked while a campaign runs); "campaign": setup, then play. */
export const APP_MODE_IDS = ['map', 'campaign', 'assault'] as const;
export type AppMode = (typeof APP_MODE_IDS)[number];

/**
 * The app's modes: the registry. App, the mode tabs and the map view read it; a new mode (a sub-game with a board
 * of its own) is its id above and one entry here.
 */
export const APP_MODES = {
  map: {
    label: 'Map',
    hint: 'Prepare the map (locked while a campaign runs)',
    Bar: Toolbar,
    Board: MapView,
    Panels: MapPanels,
    pointer: hexPointer,
  },
  campaign: {
    label: 'Campaign',
    hint: 'Set up and play the campaign',
    Bar: TurnBar,
    Board: MapView,
    Panels: CampaignPanels,
    Overlay: VictoryScreen,
    pointer: campaignPointer,
    workspaceClass: 'campaign',
  },
  assault: ASSAULT_MODE,
} as const satisfies Record<AppMode, AppModeSpec>;

export const appModeSpec = (mode: AppMode): AppModeSpec => APP_MODES[mode];
