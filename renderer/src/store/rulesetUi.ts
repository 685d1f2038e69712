import type { UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { CampaignState } from '@shared/document';
import type { AppStartListening, AppThunk, RootState } from '../app/store';
import type { AppModeSpec, BoardProps, HexPointer } from './appMode';

/**
 * What the Campaign tab shows for one campaign ruleset: set up, then play (the campaign names its ruleset,
 * DATA-1). The tab itself (app/CampaignView.tsx) delegates every part to the running campaign's entry.
 */
export interface CampaignView {
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
 * One ruleset's screens, the renderer's twin of the engine's `Ruleset` (shared/kernel/ruleset.ts): everything the
 * app needs from rulesets/<id>/ is this one object, listed once in RULESET_UIS (rulesets/index.ts). A campaign
 * ruleset has a Campaign-tab view; a sub-game with a tab of its own has a mode. Its listeners (auto-play, notices,
 * saving its game in the document) start with the store.
 */
export interface RulesetUi {
  readonly campaign?: CampaignView;
  readonly mode?: AppModeSpec;
  readonly startListeners?: (startListening: AppStartListening) => void;
  /**
   * The name of the seat the screen is locked to, or null (FS-ORDER-2, issue 27): a locked view acts for that seat
   * only, so nothing that acts for the others or replaces the document is offered (app/viewLock.ts).
   */
  readonly viewLock?: (state: RootState) => string | null;
  /**
   * Its own actions on the document's campaign (core's set-up, auto-play and roster edits), composed into the
   * campaign part by app/documentParts.ts; returns `state` itself for every action it ignores.
   */
  readonly campaignReducer?: (state: CampaignState | null, action: UnknownAction) => CampaignState | null;
}
