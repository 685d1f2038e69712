import { t } from '@shared/i18n';
import type { HexKey } from '@shared/hex';
import { GM_VIEWER, seatViewer, type Viewer } from '@shared/kernel';
import type { FsState } from '@shared/rulesets/firestorm';
import { firestormViews } from '@shared/rulesets/firestorm/views';
import type { TerritoryBoard } from '../canvas/territoryBoard';
import { buildTerritoryBoard } from '../fsBoard';
import { ORDER_NAMES, STEP_NAMES } from '../fsNames';

/**
 * Decision: the whole-map export of a Firestorm campaign is the wall map every player sees, so it shows orders
 * only once revealed (FS-ORDER-2), as a seat of no faction sees them; a faction's handout adds its own orders.
 * The empty seat id matches no faction (faction ids are never empty).
 */
export const PUBLIC_VIEWER: Viewer = seatViewer('');

/**
 * The campaign as `viewer` may see it, through the ruleset's views (kernel RulesetViews): banners as
 * `visiblePieces` (another faction's unrevealed order removed, FS-ORDER-2) and the log as `visibleLog`. Everything
 * a printout draws is built from this state, so no hidden order can reach a sheet.
 */
export function firestormSeenBy(state: FsState, viewer: Viewer): FsState {
  if (viewer.kind === 'gm') return state;
  const seen = new Map(firestormViews.visiblePieces(state, viewer).map((b) => [b.id, b]));
  return {
    ...state,
    // Banners off the map keep their place in the list (names count them) without any order.
    banners: state.banners.map((b) => {
      const visible = seen.get(b.id);
      if (visible) return visible;
      const { order: _hidden, ...rest } = b;
      return rest;
    }),
    log: firestormViews.visibleLog(state, viewer),
  };
}

/** One order a sheet writes next to its banner ("Move", "Fortify"). */
export interface PrintedOrder {
  readonly bannerId: string;
  readonly hex: HexKey;
  readonly text: string;
}

/** What a Firestorm printout draws over the map: the territory board and the order tags, as the viewer sees them. */
export interface FirestormPrint {
  readonly board: TerritoryBoard;
  readonly orders: readonly PrintedOrder[];
}

/** The print part of a Firestorm campaign for the whole map (faction null) or one faction's handout. */
export function firestormPrint(state: FsState, factionId: string | null): FirestormPrint {
  const viewer = factionId === null ? PUBLIC_VIEWER : seatViewer(factionId);
  const seen = firestormSeenBy(state, viewer);
  // The seen state holds only what the viewer may see, so the board may take every order in it.
  const board = buildTerritoryBoard(seen, GM_VIEWER);
  const orders: PrintedOrder[] = [];
  for (const banner of seen.banners)
    if (banner.hex !== null && banner.order && banner.orderState === 'pending')
      orders.push({ bannerId: banner.id, hex: banner.hex, text: ORDER_NAMES[banner.order.type] });
  return { board, orders };
}

/** "Turn 3 · Orders" for the sheet header. */
export function firestormTurnNote(state: FsState): string {
  if (state.status === 'ended') return t('firestorm:print.turnOver', { number: state.turn.number });
  const step = STEP_NAMES[state.turn.step as keyof typeof STEP_NAMES] ?? state.turn.step;
  return t('firestorm:print.turnStep', { number: state.turn.number, step });
}
