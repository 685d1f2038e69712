import { z } from 'zod';
import { orderSpecSchema, type OrderSpec } from '../model/commands';
import { canonicalOrders, ORDER_FORMAT, ORDER_FORMAT_VERSION, type OrderSubmission } from './canonicalOrders';

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
