import type { ComponentType } from 'react';
import type { HexPointer } from '../features/editor/hexPointer';
import { FsBar } from '../features/firestorm/FsBar';
import { FsBoard } from '../features/firestorm/FsBoard';
import { FsPanels } from '../features/firestorm/FsPanels';
import { fsHint, fsPointer } from '../features/firestorm/fsPointer';
import { FsVictoryScreen } from '../features/firestorm/FsVictoryScreen';
import { MapView, type BoardProps } from '../features/mapView/MapView';
import { campaignHint } from '../features/play/campaignHint';
import { campaignPointer } from '../features/play/campaignPointer';
import { CampaignPanels } from '../features/play/CampaignPanels';
import type { CampaignRuleset } from '../features/play/playSlice';
import { TurnBar } from '../features/play/TurnBar';
import { VictoryScreen } from '../features/play/VictoryScreen';
import type { RootState } from './store';
import type { AppThunk } from './store';

/** What the Campaign tab shows for one ruleset: set up, then play (the campaign names its ruleset, DATA-1). */
export interface RulesetView {
  /** The turn bar in the top bar. */
  readonly Bar: ComponentType;
  /** The board filling the window (a hex map with the ruleset's layers). */
  readonly Board: ComponentType<BoardProps>;
  /** The side panel: the ruleset's setup while no campaign runs, then its panels of play. */
  readonly Panels: ComponentType;
  /** Shown over everything while it has something to say (the victory screen). */
  readonly Overlay?: ComponentType;
  /** The pointer tool the board hands its pointer events to. */
  readonly pointer: (event: HexPointer) => AppThunk;
  /** The status bar's hint: how the board answers the pointer now. */
  readonly hint: (state: RootState) => string;
}

/**
 * The Campaign tab's rulesets: the registry. A new ruleset played on the campaign map is its id in
 * CampaignRuleset and one entry here (plus its document actions in the campaign part).
 */
export const RULESET_VIEWS = {
  core: {
    Bar: TurnBar,
    Board: MapView,
    Panels: CampaignPanels,
    Overlay: VictoryScreen,
    pointer: campaignPointer,
    hint: campaignHint,
  },
  firestorm: {
    Bar: FsBar,
    Board: FsBoard,
    Panels: FsPanels,
    Overlay: FsVictoryScreen,
    pointer: fsPointer,
    hint: fsHint,
  },
} as const satisfies Record<CampaignRuleset, RulesetView>;

/** The ruleset the Campaign tab shows: the running campaign's, else the one chosen for the next setup. */
export function selectCampaignRuleset(state: RootState): CampaignRuleset {
  return state.document.present.campaign?.ruleset ?? state.play.setupRuleset;
}

export const rulesetView = (ruleset: CampaignRuleset): RulesetView => RULESET_VIEWS[ruleset];
