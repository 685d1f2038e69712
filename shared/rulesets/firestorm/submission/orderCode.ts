import { err, ok, type Result } from '../../../result';
import { canonicalOrders, ORDER_FORMAT, ORDER_FORMAT_VERSION, type OrderSubmission } from './canonicalOrders';
import { parseCanonical } from './parseCanonical';
import { orderFingerprint } from './fingerprint';
import { fromBase64Url, toBase64Url, utf8Bytes, utf8Text } from './textBytes';
import { t } from '../../../i18n';

/** A submission read back from a code or file, with the fingerprint the player was shown at export. */
export interface ReceivedOrders {
  readonly submission: OrderSubmission;
  readonly fingerprint: string;
}

const PREFIX = 'HXO1.';
/** Check letters: the first 8 hex digits of the fingerprint, so a mistyped or edited code is caught. */
const CHECK_LENGTH = 8;

/** The short text code: `HXO1.<canonical orders, base64url>.<check>` (a few hundred characters at most). */
export async function encodeOrderCode(submission: OrderSubmission): Promise<string> {
  const canonical = canonicalOrders(submission);
  const fingerprint = await orderFingerprint(submission);
  return `${PREFIX}${toBase64Url(utf8Bytes(canonical))}.${fingerprint.slice(0, CHECK_LENGTH)}`;
}

/** A pasted code (spaces and line breaks the chat added are ignored); refused with a message saying what is wrong. */
export async function decodeOrderCode(text: string): Promise<Result<ReceivedOrders, string>> {
  const code = text.replace(/\s+/g, '');
  if (code === '') return err(t('fsEngine:submission.codeEmpty'));
  if (!code.startsWith(PREFIX)) return err(t('fsEngine:submission.notCode', { prefix: PREFIX }));
  const parts = code.slice(PREFIX.length).split('.');
  if (parts.length !== 2 || parts[1]!.length !== CHECK_LENGTH)
    return err(t('fsEngine:submission.codeCut', { count: CHECK_LENGTH }));
  const [body, check] = parts as [string, string];
  const bytes = fromBase64Url(body);
  let canonical: string | undefined;
  try {
    canonical = bytes && toBase64Url(bytes) === body ? utf8Text(bytes) : undefined;
  } catch {
    canonical = undefined;
  }
  const submission = canonical === undefined ? undefined : parseCanonical(canonical);
  if (!submission) return err(t('fsEngine:submission.codeDamaged'));
  const fingerprint = await orderFingerprint(submission);
  if (fingerprint.slice(0, CHECK_LENGTH) !== check.toLowerCase())
    return err(t('fsEngine:submission.codeChanged'));
  return ok({ submission, fingerprint });
}

/** The order file: the code, plus readable fields for the player (the code alone is trusted on import). */
export async function encodeOrderFile(
  submission: OrderSubmission,
  labels: { readonly factionName: string },
): Promise<string> {
  const fingerprint = await orderFingerprint(submission);
  const file = {
    format: ORDER_FORMAT,
    version: ORDER_FORMAT_VERSION,
    campaign: submission.campaign,
    turn: submission.turn,
    faction: labels.factionName,
    fingerprint,
    code: await encodeOrderCode(submission),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** An order file, or a text file holding just the code. */
export async function decodeOrderFile(text: string): Promise<Result<ReceivedOrders, string>> {
  const trimmed = text.trim();
  if (trimmed.startsWith(PREFIX)) return decodeOrderCode(trimmed);
  let file: unknown;
  try {
    file = JSON.parse(trimmed);
  } catch {
    return err(t('fsEngine:submission.notFile'));
  }
  const f = file as Record<string, unknown> | null;
  if (typeof f !== 'object' || f === null || f.format !== ORDER_FORMAT)
    return err(t('fsEngine:submission.wrongFormat', { field: 'format', format: ORDER_FORMAT }));
  if (f.version !== ORDER_FORMAT_VERSION)
    return err(t('fsEngine:submission.version', { version: String(f.version), reads: ORDER_FORMAT_VERSION }));
  if (typeof f.code !== 'string') return err(t('fsEngine:submission.noCode'));
  const received = await decodeOrderCode(f.code);
  if (received.ok && f.fingerprint !== received.value.fingerprint)
    return err(t('fsEngine:submission.edited'));
  return received;
}
