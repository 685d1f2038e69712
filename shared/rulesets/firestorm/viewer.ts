import type { Viewer } from '../../kernel';
import type { Banner, FsEvent, FsState, Order } from './model/types';

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
 */
export function visibleEvents(state: FsState, viewer: Viewer): FsEvent[] {
  if (viewer.kind === 'gm') return [...state.log];
  return state.log.map((e) => {
    if (e.type !== 'OrdersSubmitted' || e.payload.faction === viewer.id) return e;
    const orders = (e.payload.orders as { banner: string }[]).filter(
      (o) => state.banners.find((b) => b.id === o.banner)?.revealed,
    );
    return { ...e, payload: { ...e.payload, orders } };
  });
}
