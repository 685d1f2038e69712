/** UTF-8 and base64url without the DOM lib (shared/ is pure): TextEncoder/TextDecoder are on globalThis everywhere. */
interface Coder {
  encode(text: string): Uint8Array;
  decode(bytes: Uint8Array): string;
}
const g = globalThis as unknown as {
  TextEncoder: new () => Pick<Coder, 'encode'>;
  TextDecoder: new (label: string, options: { fatal: boolean }) => Pick<Coder, 'decode'>;
};

export const utf8Bytes = (text: string): Uint8Array => new g.TextEncoder().encode(text);

/** Throws on bytes that are not UTF-8 (the caller turns that into a message). */
export const utf8Text = (bytes: Uint8Array): string =>
  new g.TextDecoder('utf-8', { fatal: true }).decode(bytes);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** RFC 4648 §5 base64url without padding: safe to paste in chat messages and e-mails. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** The bytes of a base64url text, or undefined when it holds another character or a dangling one. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const values: number[] = [];
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return undefined;
    values.push(v);
  }
  const out: number[] = [];
  for (let i = 0; i < values.length; i += 4) {
    const group = values.slice(i, i + 4);
    const n = group.reduce((acc, v, k) => acc | (v << (18 - 6 * k)), 0);
    const bytes = group.length - 1;
    for (let b = 0; b < bytes; b++) out.push((n >> (16 - 8 * b)) & 255);
  }
  return new Uint8Array(out);
}
