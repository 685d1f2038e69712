import { canonicalOrders, type OrderSubmission } from './canonicalOrders';
import { utf8Bytes } from './textBytes';
import { t } from '../../../i18n';

/** Web Crypto (browsers and Node 20 both put it on globalThis); typed here because shared/ has no DOM lib. */
interface SubtleDigest {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}
const subtle = (): SubtleDigest => {
  const crypto = (globalThis as { crypto?: { subtle?: SubtleDigest } }).crypto;
  if (!crypto?.subtle) throw new Error(t('fsEngine:submission.noCrypto'));
  return crypto.subtle;
};

/** SHA-256 of a text, lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', utf8Bytes(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The fingerprint of a submission: SHA-256 over its canonical encoding (hex, 64 characters). */
export const orderFingerprint = (submission: OrderSubmission): Promise<string> =>
  sha256Hex(canonicalOrders(submission));

/**
 * What a player writes down and compares: the first 16 hex digits in groups of four ("3F2A-91C0-7BE4-D215").
 * Decision: 64 bits are plenty against a GM who would have to find other orders with the same fingerprint.
 */
export const shortFingerprint = (hex: string): string =>
  hex
    .slice(0, 16)
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, '$1-');
