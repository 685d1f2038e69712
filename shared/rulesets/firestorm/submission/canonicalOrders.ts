import { z } from 'zod';
import { orderSpecSchema, type OrderSpec } from '../model/commands';

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

/** The canonical form is a JSON array (fixed positions, no keys), so one submission has exactly one encoding. */
const orderTuple = z.union([
  z.tuple([z.string(), orderSpecSchema.shape.type]),
  z.tuple([z.string(), orderSpecSchema.shape.type, z.array(z.string())]),
]);
export const canonicalTupleSchema = z.tuple([
  z.literal(ORDER_FORMAT),
  z.literal(ORDER_FORMAT_VERSION),
  z.string(),
  z.number().int().min(0),
  z.string().min(1),
  z.array(orderTuple),
]);

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

/** The submission a canonical string stands for, or undefined when it is not one. */
export function parseCanonical(text: string): OrderSubmission | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = canonicalTupleSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const [, , campaign, turn, faction, tuples] = parsed.data;
  const orders: OrderSpec[] = tuples.map((t) =>
    t.length === 3 ? { banner: t[0], type: t[1], path: t[2] } : { banner: t[0], type: t[1] },
  );
  const submission = { campaign, turn, faction, orders };
  // Only the one canonical spelling is accepted: anything else was written by hand or altered.
  return canonicalOrders(submission) === text ? submission : undefined;
}
