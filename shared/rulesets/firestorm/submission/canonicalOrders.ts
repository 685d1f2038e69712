import type { OrderSpec } from '../model/commands';

/**
 * One faction's secret orders for one turn, as it leaves the player's device (FS-ORDER-2 at a distance): which
 * campaign and turn they are for, so an old or foreign code is refused, and the orders themselves.
 */
export interface OrderSubmission {
  readonly campaign: string;
  readonly turn: number;
  readonly faction: string;
  readonly orders: readonly OrderSpec[];
}

export const ORDER_FORMAT = 'hexmarch-orders';
export const ORDER_FORMAT_VERSION = 1;

// No zod here: the phone page of the order tent computes this encoding itself (parseCanonical.ts reads it back).

/**
 * Decision: the orders are sorted by banner id and a Hold/Fortify drops its path (the engine ignores it, FS-ORDER-1),
 * so two submissions that the engine would store alike share one encoding and one fingerprint.
 */
export function canonicalOrders(submission: OrderSubmission): string {
  const orders = [...submission.orders]
    .sort((a, b) => (a.banner < b.banner ? -1 : a.banner > b.banner ? 1 : 0))
    .map((o) =>
      o.path && (o.type === 'move' || o.type === 'forcedMarch')
        ? [o.banner, o.type, [...o.path]]
        : [o.banner, o.type],
    );
  return JSON.stringify([
    ORDER_FORMAT,
    ORDER_FORMAT_VERSION,
    submission.campaign,
    submission.turn,
    submission.faction,
    orders,
  ]);
}
