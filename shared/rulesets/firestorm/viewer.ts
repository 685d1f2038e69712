import type { Viewer } from '../../kernel';
import type { Banner, FsEvent, FsState, Order, SecretObjective } from './model/types';

/**
 * FS-ORDER-2: the orders a viewer may see. The GM sees every order; a faction (seat id = faction id) sees its own
 * and the revealed ones only.
 */
export function visibleOrder(state: FsState, viewer: Viewer, banner: Banner): Order | undefined {
  if (viewer.kind === 'gm' || banner.factionId === viewer.id || banner.revealed) return banner.order;
  return undefined;
}

export function visibleOrders(state: FsState, viewer: Viewer): Record<string, Order> {
  const out: Record<string, Order> = {};
  for (const b of state.banners) {
    const order = visibleOrder(state, viewer, b);
    if (order) out[b.id] = order;
  }
  return out;
}

/**
 * The log as a viewer may read it: another faction's `OrdersSubmitted` loses its orders until they are revealed
 * (FS-ORDER-2), and an attacker's siege option is hidden from the defender until both have chosen (AMD-12).
 * Another faction's Secret Objective loses its text until it is achieved (FS-SETUP-5: the card is secret until
 * shown).
 */
export function visibleEvents(state: FsState, viewer: Viewer): FsEvent[] {
  if (viewer.kind === 'gm') return [...state.log];
  return state.log.map((e) => {
    if (e.type === 'SecretObjectiveRecorded')
      return seesObjective(state, viewer, e.payload.player as string)
        ? e
        : { ...e, payload: { player: e.payload.player } };
    if (e.type !== 'OrdersSubmitted' || e.payload.faction === viewer.id) return e;
    const orders = (e.payload.orders as { banner: string }[]).filter(
      (o) => state.banners.find((b) => b.id === o.banner)?.revealed,
    );
    return { ...e, payload: { ...e.payload, orders } };
  });
}

/** FS-SETUP-5: the GM and the player's own faction read a Secret Objective; everyone once it is achieved. */
function seesObjective(state: FsState, viewer: Viewer, player: string): boolean {
  if (viewer.kind === 'gm' || state.secretObjectives?.[player]?.achieved) return true;
  return state.factions.some((f) => f.id === viewer.id && f.playerIds.includes(player));
}

/**
 * FS-SETUP-5: each player's Secret Objective as `viewer` may see it: its text, or `hidden` when the card belongs to
 * another faction and is still secret (whether a card exists is no secret: every player draws one).
 */
export function visibleSecretObjectives(
  state: FsState,
  viewer: Viewer,
): Record<string, SecretObjective | { readonly hidden: true }> {
  const out: Record<string, SecretObjective | { readonly hidden: true }> = {};
  for (const [player, objective] of Object.entries(state.secretObjectives ?? {}))
    out[player] = seesObjective(state, viewer, player) ? objective : { hidden: true };
  return out;
}
