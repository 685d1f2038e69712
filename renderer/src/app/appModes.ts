import type { ComponentType } from 'react';
import { hexPointer, type HexPointer } from '../features/editor/hexPointer';
import { MapPanels } from '../features/editor/MapPanels';
import { Toolbar } from '../features/editor/Toolbar';
import { MapView, type BoardProps } from '../features/mapView/MapView';
import { DefenseMode, NoBar } from '../features/defense/DefenseMode';
import {
  CampaignBar,
  CampaignBoard,
  CampaignOverlay,
  CampaignSidePanels,
  campaignViewPointer,
} from './CampaignView';
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
  /** The side panel's contents; a mode whose board carries its own panels has none. */
  readonly Panels?: ComponentType;
  /** Shown over everything while the mode is on (the campaign's victory screen), if any. */
  readonly Overlay?: ComponentType;
  /** The pointer tool a hex board hands its pointer events to. */
  readonly pointer: (event: HexPointer) => AppThunk;
  /** Extra class of the workspace (the campaign's layout). */
  readonly workspaceClass?: string;
  /**
   * The status bar's hint in a mode with a board of its own (not the hex map): shown instead of the map tool's
   * hint, and the map's size and seed are left out there.
   */
  readonly statusHint?: string;
}

/**
 * The modes' ids, in the tabs' order. "map": the editor (locked while a campaign runs); "campaign": setup, then
 * play; "assault": the stronghold assault (issue 13); "defense": the settlement defense game (RULES.md §9).
 */
export const APP_MODE_IDS = ['map', 'campaign', 'assault', 'defense'] as const;
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
    // The campaign's ruleset (core, Firestorm) supplies each part: app/rulesetViews.ts.
    Bar: CampaignBar,
    Board: CampaignBoard,
    Panels: CampaignSidePanels,
    Overlay: CampaignOverlay,
    pointer: campaignViewPointer,
    workspaceClass: 'campaign',
  },
  assault: ASSAULT_MODE,
  defense: {
    label: 'Settlement defense',
    hint: 'The settlement defense game (RULES.md §9)',
    Bar: NoBar,
    Board: DefenseMode,
    pointer: hexPointer,
    workspaceClass: 'defense',
    statusHint: 'Settlement defense: drag tiles from the hand onto the board; Ctrl+Z undoes a move',
  },
} as const satisfies Record<AppMode, AppModeSpec>;

export const appModeSpec = (mode: AppMode): AppModeSpec => APP_MODES[mode];
