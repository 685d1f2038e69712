import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A seat token: 32 random bytes (256 bits) as base64url, 43 characters that fit a URL and a QR code. */
export const newSeatToken = (): string => randomBytes(32).toString('base64url');

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * The seat a presented token belongs to, compared in constant time: both sides are hashed first (so lengths never
 * differ and timingSafeEqual may be used) and every seat is compared, so the time taken tells nothing about which
 * seat, if any, nearly matched.
 */
export function seatOfToken<S extends { readonly token: string }>(
  seats: readonly S[],
  presented: string | undefined,
): S | undefined {
  if (presented === undefined || presented.length === 0 || presented.length > 128) return undefined;
  const given = digest(presented);
  let found: S | undefined;
  for (const seat of seats) if (timingSafeEqual(digest(seat.token), given)) found = seat;
  return found;
}
