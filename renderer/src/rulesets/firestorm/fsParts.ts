import type { ComponentType } from 'react';
import type { AppThunk } from '../../app/store';
import type { HexPointer } from '../../store/appMode';
import { BannerRosterPanel } from './BannerRosterPanel';
import { FsGloryPanel } from './glory/FsGloryPanel';
import { SecretObjectivesPanel } from './glory/SecretObjectivesPanel';
import { FsHexInfo } from './FsHexInfo';
import { FsLegend } from './FsLegend';
import { choiceTool } from './turn/choiceTool';
import { FsAutoPlayPanel } from './turn/FsAutoPlayPanel';
import { FsTurnPanel } from './turn/FsTurnPanel';
import { ordersTool } from './turn/ordersTool';
import { ViewLock } from './turn/ViewLock';
import { FsViewButtons } from './FsViewButtons';
import { TentDesk } from '../../campaign/tent/TentDesk';

/**
 * The Firestorm view's parts, in screen order: the places the turn side (orders, execution, battles, sieges,
 * building, auto-play) adds its components and pointer tools, one line each, without editing the view itself.
 */

/** Items of the turn bar, after the turn and step (Advance, hot-seat, auto-play, Simulate…). */
export const FS_BAR_ITEMS: readonly ComponentType[] = [ViewLock, FsViewButtons];

/** Panels of play in the side panel, top to bottom (while a Firestorm campaign runs). */
export const FS_PLAY_PANELS: readonly ComponentType[] = [
  FsTurnPanel,
  TentDesk,
  FsGloryPanel,
  SecretObjectivesPanel,
  FsHexInfo,
  BannerRosterPanel,
  FsAutoPlayPanel,
  FsLegend,
];

/**
 * Pointer tools, asked in order; the first that returns true has handled the event (the orders drag, a retreat
 * pick…). When none does, the board's own tool selects hexes and banners (fsPointer.ts).
 */
export type FsPointerTool = (event: HexPointer) => AppThunk<boolean>;
export const FS_POINTER_TOOLS: readonly FsPointerTool[] = [ordersTool, choiceTool];
