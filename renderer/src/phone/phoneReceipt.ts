import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { canonicalOrders, type OrderSubmission } from '@shared/rulesets/firestorm/submission/canonicalOrders';

/**
 * The receipt: SHA-256 over the canonical encoding of what this phone sends, computed here and not taken from the
 * tent. Web Crypto's `subtle` exists only in secure contexts (HTTPS or localhost), and the tent is plain HTTP on
 * the club's network, so the digest is @noble/hashes' audited SHA-256. The GM's reveal recomputes the same digest
 * from the orders the engine stored (useRevealFingerprints).
 */
export function receiptOf(submission: OrderSubmission): string {
  return bytesToHex(sha256(new TextEncoder().encode(canonicalOrders(submission))));
}
