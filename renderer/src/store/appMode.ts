import type { ComponentType } from 'react';
import type { AppThunk } from '../app/store';
import type { HexPointerEvent } from '../canvas';
import type { TKey } from '@shared/i18n';

/**
 * The modes' ids, in the tabs' order. "map": the editor (locked while a campaign runs); "campaign": setup, then
 * play; "assault": the stronghold assault (issue 13); "defense": the settlement defense game (RULES.md §9). A leaf
 * vocabulary: the registry that gives each id its screens is app/appModes.ts.
 */
export const APP_MODE_IDS = ['map', 'campaign', 'assault', 'defense'] as const;
export type AppMode = (typeof APP_MODE_IDS)[number];

/** What the map canvas reports about the pointer. */
export type HexPointer = HexPointerEvent;

/** What a mode's board gets from the modes registry (app/appModes.ts). */
export interface BoardProps {
  /** The mode's pointer tool: the board hands it every pointer event on a hex. */
  readonly pointer: (event: HexPointer) => AppThunk;
}

/** What one mode of the app puts on screen and how the board answers the pointer there. */
export interface AppModeSpec {
  /** The tab's label and its hint: catalogue keys, translated where they are shown. */
  readonly label: TKey;
  readonly hint: TKey;
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
  readonly statusHint?: TKey;
}
